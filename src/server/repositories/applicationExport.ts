/**
 * The CSV export of the Applications list: its rows read a chunk at a time, each with how many
 * applications its candidate has made.
 */
import { type Kysely, type Selectable } from 'kysely';
import { type ApplicationFilter } from './applications';
import type { ApplicationsTable, Database } from '../db/types';

/** How many rows the CSV export reads at a time. */
const EXPORT_CHUNK = 1000;

/**
 * How many applications the candidate of each row has made (same e-mail or same phone): the
 * applications with the same e-mail, plus those with the same phone, less those with both (counted
 * twice); at least the application itself. Counted for a whole chunk in two grouped queries on the key
 * indexes (not three correlated counts per row).
 */
async function appliedCounts(
  db: Kysely<Database>,
  rows: { id: number; email_key: string; phone_key: string }[],
): Promise<Map<number, number>> {
  const emails = [...new Set(rows.map((row) => row.email_key).filter(Boolean))];
  const phones = [...new Set(rows.map((row) => row.phone_key).filter(Boolean))];
  const [byEmailAndPhone, byPhone] = await Promise.all([
    emails.length === 0
      ? []
      : db
          .selectFrom('applications')
          .select(['email_key', 'phone_key', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('email_key', 'in', emails)
          .groupBy(['email_key', 'phone_key'])
          .execute(),
    phones.length === 0
      ? []
      : db
          .selectFrom('applications')
          .select(['phone_key', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('phone_key', 'in', phones)
          .groupBy('phone_key')
          .execute(),
  ]);
  const emailCount = new Map<string, number>();
  const bothCount = new Map<string, number>();
  for (const group of byEmailAndPhone) {
    const count = Number(group.count);
    emailCount.set(group.email_key, (emailCount.get(group.email_key) ?? 0) + count);
    bothCount.set(`${group.email_key}\n${group.phone_key}`, count);
  }
  const phoneCount = new Map(byPhone.map((group) => [group.phone_key, Number(group.count)]));
  return new Map(
    rows.map(({ id, email_key: email, phone_key: phone }) => {
      if (email && phone)
        return [
          id,
          (emailCount.get(email) ?? 0) +
            (phoneCount.get(phone) ?? 0) -
            (bothCount.get(`${email}\n${phone}`) ?? 0),
        ];
      if (email) return [id, emailCount.get(email) ?? 1];
      if (phone) return [id, phoneCount.get(phone) ?? 1];
      return [id, 1];
    }),
  );
}

/** How many applications the CSV export of this filter has. */
export async function countExportedApplications(db: Kysely<Database>, filter: ApplicationFilter = {}) {
  let query = db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (filter.status) query = query.where('application.status', '=', filter.status);
  if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
  if (filter.ownerId !== undefined) query = query.where('job.owner_id', '=', filter.ownerId);
  if (filter.clientId !== undefined) query = query.where('job.client_id', '=', filter.clientId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** A row of the CSV export. */
export type ExportedApplication = Pick<
  Selectable<ApplicationsTable>,
  | 'id'
  | 'reference'
  | 'created_at'
  | 'status'
  | 'job_title'
  | 'category'
  | 'name'
  | 'email'
  | 'phone'
  | 'gender'
  | 'title'
  | 'career_level'
  | 'experience'
  | 'message'
> & { applied_count: number };

/**
 * The rows of the CSV export, newest first: the list's filter, with the fields staff read (and the id).
 * Read EXPORT_CHUNK rows at a time (after the last id read), so an export of any size holds one chunk;
 * the rows are the driver's own objects, not copies (copying each row's 20 fields made garbage that
 * outlived its chunk: the heap grew with the rows exported).
 */
export async function* exportApplications(
  db: Kysely<Database>,
  filter: ApplicationFilter = {},
): AsyncGenerator<ExportedApplication[]> {
  let before: number | undefined;
  for (;;) {
    let query = db
      .selectFrom('applications as application')
      .select([
        'application.id',
        'application.reference',
        'application.created_at',
        'application.status',
        'application.job_title',
        'application.category',
        'application.name',
        'application.email',
        'application.phone',
        'application.gender',
        'application.title',
        'application.career_level',
        'application.experience',
        'application.message',
        'application.email_key',
        'application.phone_key',
      ])
      .orderBy('application.id', 'desc')
      .limit(EXPORT_CHUNK);
    if (filter.status) query = query.where('application.status', '=', filter.status);
    if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
    if (filter.ownerId !== undefined) {
      const ownerId = filter.ownerId;
      query = query.where('application.job_id', 'in', (eb) =>
        eb.selectFrom('jobs').select('jobs.id').where('jobs.owner_id', '=', ownerId),
      );
    }
    if (filter.clientId !== undefined) {
      const clientId = filter.clientId;
      query = query.where('application.job_id', 'in', (eb) =>
        eb.selectFrom('jobs').select('jobs.id').where('jobs.client_id', '=', clientId),
      );
    }
    if (before !== undefined) query = query.where('application.id', '<', before);
    const rows = await query.execute();
    if (rows.length === 0) return;
    const counts = await appliedCounts(db, rows);
    yield rows.map((row) => Object.assign(row, { applied_count: counts.get(row.id) ?? 1 }));
    if (rows.length < EXPORT_CHUNK) return;
    before = rows[rows.length - 1].id;
  }
}
