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

export interface AuditFilter {
  /** Part of the person's name (any case). */
  person?: string;
  action?: string;
  /** First and last day (UTC, `YYYY-MM-DD`), both included. */
  from?: string;
  to?: string;
}

/** The entries matching the filter, newest first, at most `limit`. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.person)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['staff_name']), 'like', `%${filter.person?.toLowerCase().replace(/[%_\\]/g, '')}%`),
    );
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('created_at', '>=', `${filter.from} 00:00:00`);
  if (filter.to) query = query.where('created_at', '<=', `${filter.to} 23:59:59`);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Removes entries older than the audit retention period (the daily retention run); answers how many. */
export async function pruneAuditBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', timestampText(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
