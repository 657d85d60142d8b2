import { useMemo } from 'react';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { roleNames, staffRoles, type StaffRole } from '../../../api/roles';
import { DIALOG_MS } from '../../../app/constants';
import { useListStaffQuery, useUpdateStaffMemberMutation, type StaffMember } from '../staffApi';

const searchValues = (row: StaffMember) => [row.name, row.email, roleNames[row.role]];

/**
 * /staff (Administrators): every account with its role and whether it may sign in. A change is saved at
 * once; disabling ends the person's sessions; the server keeps one enabled Administrator.
 */
export default function StaffList() {
  const { data, isLoading, isError } = useListStaffQuery();
  const [update, { isLoading: saving }] = useUpdateStaffMemberMutation();
  const { notify } = useDialogs();

  const columns = useMemo<GridColDef<StaffMember>[]>(() => {
    const save = async (row: StaffMember, change: { role?: StaffRole; enabled?: boolean }) => {
      try {
        const result = await update({ id: row.id, role: row.role, enabled: row.enabled, ...change }).unwrap();
        await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
      } catch (error) {
        const code = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
        if (code === 401 || code === NETWORK_ERROR_STATUS || code >= 500) return;
        await notify({
          kind: 'warning',
          title: isApiError(error) && error.message ? error.message : 'The change could not be saved.',
        });
      }
    };
    return [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 190 },
      {
        field: 'role',
        headerName: 'Role',
        width: 170,
        renderCell: ({ row, tabIndex }) => (
          <TextField
            select
            size="small"
            value={row.role}
            disabled={saving}
            onChange={(event) => void save(row, { role: event.target.value as StaffRole })}
            SelectProps={{ native: true }}
            inputProps={{ 'aria-label': `Role of ${row.name}`, tabIndex }}
            sx={{ width: 150 }}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </TextField>
        ),
      },
      {
        field: 'enabled',
        headerName: 'Enabled',
        width: 110,
        renderCell: ({ row, tabIndex }) => (
          <Switch
            checked={row.enabled}
            disabled={saving}
            onChange={(event) => void save(row, { enabled: event.target.checked })}
            inputProps={{ 'aria-label': `${row.name} may sign in`, tabIndex }}
          />
        ),
      },
    ];
  }, [update, notify, saving]);

  return (
    <ResourceList
      title="Staff"
      noun="staff"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
    />
  );
}
