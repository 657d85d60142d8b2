import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { paths } from '../../../routes/paths';
import { useDeleteTeamMemberMutation, useListTeamMembersQuery, type TeamMember } from '../teamApi';

/** Search: the name (SPEC §5). */
const searchValues = (member: TeamMember) => [member.name];

/** /team: the team members with photo and name; create, edit and delete. */
export default function TeamList() {
  const { data, isLoading, isError } = useListTeamMembersQuery();
  const [deleteMember] = useDeleteTeamMemberMutation();
  const onDelete = useDeleteAction('Team', deleteMember);

  const columns = useMemo<GridColDef<TeamMember>[]>(
    () => [
      {
        field: 'photo',
        headerName: 'Photo',
        width: 100,
        renderCell: ({ row }) => <Thumbnail path={row.photo} alt={`Photo of ${row.name}`} />,
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
      actionsColumn<TeamMember>(
        120,
        (row) => ({
          to: paths.editTeam(row.id),
          linkLabel: `Edit ${row.name}`,
          deleteLabel: `Delete ${row.name}`,
        }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  return (
    <ResourceList
      title="Team"
      noun="team members"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      create={{ to: paths.createTeam, label: 'Create Team' }}
    />
  );
}
