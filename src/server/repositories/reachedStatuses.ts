import { sql, type RawBuilder } from 'kysely';
import type { ApplicationStatus } from '../db/types';

/**
 * The statuses an application has ever had are kept as one number (`applications.reached_statuses`), a
 * bit per status, so the dashboard's funnel counts them from an index instead of the history. The bits
 * are stored: never renumber them (migration 0022 filled them with these values).
 */
export const STATUS_BITS: Record<ApplicationStatus, number> = {
  New: 1,
  Screening: 2,
  Interview: 4,
  Offered: 8,
  Placed: 16,
  Rejected: 32,
  Withdrawn: 64,
};

/** `reached_statuses` with the bit of one more status set. */
export function withReached(status: ApplicationStatus): RawBuilder<number> {
  return sql<number>`reached_statuses | ${sql.lit(STATUS_BITS[status])}`;
}
