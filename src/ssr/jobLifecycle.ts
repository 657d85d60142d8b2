import type { components } from '../api/schema';

export type Job = components['schemas']['Job'];

/** Google's employment types (schema.org `employmentType` as Google for Jobs reads it). */
export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

export type SalaryPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/**
 * A job with its optional lifecycle fields (employer, employment type, place, salary range, closing date,
 * filled/closed). Every one may be absent (or null): jobs stored before they existed have none.
 */
export type JobWithLifecycle = Job & {
  employer_name?: string | null;
  employment_type?: EmploymentType | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
  salary_min?: number | null;
  salary_max?: number | null;
  /** ISO 4217; INR when not given. */
  salary_currency?: string | null;
  salary_period?: SalaryPeriod | null;
  /** Last day applications are taken, `YYYY-MM-DD` (India time). */
  valid_through?: string | null;
  filled?: boolean | null;
  closed?: boolean | null;
  updated_at?: string | null;
};

/** India Standard Time, the agency's time zone: the offset of every date the site writes. */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India, `YYYY-MM-DD`. */
export const indiaDate = (now: Date): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** A job is closed when it is marked closed or filled, or its closing date has passed (in India). */
export function isJobClosed(job: JobWithLifecycle, now: Date = new Date()): boolean {
  if (job.closed || job.filled) return true;
  return Boolean(job.valid_through && job.valid_through < indiaDate(now));
}

/** A stored `YYYY-MM-DD HH:MM:SS` UTC time (the API's `created_at`) as ISO 8601; other forms unchanged. */
export function isoFromStored(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return match ? `${match[1]}T${match[2]}Z` : value.trim();
}

/** The end of a `YYYY-MM-DD` day in India as ISO 8601 (`2026-05-31T23:59:59+05:30`). */
export const endOfIndiaDay = (date: string): string => `${date}T23:59:59${INDIA_OFFSET}`;
