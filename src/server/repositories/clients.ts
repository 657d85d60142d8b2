import { sql, type Kysely, type Selectable } from 'kysely';
import { withTransaction } from '../db/transactions';
import { timestampText } from '../db/time';
import type { ClientContactsTable, ClientsTable, Database } from '../db/types';
import { bumpContentVersion } from './contentVersions';
import { lockedRecord } from './files';

/** A client's fields as the route has checked them (GSTIN normalised and valid, state decided). */
export type ClientFields = Pick<
  Selectable<ClientsTable>,
  'name' | 'gstin' | 'billing_address' | 'billing_state'
>;

/** A stored contact as the services read it: `whatsapp` as a boolean (the column holds 0 or 1). */
export type ContactRow = Omit<Selectable<ClientContactsTable>, 'whatsapp' | 'created_at'> & {
  whatsapp: boolean;
};

/** A contact as the route has checked it: `id` when it is one of the client's contacts to change. */
export type ContactFields = Omit<ContactRow, 'id' | 'client_id'> & { id?: number };

/** A client with its contacts and its number of requirements. */
export type ClientRow = Awaited<ReturnType<typeof readClients>>[number];

const CLIENT_COLUMNS = [
  'clients.id',
  'clients.name',
  'clients.gstin',
  'clients.billing_address',
  'clients.billing_state',
  'clients.created_at',
  'clients.updated_at',
] as const;

async function contactsOf(db: Kysely<Database>, clientIds: number[]): Promise<Map<number, ContactRow[]>> {
  const byClient = new Map<number, ContactRow[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .selectFrom('client_contacts')
    .select(['id', 'client_id', 'name', 'designation', 'phone', 'email', 'whatsapp'])
    .where('client_id', 'in', clientIds)
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) {
    const list = byClient.get(row.client_id) ?? [];
    list.push({ ...row, whatsapp: Boolean(row.whatsapp) });
    byClient.set(row.client_id, list);
  }
  return byClient;
}

/** Clients (all, or the one with `id`), by name, each with its contacts and its number of requirements. */
async function readClients(db: Kysely<Database>, id?: number) {
  let query = db
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('jobs')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('jobs.client_id', '=', 'clients.id')
        .as('requirements'),
    )
    .orderBy(sql`lower(clients.name)`)
    .orderBy('clients.id');
  if (id !== undefined) query = query.where('clients.id', '=', id);
  const rows = await query.execute();
  const contacts = await contactsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    requirements: Number(row.requirements ?? 0),
    contacts: (contacts.get(row.id) ?? []).map(({ client_id: _client, ...contact }) => contact),
  }));
}

export const listClients = (db: Kysely<Database>) => readClients(db);

export async function findClient(db: Kysely<Database>, id: number): Promise<ClientRow | undefined> {
  return (await readClients(db, id))[0];
}

/** Another client with the same name (any letter case) or the same GSTIN, if any. */
export async function findDuplicateClient(
  db: Kysely<Database>,
  fields: Pick<ClientFields, 'name' | 'gstin'>,
  exceptId?: number,
) {
  let query = db
    .selectFrom('clients')
    .select('id')
    .where((eb) => {
      const same = [eb(sql<string>`lower(name)`, '=', fields.name.toLowerCase())];
      if (fields.gstin !== null) same.push(eb('gstin', '=', fields.gstin));
      return eb.or(same);
    });
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The ids of a client's contacts. */
export async function contactIdsOf(db: Kysely<Database>, clientId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('client_contacts')
    .select('id')
    .where('client_id', '=', clientId)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The contacts as sent: those with an id changed, those without added, the others removed. */
async function writeContacts(
  db: Kysely<Database>,
  clientId: number,
  contacts: ContactFields[],
  now: string,
): Promise<void> {
  const kept = contacts.flatMap((contact) => (contact.id === undefined ? [] : [contact.id]));
  let removal = db.deleteFrom('client_contacts').where('client_id', '=', clientId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const { id, whatsapp, ...fields } of contacts) {
    const values = { ...fields, whatsapp: whatsapp ? 1 : 0 };
    if (id === undefined)
      await db
        .insertInto('client_contacts')
        .values({ ...values, client_id: clientId, created_at: now })
        .execute();
    else
      await db
        .updateTable('client_contacts')
        .set(values)
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .execute();
  }
}

export async function createClient(
  db: Kysely<Database>,
  fields: ClientFields,
  contacts: ContactFields[],
): Promise<ClientRow> {
  return withTransaction(db, async (trx) => {
    const now = timestampText();
    const { id } = await trx
      .insertInto('clients')
      .values({ ...fields, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeContacts(trx, id, contacts, now);
    return (await findClient(trx, id))!;
  });
}

/**
 * Changes a client and its contacts; the jobs that name it publicly take its new name (their
 * `employer_name`), and the public lists' version moves when any did. Undefined when there is no such
 * client.
 */
export async function updateClient(
  db: Kysely<Database>,
  id: number,
  fields: ClientFields,
  contacts: ContactFields[],
): Promise<ClientRow | undefined> {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('clients').select(['id', 'name']).where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const now = timestampText();
    await trx
      .updateTable('clients')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .execute();
    await writeContacts(trx, id, contacts, now);
    if (existing.name !== fields.name) {
      const renamed = await trx
        .updateTable('jobs')
        .set({ employer_name: fields.name, updated_at: now })
        .where('client_id', '=', id)
        .where('name_employer', '=', 1)
        .executeTakeFirst();
      if (Number(renamed.numUpdatedRows) > 0) await bumpContentVersion(trx, 'jobs');
    }
    return (await findClient(trx, id))!;
  });
}

export type ClientDeletion = { deleted: true } | { deleted: false; requirements: number } | undefined;

/** Deletes a client and its contacts unless it has requirements; undefined when there is no such client. */
export async function deleteClient(db: Kysely<Database>, id: number): Promise<ClientDeletion> {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('clients').select('id').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const { count } = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return { deleted: false, requirements: Number(count) };
    await trx.deleteFrom('client_contacts').where('client_id', '=', id).execute();
    await trx.deleteFrom('clients').where('id', '=', id).execute();
    return { deleted: true };
  });
}

/** A client's name, for a job that is its requirement (undefined when there is no such client). */
export async function clientName(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('clients').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}
