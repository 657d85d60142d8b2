import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { appendAudit, countAuditRefusal, type AuditActor, type AuditFacts } from '../repositories/audit';
import { withTransaction } from '../db/transactions';
import type { Database } from '../db/types';

/** The person behind a request: the signed-in staff member (when any) and the request's address. */
export function actorOf(request: FastifyRequest, person?: { id: number; name: string }): AuditActor {
  const who = person ?? request.staffUser;
  return { staffId: who?.id ?? null, staffName: who?.name ?? '', address: request.ip };
}

/**
 * Runs a change and records it in the audit trail in one transaction: `describe` turns the change's
 * result into the entries (none when nothing changed, e.g. a record that was not found). A change that
 * fails leaves no entry.
 */
export function audited<T>(
  request: FastifyRequest,
  change: (trx: Transaction<Database>) => Promise<T>,
  describe: (result: T) => AuditFacts | AuditFacts[] | undefined,
): Promise<T> {
  return withTransaction(request.server.db, async (trx) => {
    const result = await change(trx);
    const facts = describe(result);
    await appendAudit(trx, actorOf(request), facts === undefined ? [] : [facts].flat());
    return result;
  });
}

/**
 * The refusals anyone can cause without signing in (a wrong password, an unknown e-mail, a sign-in refused
 * by the limits, at any step): counted per address, account and minute rather than listed one by one, so
 * a flood of them cannot push staff actions out of the trail.
 */
export const COUNTED_REFUSALS: ReadonlySet<string> = new Set(['sign-in-failed', 'sign-in-locked']);

/**
 * Records an event that is not a change of records (a sign-in, an export) on its own; a refusal of
 * `COUNTED_REFUSALS` adds to its minute's entry.
 */
export function recordEvent(db: Kysely<Database>, actor: AuditActor, facts: AuditFacts): Promise<void> {
  if (COUNTED_REFUSALS.has(facts.action)) return countAuditRefusal(db, actor, facts);
  return appendAudit(db, actor, [facts]);
}

/** `name: value` pairs of a summary, values quoted and cut short. */
export function fieldSummary(fields: Record<string, string | number | boolean | null | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      const text = String(value).replace(/\s+/g, ' ');
      return `${name}: ${text.length > 80 ? `${text.slice(0, 79)}…` : text}`;
    })
    .join(', ');
}
