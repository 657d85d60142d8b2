import { message } from '../../../src/api/messages';
import {
  deleteFrom,
  duplicate,
  notFound,
  ok,
  operation,
  requireFields,
  same,
  text,
  written,
  type Behaviour,
  type Behaviours,
} from './outcome';
import { fake, nextId, uploaded, type TeamMember } from './store';

/** Team members: the public team page and the staff's editing of it. */

const saveMember =
  (editing: boolean): Behaviour =>
  ({ params, body }) => {
    const op = operation(editing ? 'updateTeamMember' : 'createTeamMember');
    const refused = requireFields(body, ['name']);
    if (refused) return refused;
    const id = editing ? Number(params.id) : nextId(fake.store.team);
    const old = fake.store.team.find((member) => member.id === id);
    if (editing && !old) return notFound('Team');
    if (
      fake.store.team.some(
        (member) =>
          member.id !== id &&
          same(member.name, text(body, 'name')) &&
          same(member.position, text(body, 'position')),
      )
    )
      return duplicate();
    const member = written<TeamMember>(op, body, old);
    member.id = id;
    member.photo = body.photo ? uploaded('team', body.photo) : (old?.photo ?? '');
    fake.store.team = editing
      ? fake.store.team.map((row) => (row.id === id ? member : row))
      : [...fake.store.team, member];
    return ok({
      data: member,
      message: message('saved', { noun: 'Team', verb: editing ? 'Updated' : 'Inserted' }),
    });
  };

export const teamBehaviours: Behaviours = {
  listTeamMembers: () => ok({ data: [...fake.store.team].sort((a, b) => a.id - b.id) }),
  getTeamMember: ({ params }) => {
    const member = fake.store.team.find((row) => row.id === Number(params.id));
    return member ? ok({ data: member }) : notFound('Team');
  },
  createTeamMember: saveMember(false),
  updateTeamMember: saveMember(true),
  deleteTeamMember: deleteFrom('team', 'Team'),
};
