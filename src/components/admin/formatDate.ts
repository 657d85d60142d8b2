/** Parses the API's `YYYY-MM-DD HH:MM:SS` (UTC) text. */
const parseUtc = (text: string): Date | null => {
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** "21 Nov 2025, 12:35 pm" in the browser's time zone, or the raw text when it cannot be read. */
export const formatDateTime = (text: string): string => {
  const date = parseUtc(text);
  return date ? dateTime.format(date) : text;
};

/** "21 Nov 2025", or the raw text when it cannot be read. */
export const formatDate = (text: string): string => {
  const date = parseUtc(text);
  return date ? dateOnly.format(date) : text;
};
