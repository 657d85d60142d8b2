import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

export interface RowActionsProps {
  /** Where the edit (or view) link goes; omit for rows that can only be deleted. */
  to?: string;
  /** "edit" shows a pencil, "view" an eye. */
  kind?: 'edit' | 'view';
  /** Accessible names, e.g. "Edit Cook" and "Delete Cook". */
  linkLabel?: string;
  deleteLabel: string;
  /** Omit when the person may not delete the row (no delete icon then). */
  onDelete?: () => void;
  /** The DataGrid cell's tab index, so keyboard users move through the grid as it expects. */
  tabIndex?: number;
}

/**
 * The Action cell of an admin list: an edit (or view) link and a delete button, round icon buttons named
 * by their labels, with their purpose as a hover title. Plain elements styled by the grid (GridCells.tsx):
 * a page of rows mounts many of them.
 */
export function RowActions({
  to,
  kind = 'edit',
  linkLabel,
  deleteLabel,
  onDelete,
  tabIndex,
}: RowActionsProps) {
  return (
    <span className="row-actions">
      {to && linkLabel && (
        <RouterLink
          to={to}
          aria-label={linkLabel}
          title={kind === 'edit' ? 'Edit' : 'View'}
          className="row-action row-action-primary"
          tabIndex={tabIndex}
        >
          {kind === 'edit' ? <EditOutlined /> : <VisibilityOutlined />}
        </RouterLink>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label={deleteLabel}
          title="Delete"
          onClick={onDelete}
          className="row-action row-action-error"
          tabIndex={tabIndex}
        >
          <DeleteOutline />
        </button>
      )}
    </span>
  );
}

/** The field of the Action column (ResourceList pins it to the right edge). */
export const ACTIONS_FIELD = 'actions';

/**
 * The Action column of an admin list: RowActions per row, wired to the list's delete action (none when
 * `onDelete` is undefined: the person may not delete).
 */
export function actionsColumn<Row extends { id: number }>(
  width: number,
  links: (row: Row) => Omit<RowActionsProps, 'onDelete' | 'tabIndex'>,
  onDelete: ((id: number) => void) | undefined,
): GridColDef<Row> {
  return {
    field: ACTIONS_FIELD,
    headerName: 'Action',
    width,
    renderCell: ({ row, tabIndex }) => (
      <RowActions
        {...links(row)}
        onDelete={onDelete ? () => onDelete(row.id) : undefined}
        tabIndex={tabIndex}
      />
    ),
  };
}
