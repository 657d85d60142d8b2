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
