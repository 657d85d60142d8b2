/** A cell a spreadsheet program could read as a formula starts like one. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A table as CSV text (CRLF lines, with a byte-order mark so spreadsheet programs read UTF-8). */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
