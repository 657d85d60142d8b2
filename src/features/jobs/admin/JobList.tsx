import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { categoryLabel } from '../../../app/constants';
import { paths } from '../../../app/paths';
import { useDeleteJobMutation, useListJobsQuery, type Job } from '../jobsApi';

/**
 * Search: the title and the raw category value ('1' / '2') as SPEC §5 says, plus the label the grid shows
 * ("International", "Domestic"), so what staff read is what they can find.
 */
const searchValues = (job: Job) => [job.title, job.category, categoryLabel(job.category)];

/** /jobs: the jobs with a round logo, title and category label; create, edit and delete. */
export default function JobList() {
  const { data, isLoading, isError } = useListJobsQuery();
  const [deleteJob] = useDeleteJobMutation();
  const onDelete = useDeleteAction('Job', deleteJob);

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
      actionsColumn<Job>(
        120,
        (row) => ({
          to: paths.editJob(row.id),
          linkLabel: `Edit ${row.title}`,
          deleteLabel: `Delete ${row.title}`,
        }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  return (
    <ResourceList
      title="Jobs"
      noun="jobs"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      create={{ to: paths.createJob, label: 'Create Job' }}
    />
  );
}
