/**
 * A blog post's `created_at` ('YYYY-MM-DD HH:MM:SS', UTC) as a long US-English date, e.g.
 * "November 21, 2026" (SPEC §2, §9).
 */
export function formatBlogDate(createdAt: string): string {
  const date = new Date(createdAt.replace(' ', 'T') + 'Z');
  if (Number.isNaN(date.getTime())) return createdAt;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The same instant as an ISO string for `<time dateTime>`. */
export function blogDateTime(createdAt: string): string | undefined {
  const date = new Date(createdAt.replace(' ', 'T') + 'Z');
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
