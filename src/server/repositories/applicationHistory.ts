/** An application's status, its history (with the messages each entry queued), its stays, channel and notes. */
import { type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import { lockedRecord } from './files';
import { timestampText } from '../db/time';
import { withReached } from './reachedStatuses';
import type { RecordedConsentWay } from '../../domain/employerConsent';
import type {
  ApplicationChannel,
  ApplicationEventsTable,
  ApplicationStatus,
  Database,
  OutboxStatus,
} from '../db/types';

/** Appends an entry to an application's history; answers its id. */
export async function insertHistoryEntry(
  db: Kysely<Database>,
  entry: Omit<Insertable<ApplicationEventsTable>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('application_events')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The Gujarati and Hindi titles of the job an application records (`job_title_gu`, `job_title_hi`): its
 * job's translations while the job still has the title the application was made for, else null.
 * Scalar subqueries, so a `FOR UPDATE` of the applications locks no job row.
 */
export function jobTitleTranslations(eb: ExpressionBuilder<Database, 'applications'>) {
  const translation = (column: 'title_gu' | 'title_hi') =>
    eb
      .selectFrom('jobs')
      .select(`jobs.${column}`)
      .whereRef('jobs.id', '=', 'applications.job_id')
      .whereRef('jobs.title', '=', 'applications.job_title');
  return [translation('title_gu').as('job_title_gu'), translation('title_hi').as('job_title_hi')];
}

/** The applications a status change reads, locked on PostgreSQL in id order (so bulk changes never deadlock). */
export async function lockApplicationsForStatusChange(db: Kysely<Database>, ids: number[]) {
  return lockedRecord(
    db,
    db
      .selectFrom('applications')
      .select(['id', 'status', 'reference', 'name', 'email', 'phone', 'job_title', 'language', 'created_at'])
      .select(jobTitleTranslations)
      .where('id', 'in', ids)
      .orderBy('id'),
  ).execute();
}

/** Sets an application's status and marks it reached. */
export async function setApplicationStatus(
  db: Kysely<Database>,
  id: number,
  status: ApplicationStatus,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status, reached_statuses: withReached(status) })
    .where('id', '=', id)
    .execute();
}

/**
 * The latest history entry of an application that started a stay in a status (the arrival or a change
 * of status; an erasure request keeps the status and starts none).
 */
export async function latestStayStart(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_events')
    .select(['id', 'created_at'])
    .where('application_id', '=', applicationId)
    .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '<>', eb.ref('to_status'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Writes how long the stay a history entry started lasted. */
export async function setStaySeconds(db: Kysely<Database>, eventId: number, seconds: number): Promise<void> {
  await db
    .updateTable('application_events')
    .set({ stay_seconds: seconds })
    .where('id', '=', eventId)
    .execute();
}

/** Records where an application came from (staff's choice); false when there is no such application. */
export async function setChannel(
  db: Kysely<Database>,
  id: number,
  channel: ApplicationChannel,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ channel })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The day an application was sent (its stored UTC timestamp), or undefined when there is no such application. */
export async function applicationSentAt(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('created_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.created_at;
}

/** Records (or replaces) the candidate's agreement to share with employers, as staff heard it. */
export async function setEmployerConsent(
  db: Kysely<Database>,
  id: number,
  consent: { on: string; how: RecordedConsentWay },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ employer_consent_on: consent.on, employer_consent_how: consent.how })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What became of a queued message, in the history's words: the outbox's state, waiting and sending alike `queued`. */
export type HistoryMessageState = 'queued' | 'sent' | 'failed';

const historyMessageState = (status: OutboxStatus): HistoryMessageState =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'queued';

/**
 * The application's status history, oldest first; each entry lists the messages it queued for the
 * applicant (one per channel) in the state their outbox rows are in now.
 */
export async function listHistory(db: Kysely<Database>, applicationId: number) {
  const rows = await db
    .selectFrom('application_events')
    .select(['id', 'from_status', 'to_status', 'changed_by', 'message_sent', 'created_at', 'detail'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
  const linked = await db
    .selectFrom('outbox')
    .select(['id', 'application_event_id', 'channel', 'status'])
    .where('application_id', '=', applicationId)
    .where('application_event_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    message_sent: Number(row.message_sent) === 1,
    messages: linked
      .filter((message) => message.application_event_id === row.id)
      .map((message) => ({ channel: message.channel, state: historyMessageState(message.status) })),
  }));
}

export async function listNotes(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_notes')
    .select(['id', 'body', 'author', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .execute();
}

export async function addNote(db: Kysely<Database>, applicationId: number, body: string, author: string) {
  return db
    .insertInto('application_notes')
    .values({ application_id: applicationId, body, author, created_at: timestampText() })
    .returning(['id', 'body', 'author', 'created_at'])
    .executeTakeFirstOrThrow();
}
