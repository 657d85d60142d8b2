import { message } from '../../../src/api/messages';
import { addDays } from '../../../src/domain/agencyTime';
import { APPLICATION_STATUSES, isOpenApplicationStatus } from '../../../src/domain/applicationStatuses';
import { badRequest, ok, type Behaviour, type Behaviours } from './outcome';
import { fake, now, ownerOf, type StoredApplication } from './store';

/**
 * The dashboard over the store: applications per UTC day, channel and language, the funnel from the
 * history, per-job and per-recruiter counts and the outbox; the medians and job watch lists are the
 * server's (empty here).
 */

type Count = { period: string; key: string | null; count: number };

/** Applications counted per day and one of their fields. */
function countedBy(
  rows: StoredApplication[],
  key: (row: StoredApplication) => string | null | undefined,
): Count[] {
  const counts = new Map<string, Count>();
  for (const row of rows) {
    const period = row.created_at.slice(0, 10);
    const value = key(row);
    const entry = counts.get(`${period} ${String(value)}`) ?? { period, key: value ?? null, count: 0 };
    entry.count += 1;
    counts.set(`${period} ${String(value)}`, entry);
  }
  return [...counts.values()];
}

const getDashboard: Behaviour = ({ query }) => {
  const to = typeof query.to === 'string' ? query.to : now().slice(0, 10);
  const from = typeof query.from === 'string' ? query.from : addDays(to, -29);
  if (from > to) return badRequest(message('dashboardRange', { days: 731 }));
  const inRange = fake.store.applications.filter(
    (row) => row.created_at.slice(0, 10) >= from && row.created_at.slice(0, 10) <= to,
  );
  const perJob = new Map<
    number | null,
    { id: number | null; title: string; applications: number; in_pipeline: number; placed: number }
  >();
  for (const row of inRange) {
    const entry = perJob.get(row.job_id) ?? {
      id: row.job_id,
      title: row.job_title,
      applications: 0,
      in_pipeline: 0,
      placed: 0,
    };
    entry.applications += 1;
    if (isOpenApplicationStatus(row.status)) entry.in_pipeline += 1;
    if (row.status === 'Placed') entry.placed += 1;
    perJob.set(row.job_id, entry);
  }
  const waiting = fake.store.outbox.filter((row) => row.status === 'pending' || row.status === 'sending');
  return ok({
    data: {
      from,
      to,
      interval: query.interval === 'week' ? 'week' : 'day',
      applications: {
        total: inRange.length,
        by_channel: countedBy(inRange, (row) => row.channel),
        by_language: countedBy(inRange, (row) => row.language),
      },
      funnel: APPLICATION_STATUSES.map((status) => ({
        status,
        reached: inRange.filter((row) =>
          (fake.store.history[row.id] ?? []).some((event) => event.to_status === status),
        ).length,
      })),
      stages: APPLICATION_STATUSES.map((status) => ({ status, median_days: null, count: 0 })),
      time_to_placed: { median_days: null, count: 0 },
      jobs: {
        per_job: [...perJob.values()],
        closing_soon: [],
        without_applications: [],
        per_recruiter: fake.store.users
          .filter((user) => fake.store.jobs.some((job) => ownerOf(job.id) === user.id))
          .map((user) => {
            const handled = inRange.filter((row) => ownerOf(row.job_id) === user.id);
            return {
              id: user.id,
              name: user.name,
              applications: handled.length,
              in_pipeline: handled.filter((row) => isOpenApplicationStatus(row.status)).length,
              placed: handled.filter((row) => row.status === 'Placed').length,
            };
          })
          .sort((a, b) => b.applications - a.applications),
      },
      mail: {
        queued: waiting.length,
        failed_last_7_days: fake.store.outbox.filter((row) => row.status === 'failed').length,
        oldest_waiting: waiting.map((row) => row.created_at).sort()[0] ?? null,
      },
      subscribers: [],
    },
  });
};

export const dashboardBehaviours: Behaviours = { getDashboard };
