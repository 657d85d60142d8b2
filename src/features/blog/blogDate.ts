import { parseTimestamp } from '../../domain/timestamps';
import { DEFAULT_LOCALE, LOCALE_INFO, useLocale } from '../../i18n';
import { formatDateTime } from '../../shared/intlFormats';

/**
 * A blog post's `created_at` ('YYYY-MM-DD HH:MM:SS', UTC) as a long date: in English the spec's US-English
 * "November 21, 2026" (SPEC §2, §9); on a Gujarati or Hindi page in that language (`intl`: gu-IN, hi-IN).
 */
export function formatBlogDate(createdAt: string, intl = 'en-US'): string {
  const date = parseTimestamp(createdAt);
  if (!date) return createdAt;
  return formatDateTime(intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, date);
}

/** The same instant as an ISO string for `<time dateTime>`. */
export function blogDateTime(createdAt: string): string | undefined {
  return parseTimestamp(createdAt)?.toISOString();
}

/** `formatBlogDate` in the page's language. */
export function useBlogDate(): (createdAt: string) => string {
  const locale = useLocale();
  return (createdAt) =>
    formatBlogDate(createdAt, locale === DEFAULT_LOCALE ? 'en-US' : LOCALE_INFO[locale].intl);
}
