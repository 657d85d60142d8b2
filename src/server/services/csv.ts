import type { Options } from 'csv-stringify/sync';
import { spreadsheetCell } from '../../domain/spreadsheetCell';

/**
 * How the server's CSV exports are written with csv-stringify: CRLF lines (as spreadsheet programs expect)
 * and every text cell through the one spreadsheet-cell rule (src/domain/spreadsheetCell.ts), which the
 * back office's CSV made in the browser uses too. Add `bom: true` to the first chunk written.
 */
export const SPREADSHEET_CSV_OPTIONS = {
  record_delimiter: 'windows',
  cast: { string: spreadsheetCell },
} as const satisfies Options;
