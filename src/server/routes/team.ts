import { message } from '../openapi/catalogue';
import type { components } from '../../api/schema';
import {
  createTeamMember,
  deleteTeamMember,
  findDuplicateTeamMember,
  findTeamMember,
  listTeamMembers,
  updateTeamMember,
  type TeamMemberFields,
} from '../repositories/teamMembers';
import type { OperationHandlers } from '../fastifyTypes';
import { badRequest, DUPLICATE_MESSAGE, duplicateOnUniqueViolation, notFound } from '../services/errors';
import { acceptImage, isUploadedFile } from '../services/files';
import { optionalText, requiredText } from './requestFields';
import { audited, fieldSummary } from '../services/audit';

/** The description is plain text (a text area), stored as typed and rendered as text by the site. */
function teamFieldsFrom(
  body: Omit<components['schemas']['TeamCreateInput'] | components['schemas']['TeamUpdateInput'], 'photo'>,
): TeamMemberFields {
  return {
    name: requiredText(body, 'name'),
    position: optionalText(body, 'position'),
    description: optionalText(body, 'description'),
  };
}

export const teamHandlers = {
  async listTeamMembers(request) {
    return { data: await listTeamMembers(request.server.db) };
  },

  async getTeamMember(request) {
    const member = await findTeamMember(request.server.db, request.params.id);
    if (!member) throw notFound(message('notFound', { noun: 'Team member' }));
    return { data: member };
  },

  async createTeamMember(request) {
    const { body } = request;
    const fields = teamFieldsFrom(body);
    const photo = acceptImage(body.photo, 'photo');
    if (await findDuplicateTeamMember(request.server.db, fields)) throw badRequest(DUPLICATE_MESSAGE);
    const member = await audited(
      request,
      (trx) => createTeamMember(trx, fields, photo),
      (created) => ({
        action: 'create',
        resource: 'team-member',
        recordId: created.id,
        summary: fieldSummary({ name: fields.name, position: fields.position, photo: 'new image' }),
      }),
    ).catch(duplicateOnUniqueViolation);
    return { data: member, message: message('saved', { noun: 'Team', verb: 'Inserted' }) };
  },

  async updateTeamMember(request) {
    const id = request.params.id;
    const { body } = request;
    const fields = teamFieldsFrom(body);
    const photo = isUploadedFile(body.photo) ? acceptImage(body.photo, 'photo') : undefined;
    if (!(await findTeamMember(request.server.db, id)))
      throw notFound(message('notFound', { noun: 'Team member' }));
    if (await findDuplicateTeamMember(request.server.db, fields, id)) throw badRequest(DUPLICATE_MESSAGE);
    const member = await audited(
      request,
      (trx) => updateTeamMember(trx, id, fields, photo),
      (updated) =>
        updated && {
          action: 'update',
          resource: 'team-member',
          recordId: id,
          summary: fieldSummary({
            name: fields.name,
            position: fields.position,
            photo: photo ? 'new image' : undefined,
          }),
        },
    ).catch(duplicateOnUniqueViolation);
    if (!member) throw notFound(message('notFound', { noun: 'Team member' }));
    return { data: member, message: message('saved', { noun: 'Team', verb: 'Updated' }) };
  },

  async deleteTeamMember(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteTeamMember(trx, id),
      (done) => (done ? { action: 'delete', resource: 'team-member', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(message('notFound', { noun: 'Team member' }));
    return { message: message('deletedText', { noun: 'Team member' }) };
  },
} satisfies Partial<OperationHandlers>;
