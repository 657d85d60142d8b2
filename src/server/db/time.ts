/** `YYYY-MM-DD HH:MM:SS` in UTC: the one timestamp format stored and answered. */
export function timestampText(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
