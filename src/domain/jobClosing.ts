import { addDays, addYears, agencyDate, startOfAgencyDay } from './agencyTime';

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

/** How far a job's closing date may lie before and after today, in whole years (the contract's `x-date-window`). */
export interface ClosingDateWindow {
  readonly yearsBefore: number;
  readonly yearsAfter: number;
}

/** The first and last closing date a job may be given, `YYYY-MM-DD`, both included. */
export type ClosingDateRange = { earliest: string; latest: string };

/**
 * The closing dates a job may be given at the instant `now` (the server's clock on the server): `window`
 * around the agency's day, the day in India, not the day in UTC (from 00:00 to 05:30 IST they differ).
 */
export function closingDateRange(window: ClosingDateWindow, now: Date = new Date()): ClosingDateRange {
  const today = agencyDate(now);
  return { earliest: addYears(today, -window.yearsBefore), latest: addYears(today, window.yearsAfter) };
}

/** Whether `validThrough` (`YYYY-MM-DD`) lies within `range`. */
export const isClosingDateInRange = (validThrough: string, range: ClosingDateRange): boolean =>
  validThrough >= range.earliest && validThrough <= range.latest;
