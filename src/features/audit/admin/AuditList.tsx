import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import Download from '@mui/icons-material/Download';
import { ResourceList } from '../../../components/admin/ResourceList';
import { auditActions } from '../../../api/roles';
import { auditExportUrl, useListAuditEntriesQuery, type AuditEntry, type AuditFilter } from '../auditApi';

/** Who acted: the name at the time, or "System" for the daily retention run and "Unknown" for a stranger. */
const personOf = (entry: AuditEntry) =>
  entry.staff_name || (entry.action === 'retention-run' ? 'System' : 'Unknown');

const searchValues = (entry: AuditEntry) => [personOf(entry), entry.action, entry.resource, entry.summary];

const columns: GridColDef<AuditEntry>[] = [
  { field: 'created_at', headerName: 'When (UTC)', minWidth: 170, flex: 0.9 },
  {
    field: 'staff_name',
    headerName: 'Person',
    minWidth: 150,
    flex: 1,
    valueGetter: (_value, row) => personOf(row),
  },
  { field: 'action', headerName: 'Action', minWidth: 130, flex: 0.8 },
  {
    field: 'resource',
    headerName: 'Record',
    minWidth: 150,
    flex: 0.9,
    valueGetter: (_value, row) => (row.record_id ? `${row.resource} ${row.record_id}` : row.resource),
  },
  { field: 'summary', headerName: 'Summary', minWidth: 240, flex: 2 },
  { field: 'address', headerName: 'Address', minWidth: 120, flex: 0.7 },
];

/** /audit (Administrators): the audit trail, filtered by person, action and days, and its CSV export. */
export default function AuditList() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data, isLoading, isError } = useListAuditEntriesQuery(filter, { refetchOnMountOrArgChange: true });
  const set = (key: keyof AuditFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value || undefined }));
  const exportUrl = useMemo(() => auditExportUrl(filter), [filter]);

  return (
    <ResourceList
      title="Audit"
      noun="audit entries"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      autoRowHeight
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
            sx={{ width: 170 }}
          />
          <TextField
            select
            size="small"
            label="Action"
            value={filter.action ?? ''}
            onChange={set('action')}
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
            sx={{ width: 170 }}
          >
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
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
            sx={{ width: 165 }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={filter.to ?? ''}
            onChange={set('to')}
            InputLabelProps={{ shrink: true }}
            sx={{ width: 165 }}
          />
        </>
      }
    />
  );
}
