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

/** What each action is called on screen (the CSV and the filter's value keep the contract's names). */
const ACTION_LABELS: Partial<Record<AuditEntry['action'], string>> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-locked': 'Sign-in locked',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'status-change': 'Status changed',
  'note-added': 'Note added',
  export: 'Exported',
  'resume-opened': 'Resume opened',
  erase: 'Candidate erased',
  'retention-run': 'Retention run',
  invite: 'Invited',
  'resend-invitation': 'Invitation resent',
  'accept-invitation': 'Invitation accepted',
};
const actionLabel = (action: string) => ACTION_LABELS[action as AuditEntry['action']] ?? action;

const searchValues = (entry: AuditEntry) => [
  personOf(entry),
  entry.action,
  actionLabel(entry.action),
  entry.resource,
  entry.summary,
];

const columns: GridColDef<AuditEntry>[] = [
  { field: 'created_at', headerName: 'When (UTC)', minWidth: 170, flex: 0.9 },
  {
    field: 'staff_name',
    headerName: 'Person',
    minWidth: 150,
    flex: 1,
    valueGetter: (_value, row) => personOf(row),
  },
  {
    field: 'action',
    headerName: 'Action',
    minWidth: 130,
    flex: 0.8,
    valueGetter: (_value, row) => actionLabel(row.action),
  },
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
                {actionLabel(action)}
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
