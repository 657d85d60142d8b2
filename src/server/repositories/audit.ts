import type { Kysely } from 'kysely';
import { maxLengthOf } from '../openapi/catalogue';
import { timestampText } from '../db/time';
import type { AuditLogTable, Database } from '../db/types';
import type { Selectable } from 'kysely';

export type AuditRow = Selectable<AuditLogTable>;

/** Who acted: a staff member (id and name at the time), or nobody signed in; and from which address. */
export interface AuditActor {
  staffId: number | null;
  staffName: string;
  address: string;
}

export interface AuditFacts {
  action: string;
  resource: string;
  recordId?: number | string | null;
  /** Field names and values of the change; never passwords, tokens or file contents. */
  summary?: string;
}

const SUMMARY_LENGTH = 1000;
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Appends entries (in the caller's transaction when `db` is one). Nothing updates or deletes them but pruning. */
export async function appendAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  entries: AuditFacts[],
): Promise<void> {
  if (entries.length === 0) return;
  const now = timestampText();
  await db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        created_at: now,
        staff_id: actor.staffId,
        staff_name: cut(actor.staffName, maxLengthOf('ShortText')),
        address: cut(actor.address, 64),
        action: entry.action,
        resource: entry.resource,
        record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
        summary: cut(entry.summary ?? '', SUMMARY_LENGTH),
      })),
    )
    .execute();
}

/**
 * Counts a refused attempt (a refused sign-in): the first in its minute from an address, for an account
 * (or for none), is an entry with `count` 1 and this attempt's summary; the others in the same minute add
 * one to that entry's `count` (one upsert, atomic on both databases). So refusals anyone can send write at
 * most one entry per address, account and minute, however many arrive.
 */
export async function countAuditRefusal(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditFacts,
): Promise<void> {
  const now = timestampText();
  const address = cut(actor.address, 64);
  const bucket = [entry.action, address, actor.staffId ?? '-', now.slice(0, 16)].join(' ');
  await db
    .insertInto('audit_log')
    .values({
      created_at: now,
      staff_id: actor.staffId,
      staff_name: cut(actor.staffName, maxLengthOf('ShortText')),
      address,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      summary: cut(entry.summary ?? '', SUMMARY_LENGTH),
      count: 1,
      bucket,
    })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet((eb) => ({ count: eb('audit_log.count', '+', 1) })),
    )
    .execute();
}

export interface AuditFilter {
  /** Part of the person's name (any case). */
  person?: string;
  action?: string;
  /** First and last day (UTC, `YYYY-MM-DD`), both included. */
  from?: string;
  to?: string;
  /** Part of the person's name, the summary or the address (any case). */
  q?: string;
}

/** A `like` pattern for a part of a text: the typed text's own `%`, `_` and `\` are dropped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, '')}%`;

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.person)
    query = query.where((eb) => eb(eb.fn('lower', ['staff_name']), 'like', containing(filter.person ?? '')));
  if (filter.q) {
    const pattern = containing(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['staff_name']), 'like', pattern),
        eb(eb.fn('lower', ['summary']), 'like', pattern),
        eb(eb.fn('lower', ['address']), 'like', pattern),
      ]),
    );
  }
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('created_at', '>=', `${filter.from} 00:00:00`);
  if (filter.to) query = query.where('created_at', '<=', `${filter.to} 23:59:59`);
  return query;
}

/** The entries matching the filter, newest first, at most `limit` after the first `offset`. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  limit: number,
  offset = 0,
): Promise<AuditRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many entries match the filter. */
export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The kinds of record whose id is a staff account's (`staff`, and `session` for a person's sign-ins). */
export const STAFF_RECORDS: ReadonlySet<string> = new Set(['staff', 'session']);

/** Who the staff accounts of these ids are today, as `Name <e-mail>` (ids without an account are left out). */
export async function staffNamesOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.name} <${row.email}>`]));
}

/** Removes entries older than the audit retention period (the daily retention run); answers how many. */
export async function pruneAuditBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', timestampText(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
