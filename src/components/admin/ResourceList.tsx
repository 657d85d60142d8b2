import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Search from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { adminSearchChanged, selectAdminSearch } from '../../shared/uiSlice';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/constants';
import { paths } from '../../routes/paths';
import { AdminPageHeader } from './AdminPageHeader';
import { GRID_CELL_SX } from './GridCells';
import { RowCards, type RowField } from './ResponsiveRows';
import { ACTIONS_FIELD } from './RowActions';
import { matchesSearch } from './search';

export const NO_DATA_TEXT = 'No data available';

export interface ResourceListProps<Row extends GridValidRowModel & { id: number }> {
  /** The page title and last breadcrumb, e.g. "Jobs". */
  title: string;
  /** The thing one row is, lower case plural, for labels ("jobs" gives "Search jobs"). */
  noun: string;
  rows: Row[] | undefined;
  loading: boolean;
  /** Set when the list could not be loaded for a reason that is not "server down" (that one replaces the page). */
  loadFailed?: boolean;
  /** Columns after the Index column. */
  columns: GridColDef<Row>[];
  /**
   * The values the search box matches (case-insensitive substring), per SPEC §5. Gets the trimmed search
   * text too, for values that only take part from a certain length on.
   */
  searchValues: (row: Row, search: string) => ReadonlyArray<string | number | null | undefined>;
  /** A Create button to this path. */
  create?: { to: string; label: string };
  /** More buttons in the page header (e.g. an export). */
  headerActions?: ReactNode;
  /** A notice shown above the list (e.g. that sending is off). */
  notice?: ReactNode;
  /** More controls beside the search box (e.g. filters). */
  filters?: ReactNode;
  /** Checkbox row selection: the selected ids and what to do when they change. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void; toolbar: ReactNode };
  rowHeight?: number;
  /** Let rows grow to fit their text (e.g. enquiry messages). */
  autoRowHeight?: boolean;
  /**
   * The fields shown on a phone (below the `sm` breakpoint), when a list has more columns than a phone
   * can show: the others (the Index column's field is `__index`) are hidden there. All show by default.
   */
  phoneFields?: string[];
  /**
   * On a phone (below `sm`) the rows are cards instead of the grid (`RowCards`): every column's label and
   * value one under the other, `main` the card's title, `action` the column at its foot. For lists whose
   * columns a phone cannot show side by side; `phoneFields` then picks the card's fields (all by default).
   */
  phoneCards?: { main: string; action?: string };
  /**
   * Paging, sorting and searching on the server (a list too long to load whole): `rows` is the current
   * page, `rowCount` how many match, and the page, page size and sort are the caller's (the search stays
   * the shared search box's; the caller sends it). Columns in `sortFields` sort by their header.
   */
  server?: ServerPaging;
}

export interface ServerPaging {
  rowCount: number;
  /** More match than `rowCount` (the server's count stopped there): the list says "more than". */
  more?: boolean;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  sortFields: readonly string[];
}

function NoDataOverlay() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: '100%',
        minHeight: 120,
        p: 3,
      }}
    >
      <Typography color="text.secondary">{NO_DATA_TEXT}</Typography>
    </Box>
  );
}

/** The grid's overlays (made once: the grid is not given new props when the list renders again). */
/** The grid's loading state, named for a screen reader (the grid's own spinner is an unnamed progressbar). */
function LoadingOverlay() {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', minHeight: 120 }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

const SLOTS = {
  noRowsOverlay: NoDataOverlay,
  noResultsOverlay: NoDataOverlay,
  loadingOverlay: LoadingOverlay,
};
const NO_ROWS: never[] = [];
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const autoHeight = () => 'auto' as const;

const gridSx = (autoRowHeight: boolean) => ({
  border: 0,
  '--DataGrid-overlayHeight': '140px',
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: autoRowHeight ? 1 : 0 },
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
  // The last column's separator stood 5 px past the grid's right edge (measured at 1280 px: the grid
  // scrolled 955 px in 950 on Staff, Outbox and Applications, whatever their columns' widths).
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
  /*
   * The Action column stays pinned to the right edge while the other columns scroll sideways
   * (phones): the edit and delete buttons are always on screen.
   */
  [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]:
    {
      position: 'sticky',
      right: 0,
      zIndex: 2,
      bgcolor: 'background.paper',
      boxShadow: '-6px 0 8px -6px rgba(6,31,77,0.35)',
    },
  [`& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"]`]: {
    bgcolor: '#f5f7fb',
  },
  ...GRID_CELL_SX,
});
const GRID_SX = { fixed: gridSx(false), auto: gridSx(true) };

