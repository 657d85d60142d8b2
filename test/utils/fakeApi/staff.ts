import { message } from '../../../src/api/messages';
import { badRequest, ok, refuse, type Behaviour, type Behaviours } from './outcome';
import { fake, newestFirst, type FakeUser, type UserData } from './store';

/** Staff accounts (roles, enabling, the last-administrator rule) and the audit trail. */

const staffMember = (user: FakeUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  enabled: user.enabled !== false,
  invited: user.password === '',
  sessions: user.sessions ?? 0,
  created_at: '2026-01-01 00:00:00',
});

const updateStaffMember: Behaviour = ({ params, body }) => {
  const id = Number(params.id);
  const user = fake.store.users.find((row) => row.id === id);
  if (!user) return refuse(404, message('notFound', { noun: 'Staff member' }));
  const change = body as { role: UserData['role']; enabled: boolean };
  const otherAdministrators = fake.store.users.filter(
    (row) => row.id !== id && row.role === 'admin' && row.enabled !== false,
  );
  if (
    !(change.role === 'admin' && change.enabled) &&
    user.role === 'admin' &&
    otherAdministrators.length === 0
  )
    return badRequest(message('lastAdministrator'));
  user.role = change.role;
  user.enabled = change.enabled;
  if (!change.enabled) user.sessions = 0;
  return ok({
    message: message('saved', { noun: 'Staff member', verb: 'Updated' }),
    data: staffMember(user),
  });
};

export const staffBehaviours: Behaviours = {
  listStaff: () => ok({ data: fake.store.users.map(staffMember) }),
  updateStaffMember,
  listAuditEntries: ({ query }) => {
    const q = String(query.q ?? '').toLowerCase();
    const matching = newestFirst(fake.store.audit).filter(
      (entry) =>
        (query.action === undefined || entry.action === query.action) &&
        (!query.person || entry.staff_name.toLowerCase().includes(String(query.person).toLowerCase())) &&
        (!q ||
          [entry.staff_name, entry.summary, entry.address].some((text) => text.toLowerCase().includes(q))) &&
        (query.from === undefined || entry.created_at >= `${String(query.from)} 00:00:00`) &&
        (query.to === undefined || entry.created_at <= `${String(query.to)} 23:59:59`),
    );
    const size = Number(query.page_size ?? 100);
    const start = (Number(query.page ?? 1) - 1) * size;
    return ok({ data: matching.slice(start, start + size), total: matching.length });
  },
};
