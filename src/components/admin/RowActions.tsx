import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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

/** The Action cell of an admin list: an edit (or view) link and a delete icon. */
export function RowActions({
  to,
  kind = 'edit',
  linkLabel,
  deleteLabel,
  onDelete,
  tabIndex,
}: RowActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {to && linkLabel && (
        <Tooltip title={kind === 'edit' ? 'Edit' : 'View'}>
          <IconButton
            component={RouterLink}
            to={to}
            aria-label={linkLabel}
            color="primary"
            tabIndex={tabIndex}
          >
            {kind === 'edit' ? <EditOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton aria-label={deleteLabel} onClick={onDelete} color="error" tabIndex={tabIndex}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      )}
    </Box>
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
