import type { Kysely } from 'kysely';
import { parseTimestamp } from '../../domain/timestamps';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { ApplicationStatus, Database, Language } from '../db/types';
import {
  insertHistoryEntry,
  latestStayStart,
  lockApplicationsForStatusChange,
  setApplicationStatus,
  setStaySeconds,
} from '../repositories/applicationHistory';
import type { OutgoingMail } from '../repositories/outbox';
import { enqueueMail } from './outbox';
import { localizedTitle } from '../../domain/contentLanguage';

/** The use case "applications move to a status": history, the stay that ends, the applicant's message. */

export interface StatusChange {
  ids: number[];
  status: ApplicationStatus;
  changedBy: string;
  /**
   * Only applications now in one of these statuses may change (read under the same lock as every
   * status change): any other refuses the whole change, so a parallel change is never overwritten.
   */
  onlyFrom?: readonly ApplicationStatus[];
  /**
   * The message for the applicant of one application, or undefined to send none. Its `job_title` is the
   * title in the applicant's language (the job's translation while the job keeps the title applied for,
   * else the English title the application records).
   */
  messageFor?: (application: {
    id: number;
    reference: string;
    name: string;
    email: string;
    phone: string;
    job_title: string;
    language: Language;
  }) => Promise<OutgoingMail[]>;
}

export type StatusChangeOutcome =
  | { outcome: 'missing'; ids: number[] }
  | { outcome: 'refused'; ids: number[] }
  | { outcome: 'changed'; changed: number[]; messages: number };

/**
 * Ends an application's stay in its current status at a change written at `endedAt`: the latest history
 * entry that started a stay is given its length in seconds, for the dashboard's time in each stage.
 */
async function endStay(trx: Kysely<Database>, applicationId: number, endedAt: string): Promise<void> {
  const entry = await latestStayStart(trx, applicationId);
  const started = entry ? parseTimestamp(entry.created_at) : null;
  const ended = parseTimestamp(endedAt);
  if (!entry || !started || !ended) return;
  await setStaySeconds(trx, entry.id, Math.round((ended.getTime() - started.getTime()) / 1000));
}

/**
 * Moves applications to a status in one transaction: each one that changes gets a history entry and,
 * when asked, its applicant's message in the outbox. All or nothing: unknown ids change nothing.
 * On PostgreSQL the applications are locked (in id order, so bulk changes never deadlock) before
 * their status is read: a parallel change waits, then reads the status this one wrote, so every
 * history entry starts where the previous one ended and only an effective change sends a message.
 */
export async function changeStatus(db: Kysely<Database>, change: StatusChange): Promise<StatusChangeOutcome> {
  const ids = [...new Set(change.ids)];
  return withTransaction(db, async (trx) => {
    const rows = await lockApplicationsForStatusChange(trx, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return { outcome: 'missing', ids: missing };
    const { onlyFrom } = change;
    const refused = onlyFrom ? rows.filter((row) => !onlyFrom.includes(row.status)) : [];
    if (refused.length > 0) return { outcome: 'refused', ids: refused.map((row) => row.id) };
    const createdAt = timestampText();
    const changed: number[] = [];
    let messages = 0;
    for (const row of rows) {
      if (row.status === change.status) continue;
      const mails = change.messageFor
        ? await change.messageFor({
            ...row,
            reference: row.reference ?? '',
            job_title: localizedTitle(
              { title: row.job_title, title_gu: row.job_title_gu, title_hi: row.job_title_hi },
              row.language,
            ).text,
          })
        : [];
      await setApplicationStatus(trx, row.id, change.status);
      await endStay(trx, row.id, createdAt);
      const eventId = await insertHistoryEntry(trx, {
        application_id: row.id,
        from_status: row.status,
        to_status: change.status,
        changed_by: change.changedBy,
        message_sent: mails.length > 0 ? 1 : 0,
        created_at: createdAt,
        application_created_at: row.created_at,
      });
      // One applicant messaged (by e-mail, WhatsApp or both) counts once. Each message names the
      // history entry, so the history follows it as the outbox sends it or gives up.
      if (mails.length > 0)
        messages += Math.min(
          1,
          await enqueueMail(
            trx,
            mails.map((mail) => ({ ...mail, applicationEventId: eventId })),
          ),
        );
      changed.push(row.id);
    }
    return { outcome: 'changed', changed, messages };
  });
}
