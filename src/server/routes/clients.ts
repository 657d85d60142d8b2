import type { FastifyRequest } from 'fastify';
import { message } from '../openapi/catalogue';
import type { components } from '../../api/schema';
import { checkGstin, gstinProblemText, gstStateName, normalizeGstin } from '../../domain/gstin';
import {
  contactIdsOf,
  createClient,
  deleteClient,
  findClient,
  findDuplicateClient,
  listClients,
  updateClient,
  type ClientFields,
  type ClientRow,
  type ContactFields,
} from '../repositories/clients';
import type { OperationHandlers } from '../fastifyTypes';
import { badRequest, DUPLICATE_MESSAGE, duplicateOnUniqueViolation, notFound } from '../services/errors';
import { optionalText, requiredText } from './requestFields';
import { audited, fieldSummary } from '../services/audit';

type ClientInput = components['schemas']['ClientInput'];
type Client = components['schemas']['Client'];

const CLIENT_NOT_FOUND = () => notFound(message('notFound', { noun: 'Client' }));

/** A stored client as the API answers it: with the PAN and the state's name read from its GSTIN and code. */
function toClient(row: ClientRow): Client {
  const gstin = row.gstin === null ? undefined : checkGstin(row.gstin);
  return {
    ...row,
    pan: gstin?.valid ? gstin.pan : null,
    billing_state_name: row.billing_state === null ? null : (gstStateName(row.billing_state) ?? null),
  };
}

/**
 * The client's fields, checked: a GSTIN must pass src/domain/gstin.ts (the sentence names what is wrong)
 * and gives the billing state; without one, the billing address and its state are required.
 */
export function clientFieldsFrom(body: ClientInput): ClientFields {
  const typed = optionalText(body, 'gstin');
  const billingAddress = optionalText(body, 'billing_address');
  if (typed === '') {
    if (billingAddress === '' || body.billing_state === undefined)
      throw badRequest(message('billingAddressRequired'));
    return {
      name: requiredText(body, 'name'),
      gstin: null,
      billing_address: billingAddress,
      billing_state: body.billing_state,
    };
  }
  const check = checkGstin(typed);
  if (!check.valid) {
    const { key, values } = gstinProblemText(check);
    throw badRequest(
      message('gstinInvalid', { gstin: normalizeGstin(typed), problem: message(key, values) }),
    );
  }
  if (body.billing_state !== undefined && body.billing_state !== check.stateCode)
    throw badRequest(message('billingStateMismatch', { state: check.stateName }));
  return {
    name: requiredText(body, 'name'),
    gstin: check.gstin,
    billing_address: billingAddress,
    billing_state: check.stateCode,
  };
}

/** The contacts, checked: each needs a phone or an e-mail; an `id` must be one of this client's contacts. */
function contactsFrom(body: ClientInput, existing: Set<number>): ContactFields[] {
  return body.contacts.map((contact) => {
    const fields: ContactFields = {
      name: requiredText(contact, 'name'),
      designation: optionalText(contact, 'designation'),
      phone: optionalText(contact, 'phone'),
      email: optionalText(contact, 'email'),
      whatsapp: contact.whatsapp === true,
    };
    if (fields.phone === '' && fields.email === '')
      throw badRequest(message('contactNeedsReach', { name: fields.name }));
    if (contact.id !== undefined) {
      if (!existing.has(contact.id)) throw badRequest(message('contactNotOfClient'));
      fields.id = contact.id;
    }
    return fields;
  });
}

/** What the audit trail says of a client written. */
const clientSummary = (fields: ClientFields, contacts: ContactFields[]) =>
  fieldSummary({
    name: fields.name,
    gstin: fields.gstin,
    state: fields.billing_state,
    contacts: contacts.map((contact) => contact.name).join('; '),
  });

async function rejectDuplicate(request: FastifyRequest, fields: ClientFields, exceptId?: number) {
  if (await findDuplicateClient(request.server.db, fields, exceptId)) throw badRequest(DUPLICATE_MESSAGE);
}

export const clientHandlers = {
  async listClients(request) {
    return { data: (await listClients(request.server.db)).map(toClient) };
  },

  async getClient(request) {
    const client = await findClient(request.server.db, request.params.id);
    if (!client) throw CLIENT_NOT_FOUND();
    return { data: toClient(client) };
  },

  async createClient(request) {
    const fields = clientFieldsFrom(request.body);
    const contacts = contactsFrom(request.body, new Set());
    await rejectDuplicate(request, fields);
    const client = await audited(
      request,
      (trx) => createClient(trx, fields, contacts),
      (created) => ({
        action: 'create',
        resource: 'client',
        recordId: created.id,
        summary: clientSummary(fields, contacts),
      }),
    ).catch(duplicateOnUniqueViolation);
    return { data: toClient(client), message: message('saved', { noun: 'Client', verb: 'Inserted' }) };
  },

  async updateClient(request) {
    const id = request.params.id;
    if (!(await findClient(request.server.db, id))) throw CLIENT_NOT_FOUND();
    const fields = clientFieldsFrom(request.body);
    const contacts = contactsFrom(request.body, await contactIdsOf(request.server.db, id));
    await rejectDuplicate(request, fields, id);
    const client = await audited(
      request,
      (trx) => updateClient(trx, id, fields, contacts),
      (updated) =>
        updated && {
          action: 'update',
          resource: 'client',
          recordId: id,
          summary: clientSummary(fields, contacts),
        },
    ).catch(duplicateOnUniqueViolation);
    if (!client) throw CLIENT_NOT_FOUND();
    return { data: toClient(client), message: message('saved', { noun: 'Client', verb: 'Updated' }) };
  },

  async deleteClient(request) {
    const id = request.params.id;
    const outcome = await audited(
      request,
      (trx) => deleteClient(trx, id),
      (done) => (done?.deleted ? { action: 'delete', resource: 'client', recordId: id } : undefined),
    );
    if (!outcome) throw CLIENT_NOT_FOUND();
    if (!outcome.deleted) throw badRequest(message('clientHasRequirements', { count: outcome.requirements }));
    return { message: message('deletedText', { noun: 'Client' }) };
  },
} satisfies Partial<OperationHandlers>;
