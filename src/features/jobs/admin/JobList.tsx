import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { categoryLabel } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { formatClosingDate, jobStateLabel } from '../jobFacts';
import { useDeleteJobMutation, useListManagedJobsQuery, type ManagedJob as Job } from '../jobsApi';
import { useRoleAllowsEach } from '../../session';
import { useListClientsQuery } from '../../clients';

/**
 * Search: the title and the raw category value ('1' / '2') as SPEC §5 says, plus the labels the grid shows
 * ("International", "Domestic", "Open", "Filled", "Closed on …"), so what staff read is what they can find.
 */
const searchValues = (job: Job) => [
  job.title,
  job.category,
  categoryLabel(job.category),
  jobStateLabel(job),
  job.owner_name,
  job.client_name,
];

/** The state's chip: open jobs stand out, closed ones are quiet (both readable at WCAG AA). */
function JobStateChip({ job }: { job: Job }) {
  const label = jobStateLabel(job);
  const hint = job.closed
    ? 'Not on the public site and takes no applications. Edit the job to reopen it.'
    : job.valid_through
      ? `On the public site through ${formatClosingDate(job.valid_through)}`
      : 'On the public site';
  return (
    <Chip
      size="small"
      label={label}
      title={hint}
      color={job.closed ? 'default' : 'success'}
      variant={job.closed ? 'outlined' : 'filled'}
    />
  );
}

/**
 * /jobs: every job, open and closed, with a round logo, title, category label, state (Open, Filled,
 * Closed on its closing date) and owner; create, edit (which reopens a closed job) and delete.
 */
export default function JobList() {
  const { data, isLoading, isError } = useListManagedJobsQuery();
  const [deleteJob] = useDeleteJobMutation();
  const onDelete = useDeleteAction('Job', deleteJob);
  // An Editor reads the jobs; only roles that may change them see Create, Edit and Delete.
  const [canCreate, canEdit, canDelete, seesClients] = useRoleAllowsEach([
    'createJob',
    'updateJob',
    'deleteJob',
    'listClients',
  ]);
  // Staff who see clients filter the jobs by client (an Editor sees none of them).
  const { data: clients } = useListClientsQuery(undefined, { skip: !seesClients });
  const [client, setClient] = useState('');
  const rows = useMemo(
    () => (client === '' || !data ? data : data.filter((job) => String(job.client_id) === client)),
    [data, client],
  );

  const columns = useMemo<GridColDef<Job>[]>(
    () => [
      {
        field: 'logo',
        headerName: 'Thumbnail',
        width: 110,
        renderCell: ({ row }) => <Thumbnail path={row.logo} alt={`${row.title} logo`} />,
      },
      { field: 'title', headerName: 'Name', flex: 2, minWidth: 180 },
      {
        field: 'category',
        headerName: 'Category',
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => categoryLabel(row.category),
      },
      {
        field: 'closed',
        headerName: 'State',
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => jobStateLabel(row),
        renderCell: ({ row }) => <JobStateChip job={row} />,
      },
      {
        field: 'owner_name',
        headerName: 'Owner',
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => row.owner_name ?? '',
      },
      ...(seesClients
        ? [
            {
              field: 'client_name',
              headerName: 'Client',
              flex: 1,
              minWidth: 140,
              valueGetter: (_value: unknown, row: Job) => row.client_name ?? '',
            } satisfies GridColDef<Job>,
          ]
        : []),
      ...(canEdit || canDelete
        ? [
            actionsColumn<Job>(
              120,
              (row) => ({
                to: canEdit ? paths.editJob(row.id) : undefined,
                linkLabel: `Edit ${row.title}`,
                deleteLabel: `Delete ${row.title}`,
              }),
              canDelete ? (id) => void onDelete(id) : undefined,
            ),
          ]
        : []),
    ],
    [onDelete, canEdit, canDelete, seesClients],
  );
  const filters = useMemo(
    () =>
      seesClients ? (
        <TextField
          select
          size="small"
          label="Client"
          value={client}
          onChange={(event) => setClient(event.target.value)}
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
          sx={{ width: 220 }}
        >
          <option value="">All clients</option>
          {(clients ?? []).map((row) => (
            <option key={row.id} value={String(row.id)}>
              {row.name}
            </option>
          ))}
        </TextField>
      ) : undefined,
    [seesClients, client, clients],
  );

  return (
    <ResourceList
      title="Jobs"
      noun="jobs"
      rows={rows}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      filters={filters}
      create={canCreate ? { to: paths.createJob, label: 'Create Job' } : undefined}
    />
  );
}
