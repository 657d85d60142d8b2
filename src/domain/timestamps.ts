/**
 * The one timestamp format the database stores and the API answers: `YYYY-MM-DD HH:MM:SS` in UTC
 * (`created_at`, `updated_at`, history and outbox times). Written and read only here.
 */
const STORED = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

/** An instant in the stored form. */
export function timestampText(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A stored timestamp as an instant; null when the text is not one. */
export function parseTimestamp(text: string): Date | null {
  const match = STORED.exec(text.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}Z`);
  // Date's parser may roll an impossible day or hour over (V8 reads 30 February as 2 March): the text is
  // a timestamp only when the instant writes back as the same text.
  return !Number.isNaN(date.getTime()) && timestampText(date) === `${match[1]} ${match[2]}` ? date : null;
}

/** A stored timestamp as ISO 8601 (`2026-05-31T10:00:00Z`, also the W3C form sitemaps use); other text unchanged. */
export function isoFromStored(value: string): string {
  const match = STORED.exec(value.trim());
  return match ? `${match[1]}T${match[2]}Z` : value.trim();
}
