import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Download from '@mui/icons-material/Download';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { languageColumn } from '../../../components/admin/languageLabel';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { categoryLabel } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { useListManagedJobsQuery } from '../../jobs';
import { selectUser } from '../../session';
import { useAppSelector } from '../../../shared/hooks';
import { isApplicationStatus } from '../../../domain/applicationStatuses';
import {
  APPLICATION_STATUSES,
  applicationsExportUrl,
  useDeleteApplicationMutation,
  useListApplicationsQuery,
  type ApplicationFilter,
  type ApplicationSummary,
} from '../applicationsApi';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { AppliedTimesChip, StatusChip } from './StatusChip';

/** Below this length the search keeps to the spec's fields, so "1" and "2" still find the raw categories. */
export const REFERENCE_SEARCH_MIN_LENGTH = 3;

/**
 * Search: the typed job title, the raw category value and the applicant's name (SPEC §5), plus the Type
 * label the grid shows ("International", "Domestic"), the job's title as applied for and as it is now
 * (what staff see), and, from three characters on, the reference.
 */
const searchValues = (application: ApplicationSummary, search: string) => [
  application.title,
  application.job_title,
  application.current_job_title,
  application.category,
  categoryLabel(application.category),
  application.name,
  search.length >= REFERENCE_SEARCH_MIN_LENGTH ? application.reference : null,
];

/** On a phone the list shows who applied with where they stand under the name (and the row's actions). */
const PHONE_FIELDS = ['name'];

type FilterKey = 'status' | 'job' | 'mine';

/**
 * The status, job and "My jobs" filters, kept in the URL query (`?status=Interview&job=3&mine=1`) so a
 * filtered list can be shared. "My jobs" is the jobs the signed-in person owns.
 */
function useApplicationFilter(): [ApplicationFilter, (key: FilterKey, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const job = params.get('job');
  const mine = params.get('mine') === '1';
  const userId = useAppSelector(selectUser)?.userdata.id;
  const filter = useMemo<ApplicationFilter>(() => {
    const next: ApplicationFilter = {};
    if (isApplicationStatus(status)) next.status = status;
    if (job !== null && /^[1-9][0-9]{0,9}$/.test(job)) next.job_id = Number(job);
    if (mine && userId !== undefined) next.owner_id = userId;
    return next;
  }, [status, job, mine, userId]);
  const setFilter = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** /application: received applications with their status; filter, search, change status in bulk, export, view, delete. */
export default function ApplicationList() {
  const [filter, setFilter] = useApplicationFilter();
  const { data, isLoading, isError } = useListApplicationsQuery(filter);
  // Closed jobs too: their applications are still in the pipeline.
  const { data: jobs } = useListManagedJobsQuery();
  const [deleteApplication] = useDeleteApplicationMutation();
  const onDelete = useDeleteAction('Application', deleteApplication);
  const [selected, setSelected] = useState<number[]>([]);
  const [changing, setChanging] = useState(false);

  const columns = useMemo<GridColDef<ApplicationSummary>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.2,
        minWidth: 110,
        renderCell: ({ row }) => (
          <span>
            {row.name}
            {row.applied_count > 1 && <AppliedTimesChip count={row.applied_count} />}
            {/* On a phone the Status column is hidden: the status shows under the name. */}
            <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
              <StatusChip status={row.status} />
            </Box>
          </span>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 112,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      { field: 'reference', headerName: 'Reference', width: 150 },
      {
        field: 'logo',
        headerName: 'Logo',
        width: 64,
        renderCell: ({ row }) => <Thumbnail path={row.logo} alt={`${row.job_title} logo`} />,
      },
      { field: 'job_title', headerName: 'Job', flex: 1, minWidth: 130 },
      {
        field: 'email',
        headerName: 'Email',
        flex: 1.3,
        minWidth: 200,
        // The whole address, on two lines when it is long.
        renderCell: ({ row }) => (
          <Box component="span" title={row.email} sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {row.email}
          </Box>
        ),
      },
      { field: 'phone', headerName: 'Phone', minWidth: 130, flex: 0.8 },
      {
        field: 'category',
        headerName: 'Type',
        width: 110,
        valueGetter: (_value, row) => categoryLabel(row.category),
      },
      languageColumn<ApplicationSummary>(),
      actionsColumn<ApplicationSummary>(
        104,
        (row) => ({
          kind: 'view',
          to: paths.viewApplication(row.id),
          linkLabel: `View application from ${row.name}`,
          deleteLabel: `Delete application from ${row.name}`,
        }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  const visibleIds = new Set((data ?? []).map((row) => row.id));
  const selectedVisible = selected.filter((id) => visibleIds.has(id));

  return (
    <>
      <ResourceList
        title="Applications"
        noun="applications"
        rows={data}
        loading={isLoading}
        loadFailed={isError}
        columns={columns}
        searchValues={searchValues}
        phoneFields={PHONE_FIELDS}
        headerActions={
          <Button
            component="a"
            href={applicationsExportUrl(filter)}
            download
            variant="outlined"
            startIcon={<Download />}
          >
            Export CSV
          </Button>
        }
        filters={
          <>
            <TextField
              select
              size="small"
              label="Status"
              value={filter.status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              SelectProps={{ native: true }}
              InputLabelProps={{ shrink: true }}
              sx={{ width: 150 }}
            >
              <option value="">All statuses</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Job"
              value={filter.job_id !== undefined ? String(filter.job_id) : ''}
              onChange={(event) => setFilter('job', event.target.value)}
              SelectProps={{ native: true }}
              InputLabelProps={{ shrink: true }}
              sx={{ width: 220 }}
            >
              <option value="">All jobs</option>
              {filter.job_id !== undefined && !(jobs ?? []).some((job) => job.id === filter.job_id) && (
                <option value={String(filter.job_id)}>Job {filter.job_id}</option>
              )}
              {(jobs ?? []).map((job) => (
                <option key={job.id} value={String(job.id)}>
                  {job.title}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              label="My jobs"
              title="Only applications to the jobs you own"
              control={
                <Switch
                  name="mine"
                  checked={filter.owner_id !== undefined}
                  onChange={(event) => setFilter('mine', event.target.checked ? '1' : '')}
                />
              }
            />
          </>
        }
        selection={{
          selected: selectedVisible,
          onChange: setSelected,
          toolbar: (
            <Button
              variant="contained"
              size="small"
              startIcon={<SwapHoriz />}
              onClick={() => setChanging(true)}
            >
              Change status
            </Button>
          ),
        }}
      />
      <ChangeStatusDialog
        open={changing}
        ids={selectedVisible}
        onClose={() => setChanging(false)}
        onChanged={() => setSelected([])}
      />
    </>
  );
}
