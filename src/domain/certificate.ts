import { agencyDate } from './agencyTime';

/**
 * The agency's Emigration Act registration certificate is valid through the whole of its last day
 * (`validUntil`, `YYYY-MM-DD`, a day in India, the issuer's) and expired from 00:00 IST of the next, on every
 * page and in every language, whatever the visitor's or the server's time zone.
 */

/** Whether a certificate valid until `validUntil` has expired at `now` (none without a last day). */
export const isCertificateExpired = (
  validUntil: string | null | undefined,
  now: Date = new Date(),
): boolean => typeof validUntil === 'string' && validUntil !== '' && validUntil < agencyDate(now);