/** The list's search box (shared with the header's through `ui.adminSearch`): a keystroke renders it alone. */
const SearchBox = memo(function SearchBox({ noun }: { noun: string }) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectAdminSearch);
  return (
    <TextField
      type="search"
      size="small"
      label={`Search ${noun}`}
      value={search}
      onChange={(event) => dispatch(adminSearchChanged(event.target.value))}
      sx={{ width: { xs: '100%', sm: 320 } }}
      InputProps={SEARCH_INPUT_PROPS}
    />
  );
});
const SEARCH_INPUT_PROPS = {
  startAdornment: (
    <InputAdornment position="start">
      <Search fontSize="small" />
    </InputAdornment>
  ),
};

/**
 * An admin list (SPEC §2 "Admin list screens"): breadcrumb, search box (shared with the header's through
 * `ui.adminSearch`), Create button, a DataGrid with a 1-based Index column, page sizes 10-50 (default 10),
 * Previous/Next paging, and "No data available" when nothing matches. Search and page-size changes go back
 * to the first page.
 */
export function ResourceList<Row extends GridValidRowModel & { id: number }>({
  title,
  noun,
  rows,
  loading,
  loadFailed = false,
  columns,
  searchValues,
  create,
  headerActions,
  notice,
  filters,
  selection,
  rowHeight = 64,
  autoRowHeight = false,
  phoneFields,
  phoneCards,
  server,
}: ResourceListProps<Row>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The rows are filtered here only when they are all here: paged on the server, a keystroke renders the
  // search box (and the caller, which asks for the rows), not the whole list.
  const search = useAppSelector((state) => (server ? '' : selectAdminSearch(state)));
  const [localPageSize, setLocalPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [localPage, setLocalPage] = useState(0);
  const pageSize = server ? server.pageSize : localPageSize;
  const page = server ? server.page : localPage;
  const setPage = server ? server.onPageChange : setLocalPage;

  useEffect(() => {
    if (!server) setLocalPage(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search goes back to the first page
  }, [search]);

  const serverMode = server !== undefined;
  // The search filters here only when the rows are all here (else the server searched them).
  const clientSearch = serverMode ? '' : search;
  const filtered = useMemo(
    () =>
      serverMode
        ? (rows ?? NO_ROWS)
        : (rows ?? []).filter((row) => matchesSearch(searchValues(row, clientSearch.trim()), clientSearch)),
    [rows, clientSearch, searchValues, serverMode],
  );
  const total = server ? server.rowCount : filtered.length;
  const more = server?.more === true;

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = Math.min(page, pageCount - 1);
  const first = total === 0 ? 0 : currentPage * pageSize + 1;
  const last = Math.min(total, (currentPage + 1) * pageSize);
  // The Index of the page's first row less one.
  const offset = (server ? server.page : currentPage) * pageSize;

  // Made again when the page changes, not with the rows: new columns make the grid lay itself out anew.
  const allColumns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: '__index',
        headerName: 'Index',
        width: 64,
        sortable: false,
        filterable: false,
        valueGetter: (_value, row, _column, apiRef) =>
          offset + apiRef.current.getRowIndexRelativeToVisibleRows(row.id) + 1,
      },
      ...columns.map((column) => ({
        sortable: server?.sortFields.includes(column.field) ?? false,
        filterable: false,
        ...column,
      })),
    ],
    [columns, offset, server?.sortFields],
  );
  const columnVisibilityModel = useMemo(
    () =>
      phone && phoneFields
        ? Object.fromEntries(
            allColumns
              .map((column) => column.field)
              .filter((field) => field !== ACTIONS_FIELD && !phoneFields.includes(field))
              .map((field) => [field, false]),
          )
        : {},
    [phone, phoneFields, allColumns],
  );

  // On a phone, the columns as a card's fields (each cell rendered as the grid renders it).
  const cardFields = useMemo(() => {
    if (!phoneCards) return undefined;
    const fieldOf = (column: GridColDef<Row>): RowField<Row> => ({
      label: column.headerName ?? column.field,
      main: column.field === phoneCards.main,
      value: (row) => {
        const raw = (row as Record<string, unknown>)[column.field];
        const value = column.valueGetter
          ? (column.valueGetter as (value: unknown, row: Row) => unknown)(raw, row)
          : raw;
        if (column.renderCell)
          return column.renderCell({ row, value, field: column.field, id: row.id, tabIndex: 0 } as never);
        return value === null || value === undefined ? '' : String(value);
      },
    });
    const shown = columns.filter(
      (column) =>
        column.field !== phoneCards.action &&
        (!phoneFields || column.field === phoneCards.main || phoneFields.includes(column.field)),
    );
    const action = columns.find((column) => column.field === phoneCards.action);
    return { fields: shown.map(fieldOf), action: action && fieldOf(action) };
  }, [phoneCards, phoneFields, columns]);
  const cardRows = useMemo(
    () => (server ? filtered : filtered.slice(currentPage * pageSize, (currentPage + 1) * pageSize)),
    [server, filtered, currentPage, pageSize],
  );

  const paginationModel = useMemo(() => ({ page: currentPage, pageSize }), [currentPage, pageSize]);
  const onPaginationModelChange = useCallback((model: { page: number }) => setPage(model.page), [setPage]);
  const onSelection = selection?.onChange;
  const onRowSelectionModelChange = useMemo(
    () =>
      onSelection ? (model: GridRowSelectionModel) => onSelection(model.map((id) => Number(id))) : undefined,
    [onSelection],
  );
  const rowCount = server?.rowCount;
  const sortModel = server?.sortModel;
  const onSortModelChange = server?.onSortModelChange;
  const serverProps = useMemo(
    () =>
      serverMode
        ? {
            paginationMode: 'server' as const,
            sortingMode: 'server' as const,
            filterMode: 'server' as const,
            rowCount,
            sortModel,
            onSortModelChange,
          }
        : {},
    [serverMode, rowCount, sortModel, onSortModelChange],
  );

  const onServerPageSize = server?.onPageSizeChange;
  // Made again when the page size changes, not with each render of the rows.
  const pageSizeField = useMemo(() => {
    const onPageSize = (event: ChangeEvent<HTMLInputElement>) => {
      if (onServerPageSize) onServerPageSize(Number(event.target.value));
      else {
        setLocalPageSize(Number(event.target.value));
        setLocalPage(0);
      }
    };
    return (
      <TextField
        select
        size="small"
        label="Rows per page"
        value={pageSize}
        onChange={onPageSize}
        SelectProps={{ native: true }}
        sx={{ width: 130 }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
    );
  }, [pageSize, onServerPageSize]);

  const createTo = create?.to;
  const createLabel = create?.label;
  const header = useMemo(
    () => (
      <AdminPageHeader
        crumbs={[{ label: 'Back office', to: paths.jobs }, { label: title }]}
        title={title}
        actions={
          (createTo !== undefined || headerActions) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {headerActions}
              {createTo !== undefined && (
                <Button component={RouterLink} to={createTo} variant="contained" startIcon={<Add />}>
                  {createLabel}
                </Button>
              )}
            </Box>
          )
        }
      />
    ),
    [title, headerActions, createTo, createLabel],
  );

  // The grid is named by the list's title (MUI X puts its aria-label on the wrapper, not on role="grid").
  const gridRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    gridRoot.current?.querySelector('[role="grid"]')?.setAttribute('aria-label', title);
  });

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {notice}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <SearchBox noun={noun} />
          {filters}
          {pageSizeField}
        </Box>
        {selection && selection.selected.length > 0 && (
          <Box
            role="toolbar"
            aria-label="Selected rows"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
          >
            <Typography variant="body2" aria-live="polite">
              {selection.selected.length} selected
            </Typography>
            {selection.toolbar}
          </Box>
        )}
        {loadFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            The {noun} could not be loaded. Please reload the page.
          </Alert>
        )}
        {phone && cardFields ? (
          <RowCards
            label={title}
            rows={cardRows}
            getKey={(row) => row.id}
            fields={cardFields.fields}
            action={cardFields.action}
            sx={GRID_CELL_SX}
          />
        ) : (
          <DataGrid<Row>
            ref={gridRoot}
            rows={filtered}
            columns={allColumns}
            columnVisibilityModel={columnVisibilityModel}
            loading={loading}
            autoHeight
            disableVirtualization
            disableColumnMenu
            disableColumnSorting={!server}
            disableColumnFilter
            {...serverProps}
            disableRowSelectionOnClick
            checkboxSelection={selection !== undefined}
            keepNonExistentRowsSelected={false}
            rowSelectionModel={selection?.selected}
            onRowSelectionModelChange={onRowSelectionModelChange}
            hideFooter
            rowHeight={autoRowHeight ? undefined : rowHeight}
            getRowHeight={autoRowHeight ? autoHeight : undefined}
            paginationModel={paginationModel}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            slots={SLOTS}
            sx={autoRowHeight ? GRID_SX.auto : GRID_SX.fixed}
          />
        )}
        {phone && cardFields && !loading && cardRows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {NO_DATA_TEXT}
          </Typography>
        )}
        <Box
          component="nav"
          aria-label={`${title} pages`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {total === 0 ? `0 ${noun}` : `${first}–${last} of ${more ? 'more than ' : ''}${total}`}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<ChevronLeft />}
              disabled={currentPage === 0}
              onClick={() => setPage(currentPage - 1)}
            >
              Previous
            </Button>
            <Typography variant="body2" sx={{ minWidth: 84, textAlign: 'center' }}>
              Page {currentPage + 1} of {more ? 'more than ' : ''}
              {pageCount}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              endIcon={<ChevronRight />}
              disabled={currentPage >= pageCount - 1 && !more}
              onClick={() => setPage(currentPage + 1)}
            >
              Next
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
