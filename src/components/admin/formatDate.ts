import { parseTimestamp } from '../../domain/timestamps';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** "21 Nov 2025, 12:35 pm" in the browser's time zone, or the raw text when it cannot be read. */
export const formatDateTime = (text: string): string => {
  const date = parseTimestamp(text);
  return date ? dateTime.format(date) : text;
};

/** "21 Nov 2025", or the raw text when it cannot be read. */
export const formatDate = (text: string): string => {
  const date = parseTimestamp(text);
  return date ? dateOnly.format(date) : text;
};
