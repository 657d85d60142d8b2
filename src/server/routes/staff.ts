import type { components } from '../../api/schema';
import { listStaff, updateStaffMember, type StaffRow } from '../db/staff';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { audited, fieldSummary } from '../services/audit';
import { badRequest, notFound } from '../services/errors';

type StaffMember = components['schemas']['StaffMember'];

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  // The users table holds only StaffRole values (start-up writes `admin`, this screen the contract's roles).
  role: row.role as StaffMember['role'],
  enabled: row.disabled_at === null,
  created_at: row.created_at,
});

/** The Staff screen: accounts are listed and changed, never deleted (their history keeps their names). */
export const staffHandlers = {
  async listStaff(request) {
    return { data: (await listStaff(request.server.db)).map(toStaffMember) };
  },

  async updateStaffMember(request) {
    const id = request.params.id;
    const { role, enabled } = request.body;
    const result = await audited(
      request,
      (trx) => updateStaffMember(trx, id, { role, enabled }),
      (outcome) =>
        outcome.outcome === 'saved'
          ? {
              action: 'update',
              resource: 'staff',
              recordId: id,
              summary: fieldSummary({ role, enabled: enabled ? 'yes' : 'no' }),
            }
          : undefined,
    );
    if (result.outcome === 'missing') throw notFound(message('notFound', { noun: 'Staff member' }));
    if (result.outcome === 'last-administrator') throw badRequest(message('lastAdministrator'));
    return {
      message: message('saved', { noun: 'Staff member', verb: 'Updated' }),
      data: toStaffMember(result.staff),
    };
  },
} satisfies Partial<OperationHandlers>;
