import { paiseOfRupees } from './feeTerms';

/**
 * A month's deployment register read from CSV (issue 41 item 2: "entered or imported from CSV"): a
 * header row, then one row per worker: worker name, days worked (halves allowed: `24.5`), daily rate in
 * rupees (`712.50`, commas allowed). Every row is checked, and every wrong one is named by its line in
 * the file, so a person can correct the file in one go. Pure: the server's import uses it.
 */
export interface RegisterRow {
  /** The row's line in the file (1 = the header). */
  line: number;
  worker_name: string;
  /** Decimal text: `26`, `24.5`. */
  days: string;
  rate_paise: number;
}

export type RegisterResult = { rows: RegisterRow[]; problems: [] } | { rows: []; problems: string[] };

/** The most days a month has. */
export const MAX_DAYS = 31;
export const WORKER_NAME_MAX = 200;

/** A CSV's records (RFC 4180: quotes, doubled quotes, CRLF or LF), each with the line it starts on. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let at = 0; at < source.length; at++) {
    const character = source[at];
    if (quoted) {
      if (character === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line++;
        cell += character;
      }
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[at + 1] === '\n') at++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += character;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

const DAYS = /^\d{1,2}(\.(0|00|5|50))?$/;

/** The register's rows, or a sentence for each wrong row (`Line 3: …`). */
export function readRegister(text: string): RegisterResult {
  const records = csvRecords(text);
  // The first row is the header (its days are not a number); a file without one starts with a worker.
  const body =
    records.length > 0 && !DAYS.test(records[0].cells[1]?.trim() ?? '') ? records.slice(1) : records;
  const rows: RegisterRow[] = [];
  const problems: string[] = [];
  for (const { line, cells } of body) {
    const [name = '', days = '', rate = ''] = cells.map((value) => value.trim());
    const wrong: string[] = [];
    if (cells.length > 3 && cells.slice(3).some((value) => value.trim() !== ''))
      wrong.push('it has more than three columns (worker name, days, daily rate)');
    if (name === '') wrong.push('the worker name is missing');
    else if (name.length > WORKER_NAME_MAX)
      wrong.push(`the worker name is longer than ${WORKER_NAME_MAX} characters`);
    if (!DAYS.test(days))
      wrong.push(`the days "${days}" are not a number of days (whole or half, like 24.5)`);
    else if (Number(days) <= 0 || Number(days) > MAX_DAYS)
      wrong.push(`the days ${days} are not between 0.5 and ${MAX_DAYS}`);
    const paise = paiseOfRupees(rate.replace(/^₹\s*/, ''));
    if (paise === undefined) wrong.push(`the daily rate "${rate}" is not an amount in rupees`);
    else if (paise === 0) wrong.push('the daily rate is zero');
    if (wrong.length > 0) problems.push(`Line ${line}: ${wrong.join('; ')}.`);
    else
      rows.push({
        line,
        worker_name: name,
        days: days.replace(/\.(0|00)$/, '').replace(/\.50$/, '.5'),
        rate_paise: paise as number,
      });
  }
  return problems.length > 0 ? { rows: [], problems } : { rows, problems: [] };
}
