import type { FastifyBaseLogger } from 'fastify';
import { openOn } from '../repositories/openJobs';
import { DEFAULT_LANGUAGE } from '../../domain/languages';
import { SOURCE_TAG_PARAMETER, SOURCE_TAGS } from './applicationChannel';
import type { Kysely } from 'kysely';
import type { OutgoingMail } from '../repositories/outbox';
import { enqueueMail } from './outbox';
import { listConfirmedSubscribers } from '../repositories/subscribers';
import { agencyDate } from '../../domain/agencyTime';
import { timestampText } from '../db/time';
import type { Database, JobRow, Language, SubscriberRow } from '../db/types';
import { textsFor } from './mailLanguages';
import { singleLine } from './mailText';
import { AGENCY_NAME } from './pipelineTexts';
import { localizedContent } from '../../domain/contentLanguage';
import { routePath } from '../../routes/registry';

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_ALERTS_JOB = 'job-alerts';
/** An unconfirmed address is sent another confirmation at most this often. */
export const CONFIRMATION_RESEND_MS = DAY_MS;

/**
 * The links of a subscriber's messages, on the public origin; outside English they name the language
 * (`lang`), so even a link no longer valid answers in it.
 */
export const subscriberLinks = (origin: string, token: string, language: Language = 'en') => {
  const query = `token=${encodeURIComponent(token)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;
  return {
    confirm: `${origin}/api/subscribers/confirm?${query}`,
    unsubscribe: `${origin}/api/subscribers/unsubscribe?${query}`,
  };
};

type AlertSubscriber = Pick<SubscriberRow, 'id' | 'email' | 'token' | 'language'>;

export function confirmationMail(origin: string, subscriber: AlertSubscriber): OutgoingMail {
  const links = subscriberLinks(origin, subscriber.token, subscriber.language);
  const texts = textsFor(subscriber.language).alertConfirmation;
  return {
    kind: 'subscriber-confirmation',
    to: subscriber.email,
    subscriberId: subscriber.id,
    subject: texts.subject(AGENCY_NAME),
    text: texts.lines(AGENCY_NAME, links.confirm).join('\n'),
  };
}

/** A job in a digest; its title in Gujarati and Hindi when translated (a digest in those languages names it so). */
export type DigestJob = Pick<JobRow, 'id' | 'title' | 'location' | 'salary'> &
  Partial<Pick<JobRow, 'title_gu' | 'title_hi'>>;

/** A job's title in the subscriber's language when translated, else the English one. */
const digestTitle = (job: DigestJob, language: Language) =>
  localizedContent({ ...job, description: '' }, language).title.text;

/** The day's new jobs for one subscriber, in the subscriber's language, linking to that language's pages. */
export function digestMail(origin: string, subscriber: AlertSubscriber, jobs: DigestJob[]): OutgoingMail {
  const links = subscriberLinks(origin, subscriber.token, subscriber.language);
  const language = textsFor(subscriber.language);
  const texts = language.digest;
  const count = texts.count(jobs.length);
  return {
    kind: 'job-alert',
    to: subscriber.email,
    subscriberId: subscriber.id,
    subject: texts.subject(count, AGENCY_NAME),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      texts.greeting,
      '',
      texts.intro(count),
      '',
      ...jobs.flatMap((job) => [
        `${singleLine(digestTitle(job, subscriber.language))} (${singleLine(job.location)}${job.salary ? `, ${singleLine(job.salary)}` : ''})`,
        `${origin}${language.pathPrefix}${routePath('jobDetail', { id: job.id })}?${SOURCE_TAG_PARAMETER}=${SOURCE_TAGS.jobAlert}`,
        '',
      ]),
      texts.noMoney,
      '',
      texts.unsubscribe(links.unsubscribe),
      '',
      AGENCY_NAME,
    ].join('\n'),
  };
}

/**
 * The jobs added in [`since`, `until`) (epoch ms, compared by the stored whole seconds), oldest first:
 * consecutive runs cover every second once, so no job is missed or sent twice. Jobs closed by then are left out.
 */
export async function jobsAddedBetween(
  db: Kysely<Database>,
  since: number,
  until: number,
): Promise<DigestJob[]> {
  return (
    db
      .selectFrom('jobs')
      .select(['id', 'title', 'location', 'salary', 'title_gu', 'title_hi'])
      .where('created_at', '>=', timestampText(new Date(since)))
      .where('created_at', '<', timestampText(new Date(until)))
      // A job closed meanwhile (filled, or past its closing date) is no news.
      .where(openOn(agencyDate(new Date(until))))
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  );
}

/**
 * Queues one digest per confirmed subscriber of the jobs added from `since` until `now`; nothing when no job is
 * new or nobody is confirmed. Answers how many messages were queued.
 */
export async function queueDigest(db: Kysely<Database>, origin: string, since: number, now: number) {
  const jobs = await jobsAddedBetween(db, since, now);
  if (jobs.length === 0) return 0;
  const subscribers = await listConfirmedSubscribers(db);
  return enqueueMail(
    db,
    subscribers.map((subscriber) => digestMail(origin, subscriber, jobs)),
  );
}

/**
 * Sends the daily digest of new jobs once a day across all processes: the daily scheduler
 * (services/scheduler.ts) asks every hour; the one that claims the day's run queues the digests of the jobs added since the
 * previous run (the last day on the first run).
 */
export class DailyJobAlerts {
  readonly name = JOB_ALERTS_JOB;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly origin: string,
    private readonly log: FastifyBaseLogger,
    private readonly onQueued: () => void,
  ) {}

  /** Queues the digest when today's run is not yet claimed; answers the messages queued, or null when not due. */
  async runIfDue(now: number = Date.now()): Promise<number | null> {
    await this.db
      .insertInto('scheduled_runs')
      .values({ name: JOB_ALERTS_JOB, last_run_at: 0 })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const previous = await this.db
      .selectFrom('scheduled_runs')
      .select('last_run_at')
      .where('name', '=', JOB_ALERTS_JOB)
      .executeTakeFirstOrThrow();
    const last = Number(previous.last_run_at);
    if (last > now - (DAY_MS - 60_000)) return null;
    // Compare-and-set on the value read: exactly one process takes the run.
    const claimed = await this.db
      .updateTable('scheduled_runs')
      .set({ last_run_at: now })
      .where('name', '=', JOB_ALERTS_JOB)
      .where('last_run_at', '=', previous.last_run_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const queued = await queueDigest(this.db, this.origin, last > 0 ? last : now - DAY_MS, now);
    this.log.info({ queued }, 'job alerts: daily digest');
    if (queued > 0) this.onQueued();
    return queued;
  }
}
