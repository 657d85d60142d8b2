import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { components } from '../../../api/schema';
import { ResourceList } from '../../../components/admin/ResourceList';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { roleNames, staffRoles, type StaffRole } from '../../../api/roles';
import { DIALOG_MS } from '../../../shared/constants';
import {
  useIssueStaffPasswordResetMutation,
  useListStaffQuery,
  useResendStaffInvitationMutation,
  useResetStaffSecondFactorMutation,
  useUpdateStaffMemberMutation,
  type StaffMember,
} from '../staffApi';
import { InviteDialog } from './InviteDialog';
import { LinkDialog, type HandedLink } from './LinkDialog';
import { disableQuestion, roleChangeQuestion } from './staffConfirmations';
import { leavesNoAdministrator } from '../../../domain/administrators';
import { message } from '../../../api/messages';

type LinkIssued = components['schemas']['LinkIssued'];

/** On a phone each person is a card: the name as its title, then the role, sign-in and invitation controls. */
const PHONE_CARDS = { main: 'name' };

const searchValues = (row: StaffMember) => [row.name, row.email, roleNames[row.role]];

/**
 * /staff (Administrators): every account with its role and whether it may sign in. A new role and
 * disabling are confirmed first (saying what changes, and how many sessions disabling ends), then saved;
 * the server keeps one enabled Administrator. "Invite"
 * creates an account and e-mails its link to choose a password; a person who has not accepted yet is
 * marked "Invited" and can be sent a new link (the earlier one stops working).
 */
export default function StaffList() {
  const { data, isLoading, isError } = useListStaffQuery();
  const [update, { isLoading: saving }] = useUpdateStaffMemberMutation();
  const [resend, { isLoading: resending }] = useResendStaffInvitationMutation();
  const [resetFactor, { isLoading: resetting }] = useResetStaffSecondFactorMutation();
  const [inviting, setInviting] = useState(false);
  // Without a mail server the answer carries the link, shown once to this Administrator to pass on.
  const [issueReset, { isLoading: issuing }] = useIssueStaffPasswordResetMutation();
  const [handed, setHanded] = useState<HandedLink | null>(null);
  const { notify, confirm } = useDialogs();

  // The accounts that keep the back office administered (the rule of src/domain/administrators.ts).
  const administratorIds = useMemo(
    () =>
      (data ?? [])
        .filter((person) => person.role === 'admin' && person.enabled && !person.invited)
        .map((person) => person.id),
    [data],
  );
  const columns = useMemo<GridColDef<StaffMember>[]>(() => {
    /** A refusal's sentence as a warning; a lost session, the network and server faults are handled app-wide. */
    const warnOf = async (error: unknown, fallback: string) => {
      const code = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
      if (code === 401 || code === NETWORK_ERROR_STATUS || code >= 500) return;
      await notify({ kind: 'warning', title: isApiError(error) && error.message ? error.message : fallback });
    };
    const save = async (row: StaffMember, change: { role?: StaffRole; enabled?: boolean }) => {
      // The last enabled Administrator stays one: said at once (the server would refuse it after the question).
      if (
        leavesNoAdministrator(administratorIds, row.id, { role: row.role, enabled: row.enabled, ...change })
      ) {
        await notify({ kind: 'warning', title: message('lastAdministrator') });
        return;
      }
      // A new role and disabling are asked first, saying what changes; enabling again is not.
      const question =
        change.role !== undefined && change.role !== row.role
          ? roleChangeQuestion(row, change.role)
          : change.enabled === false && row.enabled
            ? disableQuestion(row)
            : undefined;
      if (question && !(await confirm(question))) return;
      try {
        const result = await update({ id: row.id, role: row.role, enabled: row.enabled, ...change }).unwrap();
        await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
      } catch (error) {
        await warnOf(error, 'The change could not be saved.');
      }
    };
    /** An invitation's or a reset's link: handed to this Administrator when the answer carries it. */
    const handOver = async (issue: () => Promise<LinkIssued>, title: string, failure: string) => {
      try {
        const result = await issue();
        if (result.link) setHanded({ title, message: result.message, link: result.link });
        else await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
      } catch (error) {
        await warnOf(error, failure);
      }
    };
    const sendAgain = (row: StaffMember) =>
      handOver(
        () => resend({ id: row.id }).unwrap(),
        `Invitation link for ${row.name}`,
        'The invitation could not be sent.',
      );
    const giveResetLink = (row: StaffMember) =>
      handOver(
        () => issueReset({ id: row.id }).unwrap(),
        `Password link for ${row.name}`,
        'The link could not be made.',
      );
    const removeSecondFactor = async (row: StaffMember) => {
      const confirmed = await confirm({
        title: `Remove the second factor of ${row.name}?`,
        text: 'Do this when the person has lost their phone. Their sessions end, their recovery codes stop working, and they set up a new second factor when they next sign in.',
        confirmText: 'Yes, remove it',
      });
      if (!confirmed) return;
      try {
        const result = await resetFactor({ id: row.id }).unwrap();
        await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
      } catch (error) {
        await warnOf(error, 'The second factor could not be removed.');
      }
    };
    return [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 105 },
      {
        field: 'email',
        headerName: 'Email',
        flex: 1.3,
        minWidth: 160,
        renderCell: ({ row }) => <span className="grid-wrap">{row.email}</span>,
      },
      {
        field: 'role',
        headerName: 'Role',
        width: 166,
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
        width: 96,
        renderCell: ({ row, tabIndex }) => (
          <Switch
            checked={row.enabled}
            disabled={saving}
            onChange={(event) => void save(row, { enabled: event.target.checked })}
            inputProps={{ 'aria-label': `${row.name} may sign in`, tabIndex }}
          />
        ),
      },
      {
        field: 'invited',
        headerName: 'Invitation',
        width: 160,
        sortable: false,
        renderCell: ({ row, tabIndex }) =>
          row.invited ? (
            <Button
              size="small"
              variant="outlined"
              disabled={resending}
              tabIndex={tabIndex}
              aria-label={`Send ${row.name} a new invitation`}
              onClick={() => void sendAgain(row)}
            >
              Invited · resend
            </Button>
          ) : (
            <Button
              size="small"
              variant="outlined"
              disabled={issuing || !row.enabled}
              tabIndex={tabIndex}
              aria-label={`Give ${row.name} a link to choose a new password`}
              onClick={() => void giveResetLink(row)}
            >
              Password link
            </Button>
          ),
      },
      {
        field: 'second_factor',
        headerName: 'Second factor',
        width: 170,
        sortable: false,
        renderCell: ({ row, tabIndex }) =>
          row.invited ? null : (
            <Button
              size="small"
              // The theme's saffron (MUI's warning orange is 3:1 on white: too faint for a button's text).
              color="secondary"
              variant="outlined"
              disabled={resetting}
              tabIndex={tabIndex}
              aria-label={`Remove the second factor of ${row.name}`}
              onClick={() => void removeSecondFactor(row)}
            >
              Reset (lost phone)
            </Button>
          ),
      },
    ];
  }, [
    administratorIds,
    update,
    resend,
    resetFactor,
    issueReset,
    notify,
    confirm,
    saving,
    resending,
    resetting,
    issuing,
  ]);

  return (
    <ResourceList
      title="Staff"
      noun="staff"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      phoneCards={PHONE_CARDS}
      headerActions={
        <>
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite
          </Button>
          <InviteDialog open={inviting} onClose={() => setInviting(false)} onHanded={setHanded} />
          <LinkDialog handed={handed} onClose={() => setHanded(null)} />
        </>
      }
    />
  );
}
