import { stringify } from 'csv-stringify/sync';
import { spreadsheetCell } from '../../src/domain/spreadsheetCell';
import { SPREADSHEET_CSV_OPTIONS } from '../../src/server/services/csv';
import { toCsv } from '../../src/features/dashboard/admin/csv';

const LRM = '\u200e';

describe('a text cell of a CSV export (one rule for the server and the browser)', () => {
  it('gets an apostrophe when it starts like a formula, in ASCII, full-width or small form', () => {
    for (const value of [
      '=HYPERLINK("http://x")',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tx',
      '\rx',
      '\uff1d1+1',
      '\uff0bA1',
      '\uff0dA1',
      '\uff20x',
      '\ufe62A1',
      '\ufe63A1',
      '\ufe66A1',
      '\ufe6bx',
    ])
      expect(spreadsheetCell(value)).toBe(`'${value}`);
  });

  it('shows a phone or signed number as typed, behind an invisible left-to-right mark', () => {
    for (const value of ['+91 98250 11223', '-5', '+1 (555) 010-2030', '\uff0b91 98250 11223', '\ufe6391'])
      expect(spreadsheetCell(value)).toBe(`${LRM}${value}`);
  });

  it('leaves every other text as it is', () => {
    for (const value of ['Ravi Solanki', '98250 11223', 'a=b', 'ગુજરાતી', '', "'=already"])
      expect(spreadsheetCell(value)).toBe(value);
  });

  it('is written the same by the server (csv-stringify) and the dashboard (in the browser)', () => {
    const header = ['Name', 'Phone', 'Note', 'Count'];
    const rows: Array<Array<string | number>> = [
      ['=cmd|"/c calc"!A1', '+91 98250 11223', 'says "hi", then\r\nleaves', 3],
      ['\uff20x', '-5', '\ufe66A1', -2],
      ['Asha', '98250 11223', 'plain', 0],
    ];
    const server = stringify([header, ...rows], { ...SPREADSHEET_CSV_OPTIONS, bom: true });
    expect(toCsv(header, rows)).toBe(server);
    expect(server).toContain(`"'=cmd|""/c calc""!A1",${LRM}+91 98250 11223,`);
  });
});
