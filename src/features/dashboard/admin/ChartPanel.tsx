import { useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { toCsv } from './csv';

export interface TableData {
  header: string[];
  rows: Array<Array<string | number | null>>;
}

const NOTHING_TEXT = 'Nothing in this range.';

/**
 * One figure of the dashboard: its heading, the chart (hidden from screen readers), its numbers as a
 * table beside it and a CSV download of that table.
 */
export function ChartPanel({
  title,
  chart,
  table,
  fileName,
  note,
  emptyText,
}: {
  title: string;
  chart?: ReactNode;
  /** Said instead of the chart when it has nothing to draw (an empty axis says nothing). */
  emptyText?: string;
  table: TableData;
  fileName: string;
  note?: ReactNode;
}) {
  const headingId = useId();
  // A chart without rows would draw only its axes.
  const nothing = emptyText ?? (table.rows.length === 0 ? NOTHING_TEXT : undefined);
  const csvHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(table.header, table.rows))}`,
    [table],
  );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Download />}
          href={csvHref}
          download={`${fileName}.csv`}
          aria-label={`Download ${title} as CSV`}
        >
          CSV
        </Button>
      </Box>
      {note}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: chart ? { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } : '1fr',
          alignItems: 'start',
        }}
      >
        {chart && nothing && <Typography sx={{ py: 2 }}>{nothing}</Typography>}
        {chart && !nothing && (
          <Box aria-hidden sx={{ minWidth: 0 }}>
            {chart}
          </Box>
        )}
        <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label={`${title}: the numbers`}>
          <Table size="small" stickyHeader>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                {title}
              </Box>
            </caption>
            <TableHead>
              <TableRow>
                {table.header.map((heading, index) => (
                  <TableCell
                    key={heading}
                    align={index === 0 ? 'left' : 'right'}
                    scope="col"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {heading}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={table.header.length}>{NOTHING_TEXT}</TableCell>
                </TableRow>
              )}
              {table.rows.map((row, rowIndex) => (
                <TableRow key={`${row[0]}-${rowIndex}`}>
                  {row.map((value, index) =>
                    index === 0 ? (
                      <TableCell key={index} component="th" scope="row">
                        {value ?? ''}
                      </TableCell>
                    ) : (
                      <TableCell key={index} align="right">
                        {value ?? '–'}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Paper>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
