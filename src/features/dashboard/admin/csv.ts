import { spreadsheetCell } from '../../../domain/spreadsheetCell';

/** One cell: text through the spreadsheet-cell rule the server's exports use, quoted when it must be. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = spreadsheetCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table as CSV text (CRLF lines, with a byte-order mark so spreadsheet programs read UTF-8). */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
