/** `YYYY-MM-DD HH:MM:SS` in UTC: the one timestamp format stored and answered. */
export function timestampText(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` of a moment in UTC: the calendar day closing dates are compared with. */
export function dateText(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
