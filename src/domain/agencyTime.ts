/**
 * The agency's clock. The agency works in India (IST, UTC+05:30, no daylight saving), so every calendar
 * day the site judges (a job's closing date, the year of a reference number) is a day in India, on the
 * server, in the rendered pages and in the SPA alike.
 *
 * This folder is the shared domain core: plain TypeScript with no DOM and no Node imports, compiled into
 * both the web and the server builds (the lint zone in eslint.config.mjs keeps it that way).
 */

/** India's offset from UTC as ISO 8601 writes it. */
export const AGENCY_UTC_OFFSET = '+05:30';
const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India at `now`, `YYYY-MM-DD`. */
export const agencyDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The year in India at `now` (reference numbers restart with it). */
export const agencyYear = (now: Date = new Date()): number => Number(agencyDate(now).slice(0, 4));

/** The last second of a `YYYY-MM-DD` day in India as ISO 8601 (`2026-05-31T23:59:59+05:30`). */
export const endOfAgencyDay = (date: string): string => `${date}T23:59:59${AGENCY_UTC_OFFSET}`;

/** The instant a `YYYY-MM-DD` day in India begins. */
export const startOfAgencyDay = (date: string): Date => new Date(`${date}T00:00:00${AGENCY_UTC_OFFSET}`);

/** The `YYYY-MM-DD` day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` day `years` after `date` (negative: before); 29 February becomes 28 February. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(2000, month - 1, day));
  shifted.setUTCFullYear(year + years);
  // 29 February a year away is 28 February, not 1 March.
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/**
 * A stored UTC timestamp (`YYYY-MM-DD HH:MM:SS`) or an instant as the day in India, written as the public
 * site writes dates: `dd/MM/yyyy`. Text that is neither is answered unchanged.
 */
export function agencyDayText(when: string | Date): string {
  const instant =
    typeof when === 'string' ? new Date(`${when.trim().replace(' ', 'T').slice(0, 19)}Z`) : when;
  if (Number.isNaN(instant.getTime())) return typeof when === 'string' ? when : '';
  const [year, month, day] = agencyDate(instant).split('-');
  return `${day}/${month}/${year}`;
}
