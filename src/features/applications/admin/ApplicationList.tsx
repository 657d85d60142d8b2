import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { categoryLabel } from '../../../app/constants';
import { paths } from '../../../app/paths';
import {
  useDeleteApplicationMutation,
  useListApplicationsQuery,
  type ApplicationSummary,
} from '../applicationsApi';

/**
 * Search: the typed job title, the raw category value and the applicant's name (SPEC §5), plus the Type
 * label the grid shows ("International", "Domestic").
 */
const searchValues = (application: ApplicationSummary) => [
  application.title,
  application.category,
  categoryLabel(application.category),
  application.name,
];

/** /application: received applications; view and delete (no create). */
export default function ApplicationList() {
  const { data, isLoading, isError } = useListApplicationsQuery();
  const [deleteApplication] = useDeleteApplicationMutation();
  const onDelete = useDeleteAction('Application', deleteApplication);

  const columns = useMemo<GridColDef<ApplicationSummary>[]>(
    () => [
      {
        field: 'logo',
        headerName: 'Logo',
        width: 72,
        renderCell: ({ row }) => <Thumbnail path={row.logo} alt={`${row.job_title} logo`} />,
      },
      { field: 'job_title', headerName: 'Job', flex: 1.2, minWidth: 140 },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
      { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 170 },
      { field: 'phone', headerName: 'Phone', minWidth: 120, flex: 0.8 },
      {
        field: 'category',
        headerName: 'Type',
        width: 100,
        valueGetter: (_value, row) => categoryLabel(row.category),
      },
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

  return (
    <ResourceList
      title="Applications"
      noun="applications"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
    />
  );
}
