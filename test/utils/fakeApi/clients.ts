import { message } from '../../../src/api/messages';
import { checkGstin, gstinProblemText, gstStateName, normalizeGstin } from '../../../src/domain/gstin';
import {
  badRequest,
  duplicate,
  notFound,
  ok,
  refuse,
  requireFields,
  same,
  text,
  type Behaviour,
  type Behaviours,
  type Body,
} from './outcome';
import { clientOf, fake, nextId, now, type Client } from './store';

/** Clients: the back office's client companies and their contacts, checked as the server checks them. */

const withRequirements = (client: Client): Client => ({
  ...client,
  requirements: fake.store.jobs.filter((job) => clientOf(job.id) === client.id).length,
});

const saveClient =
  (editing: boolean): Behaviour =>
  ({ params, body }) => {
    const refused = requireFields(body, ['name']);
    if (refused) return refused;
    const id = editing ? Number(params.id) : nextId(fake.store.clients);
    const old = fake.store.clients.find((client) => client.id === id);
    if (editing && !old) return notFound('Client');
    const typed = text(body, 'gstin');
    const address = text(body, 'billing_address');
    let gstin: string | null = null;
    let state = typeof body.billing_state === 'string' ? body.billing_state : null;
    let pan: string | null = null;
    if (typed !== '') {
      const check = checkGstin(typed);
      if (!check.valid) {
        const { key, values } = gstinProblemText(check);
        const problem = (message as (key: string, values?: Record<string, string>) => string)(key, values);
        return badRequest(message('gstinInvalid', { gstin: normalizeGstin(typed), problem }));
      }
      if (state !== null && state !== check.stateCode)
        return badRequest(message('billingStateMismatch', { state: check.stateName }));
      gstin = check.gstin;
      state = check.stateCode;
      pan = check.pan;
    } else if (address === '' || state === null) return badRequest(message('billingAddressRequired'));
    const name = text(body, 'name');
    if (
      fake.store.clients.some(
        (client) =>
          client.id !== id && (same(client.name, name) || (gstin !== null && client.gstin === gstin)),
      )
    )
      return duplicate();
    const sent = (body.contacts ?? []) as Body[];
    const contacts: Client['contacts'] = [];
    let contactId = Math.max(
      0,
      ...fake.store.clients.flatMap((client) => client.contacts.map((row) => row.id)),
    );
    for (const contact of sent) {
      const fields = {
        name: text(contact, 'name'),
        designation: text(contact, 'designation'),
        phone: text(contact, 'phone'),
        email: text(contact, 'email'),
        whatsapp: contact.whatsapp === true,
      };
      if (fields.phone === '' && fields.email === '')
        return badRequest(message('contactNeedsReach', { name: fields.name }));
      if (contact.id !== undefined && !old?.contacts.some((row) => row.id === contact.id))
        return badRequest(message('contactNotOfClient'));
      contacts.push({ id: typeof contact.id === 'number' ? contact.id : ++contactId, ...fields });
    }
    const client: Client = {
      id,
      name,
      gstin,
      pan,
      billing_address: address,
      billing_state: state,
      billing_state_name: state === null ? null : (gstStateName(state) ?? null),
      contacts,
      requirements: 0,
      created_at: old?.created_at ?? now(),
      updated_at: now(),
    };
    fake.store.clients = editing
      ? fake.store.clients.map((row) => (row.id === id ? client : row))
      : [...fake.store.clients, client];
    return ok({
      data: withRequirements(client),
      message: message('saved', { noun: 'Client', verb: editing ? 'Updated' : 'Inserted' }),
    });
  };

export const clientBehaviours: Behaviours = {
  listClients: () =>
    ok({
      data: [...fake.store.clients]
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
        .map(withRequirements),
    }),
  getClient: ({ params }) => {
    const client = fake.store.clients.find((row) => row.id === Number(params.id));
    return client ? ok({ data: withRequirements(client) }) : notFound('Client');
  },
  createClient: saveClient(false),
  updateClient: saveClient(true),
  deleteClient: ({ params }) => {
    const client = fake.store.clients.find((row) => row.id === Number(params.id));
    if (!client) return notFound('Client');
    const { requirements } = withRequirements(client);
    if (requirements > 0) return refuse(400, message('clientHasRequirements', { count: requirements }));
    fake.store.clients = fake.store.clients.filter((row) => row.id !== client.id);
    return ok({ message: message('deletedText', { noun: 'Client' }) });
  },
};
