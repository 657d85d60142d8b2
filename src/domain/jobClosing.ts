import { addDays, agencyDate, startOfAgencyDay } from './agencyTime';

/**
 * When a job stops taking applications: the one rule behind the API's `closed`, the public lists, the
 * sitemap, the job-alert digest, apply, and the rendered page's noindex and JobPosting `validThrough`.
 *
 * A job is closed when staff marked it filled (or the API already answered it closed), or when its
 * closing date (`valid_through`, a day in India) is over: it is open through the whole of that day in
 * India and closed from 00:00 IST of the next.
 */
export interface ClosableJob {
  filled?: boolean | number | null;
  closed?: boolean | null;
  valid_through?: string | null;
}

/** Whether `job` is closed on the India calendar day `today` (`YYYY-MM-DD`). */
export function isJobClosedOn(job: ClosableJob, today: string): boolean {
  if (job.closed || job.filled) return true;
  return job.valid_through !== null && job.valid_through !== undefined && job.valid_through < today;
}

/** Whether `job` is closed at the instant `now`. */
export const isJobClosed = (job: ClosableJob, now: Date = new Date()): boolean =>
  isJobClosedOn(job, agencyDate(now));

/** The instant a job with closing date `validThrough` closes (00:00 IST of the day after). */
export const closesAt = (validThrough: string): Date => startOfAgencyDay(addDays(validThrough, 1));
