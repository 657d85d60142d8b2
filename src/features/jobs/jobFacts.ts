import type { components } from '../../api/schema';
import type { Job } from './jobsApi';
import { displayName, formatDateTime, formatNumber, regionName } from '../../shared/intlFormats';

export type EmploymentType = components['schemas']['EmploymentType'];
export type SalaryPeriod = components['schemas']['SalaryPeriod'];
export type VisaType = components['schemas']['VisaType'];

/** How each of Google's employment types reads on the site (every value of the contract's enum). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per day (per diem)',
  OTHER: 'Other',
};

/** How each visa type reads in the back office; only an employment visa is lawful for work abroad. */
export const VISA_TYPE_LABELS: Record<VisaType, string> = {
  employment: 'Employment visa',
  visit: 'Visit visa',
  tourist: 'Tourist visa',
  student: 'Student visa',
  other: 'Other',
};

/** What a salary amount is paid for: the form's choice and the words after an amount. */
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, { choice: string; after: string }> = {
  HOUR: { choice: 'Hour', after: 'per hour' },
  DAY: { choice: 'Day', after: 'per day' },
  WEEK: { choice: 'Week', after: 'per week' },
  MONTH: { choice: 'Month', after: 'per month' },
  YEAR: { choice: 'Year', after: 'per year' },
};

/** The currency a salary range is in when staff choose none, and the currencies the form offers first. */
export const DEFAULT_CURRENCY = 'INR';
export const COMMON_CURRENCIES = ['INR', 'AED', 'SAR', 'QAR', 'OMR', 'KWD', 'BHD', 'USD', 'EUR', 'GBP'];

/** "United Arab Emirates" for `AE` (the code itself where the browser has no name for it). */
export const countryName = (code: string): string => regionName('en', code, 'none');

/** "UAE Dirham" for `AED`. */
export const currencyName = (code: string): string => displayName('en', 'currency', code, 'none');

/** An amount in its currency, Indian digit grouping: "₹1,20,000", "AED 3,500.50". */
export function formatAmount(amount: number, currency: string): string {
  const fractions = Number.isInteger(amount) ? 0 : 2;
  const digits = { minimumFractionDigits: fractions, maximumFractionDigits: fractions };
  try {
    return formatNumber('en-IN', { style: 'currency', currency, ...digits }, amount);
  } catch {
    // A code Intl does not know as a currency: the amount alone.
    return formatNumber('en-IN', digits, amount);
  }
}

/** The words of a salary range in a language (English by default, as the back office shows it). */
export interface SalaryWords {
  period: (period: SalaryPeriod) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
}

const ENGLISH_SALARY_WORDS: SalaryWords = {
  period: (period) => SALARY_PERIOD_LABELS[period].after,
  from: (amount) => `From ${amount}`,
  upTo: (amount) => `Up to ${amount}`,
};

/** "₹95,000 – ₹1,20,000 per month", "From ₹18,000 per month", "Up to …", or null without an amount. */
export function salaryRangeText(job: Job, words: SalaryWords = ENGLISH_SALARY_WORDS): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min === null && max === null) return null;
  const currency = job.salary_currency ?? DEFAULT_CURRENCY;
  const period = job.salary_period ? ` ${words.period(job.salary_period)}` : '';
  if (min !== null && max !== null) {
    const range =
      min === max
        ? formatAmount(min, currency)
        : `${formatAmount(min, currency)} – ${formatAmount(max, currency)}`;
    return `${range}${period}`;
  }
  if (min !== null) return `${words.from(formatAmount(min, currency))}${period}`;
  return `${words.upTo(formatAmount(max as number, currency))}${period}`;
}

/** "Dubai, United Arab Emirates", the city or the country alone, or null (the country named in `language`). */
export function placeText(job: Pick<Job, 'city' | 'country'>, language = 'en'): string | null {
  const country = (code: string) => regionName(language, code, 'none');
  const parts = [job.city, job.country ? country(job.country) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A `YYYY-MM-DD` closing date as "21 Dec 2026" (the day itself, whatever the browser's time zone). */
export function formatClosingDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatDateTime('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }, parsed);
}

/** Where a job stands, as the staff grid shows it: "Open", "Filled" or "Closed on 21 Dec 2026". */
export function jobStateLabel(job: Pick<Job, 'filled' | 'closed' | 'valid_through'>): string {
  if (job.filled) return 'Filled';
  if (job.closed && job.valid_through) return `Closed on ${formatClosingDate(job.valid_through)}`;
  return job.closed ? 'Closed' : 'Open';
}
