import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { messages } from '../../../api/messages';
import { ResourceList } from '../../../components/admin/ResourceList';
import { formatDateTime } from '../../../components/admin/formatDate';
import {
  RUNNING_POLL_MS,
  useListBackupsQuery,
  useRunBackupMutation,
  type BackupOverview,
  type BackupRun,
} from '../backupsApi';
import { formatSize, staleBackupText } from './backupTexts';

const OUTCOMES: Record<BackupRun['status'], { label: string; colour: 'info' | 'success' | 'error' }> = {
  running: { label: 'Running', colour: 'info' },
  ok: { label: 'Succeeded', colour: 'success' },
  failed: { label: 'Failed', colour: 'error' },
};

const TRIGGERS: Record<BackupRun['trigger'], string> = { scheduled: 'Scheduled', manual: 'Back up now' };

const searchValues = (run: BackupRun) => [
  formatDateTime(run.started_at),
  OUTCOMES[run.status].label,
  TRIGGERS[run.trigger],
  run.file_name,
  run.error,
];

function ScheduleNotice({ overview }: { overview: BackupOverview }) {
  if (!overview.enabled)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {messages.backupsOff}
      </Alert>
    );
  return (
    <Alert severity={overview.stale ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {overview.stale ? `${staleBackupText(overview)} ` : ''}
      Backups run once a day into {overview.directory}; the newest {overview.keep} are kept.
      {overview.last_success_at && !overview.stale
        ? ` Last success: ${formatDateTime(overview.last_success_at)}.`
        : ''}
    </Alert>
  );
}

/** /backups: every backup run (scheduled or started here) with when, size and outcome; "Back up now". */
export default function BackupList() {
  const { data, isLoading, isError, currentData } = useListBackupsQuery();
  const running = data?.runs.some((run) => run.status === 'running') ?? false;
  useListBackupsQuery(undefined, { pollingInterval: running ? RUNNING_POLL_MS : 0, skip: !running });
  const [runBackup, { isLoading: starting, error }] = useRunBackupMutation();
  const refusal = error && 'message' in error ? error.message : undefined;

  const columns = useMemo<GridColDef<BackupRun>[]>(
    () => [
      {
        field: 'started_at',
        headerName: 'Started',
        minWidth: 170,
        flex: 0.9,
        valueGetter: (_value, row) => formatDateTime(row.started_at),
      },
      {
        field: 'status',
        headerName: 'Outcome',
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" label={OUTCOMES[row.status].label} color={OUTCOMES[row.status].colour} />
        ),
      },
      {
        field: 'size',
        headerName: 'Size',
        width: 100,
        valueGetter: (_value, row) => formatSize(row.size),
      },
      {
        field: 'trigger',
        headerName: 'How',
        width: 130,
        valueGetter: (_value, row) => TRIGGERS[row.trigger],
      },
      {
        field: 'file_name',
        headerName: 'Archive',
        minWidth: 260,
        flex: 1.2,
        valueGetter: (_v, row) => row.file_name ?? '',
      },
      {
        field: 'error',
        headerName: 'Why it failed',
        minWidth: 200,
        flex: 1,
        valueGetter: (_v, row) => row.error ?? '',
      },
    ],
    [],
  );

  return (
    <ResourceList
      title="Backups"
      noun="backups"
      rows={(currentData ?? data)?.runs}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      headerActions={
        <Button
          variant="contained"
          onClick={() => void runBackup()}
          disabled={starting || running || data?.enabled === false}
        >
          {running ? 'Backing up…' : 'Back up now'}
        </Button>
      }
      notice={
        <>
          {data && <ScheduleNotice overview={data} />}
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
        </>
      }
    />
  );
}
