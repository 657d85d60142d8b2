import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import Download from '@mui/icons-material/Download';
import { ResourceList, type ServerPaging } from '../../../components/admin/ResourceList';
import { auditActionNames, auditActions, auditResourceNames } from '../../../api/roles';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { useAppSelector } from '../../../shared/hooks';
import { selectAdminSearch } from '../../../shared/uiSlice';
import { auditExportUrl, useListAuditEntriesQuery, type AuditEntry, type AuditFilter } from '../auditApi';

/** Who acted: the name at the time, or "System" for the daily retention run and "Unknown" for a stranger. */
const personOf = (entry: AuditEntry) =>
  entry.staff_name || (entry.action === 'retention-run' ? 'System' : 'Unknown');

/** What the entry records, in words (the contract's `x-action-names`); a counted refusal says how many. */
const actionOf = (entry: AuditEntry) => {
  const name = auditActionNames[entry.action] ?? entry.action;
  return entry.count > 1 ? `${name} (${entry.count} times)` : name;
};

/** The record: its kind in words and who or which one it is (a staff account by name and e-mail). */
const recordOf = (entry: AuditEntry) => {
  const kind = auditResourceNames[entry.resource] ?? entry.resource;
  if (entry.record_name) return `${kind}: ${entry.record_name}`;
  return entry.record_id ? `${kind} ${entry.record_id}` : kind;
};

/** A cell whose text wraps (an address, a summary) rather than being cut. */
const wrapping = (text: string) => (
  <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{text}</span>
);

const columns: GridColDef<AuditEntry>[] = [
  {
    field: 'created_at',
    headerName: 'When (UTC)',
    minWidth: 150,
    flex: 0.8,
    renderCell: ({ value }) => wrapping(String(value)),
  },
  {
    field: 'staff_name',
    headerName: 'Person',
    minWidth: 110,
    flex: 0.8,
    valueGetter: (_value, row) => personOf(row),
    renderCell: ({ value }) => wrapping(String(value)),
  },
  {
    field: 'action',
    headerName: 'Action',
    minWidth: 130,
    flex: 0.9,
    valueGetter: (_value, row) => actionOf(row),
    renderCell: ({ value }) => wrapping(String(value)),
  },
  {
    field: 'resource',
    headerName: 'Record',
    minWidth: 140,
    flex: 1,
    valueGetter: (_value, row) => recordOf(row),
    renderCell: ({ value }) => wrapping(String(value)),
  },
  {
    field: 'summary',
    headerName: 'Summary',
    minWidth: 170,
    flex: 1.6,
    renderCell: ({ value }) => wrapping(String(value ?? '')),
  },
  {
    field: 'address',
    headerName: 'Address',
    minWidth: 120,
    flex: 0.8,
    renderCell: ({ value }) => wrapping(String(value ?? '')),
  },
];

/** The server searched the rows: the list filters none itself. */
const noSearchValues = () => [];
/** The trail is newest first; its columns do not sort. */
const SORT_FIELDS: readonly string[] = [];
const NO_SORT: GridSortModel = [];
const noSortChange = () => undefined;
/** On a phone, each entry is a card titled by what it records. */
const PHONE_CARDS = { main: 'action' };
/** The search box asks the server a moment after the last keystroke. */
const SEARCH_DELAY_MS = 300;

/**
 * /audit (Administrators): the audit trail a page at a time from the server (every entry, however many),
 * filtered by person, action, days and the search box, and its CSV export.
 */
export default function AuditList() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const typed = useAppSelector(selectAdminSearch).trim();
  const [q, setQ] = useState(typed);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(typed);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const query = useMemo(
    () => ({ ...filter, q: q || undefined, page: page + 1, page_size: pageSize }),
    [filter, q, page, pageSize],
  );
  const { currentData, isFetching, isError } = useListAuditEntriesQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const set = (key: keyof AuditFilter) => (event: { target: { value: string } }) => {
    setFilter((current) => ({ ...current, [key]: event.target.value || undefined }));
    setPage(0);
  };
  const exportUrl = useMemo(() => auditExportUrl({ ...filter, q: q || undefined }), [filter, q]);
  const server = useMemo<ServerPaging>(
    () => ({
      rowCount: currentData?.total ?? 0,
      page,
      onPageChange: setPage,
      pageSize,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(0);
      },
      sortModel: NO_SORT,
      onSortModelChange: noSortChange,
      sortFields: SORT_FIELDS,
    }),
    [currentData?.total, page, pageSize],
  );

  return (
    <ResourceList
      title="Audit"
      noun="audit entries"
      rows={currentData?.data}
      loading={isFetching}
      loadFailed={isError}
      columns={columns}
      searchValues={noSearchValues}
      autoRowHeight
      phoneCards={PHONE_CARDS}
      server={server}
      headerActions={
        <Button component="a" href={exportUrl} download variant="outlined" startIcon={<Download />}>
          Export CSV
        </Button>
      }
      filters={
        <>
          <TextField
            size="small"
            label="Person"
            value={filter.person ?? ''}
            onChange={set('person')}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
          <TextField
            select
            size="small"
            label="Action"
            value={filter.action ?? ''}
            onChange={set('action')}
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
            sx={{ width: { xs: '100%', sm: 230 } }}
          >
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionNames[action]}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="From"
            value={filter.from ?? ''}
            onChange={set('from')}
            InputLabelProps={{ shrink: true }}
            sx={{ width: { xs: '100%', sm: 165 } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={filter.to ?? ''}
            onChange={set('to')}
            InputLabelProps={{ shrink: true }}
            sx={{ width: { xs: '100%', sm: 165 } }}
          />
        </>
      }
    />
  );
}
