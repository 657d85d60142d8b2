import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden from sight, read by screen readers (1 px: a bare `1` in `sx` is read by MUI as 100 %). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface RowField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** The card's title on a phone (e.g. the name); the first field when none is marked. */
  main?: boolean;
}

export interface RowCardsProps<Row> {
  /** What the list is, for screen readers ("Sessions", "Staff"). */
  label: string;
  rows: readonly Row[];
  getKey: (row: Row) => string | number;
  fields: readonly RowField<Row>[];
  /** The row's main action (its button), at the foot of a card; its label names the column on a wide screen. */
  action?: RowField<Row>;
  /** More styles of the list (e.g. the grids' cell classes, for cells shared with a grid). */
  sx?: SxProps<Theme>;
}

/**
 * Rows as cards, for a phone where a grid cannot fit: the main field as the title, the others as
 * label and value one under the other, the action at the foot. Nothing is cut and nothing scrolls sideways.
 */
export function RowCards<Row>({ label, rows, getKey, fields, action, sx }: RowCardsProps<Row>) {
  const main = fields.find((field) => field.main) ?? fields[0];
  const rest = fields.filter((field) => field !== main);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={getKey(row)}
          sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {main && <Box sx={{ fontWeight: 700 }}>{main.value(row)}</Box>}
          {rest.length > 0 && (
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                alignItems: 'center',
                '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
                '& dd': { m: 0, minWidth: 0 },
              }}
            >
              {rest.map((field) => (
                <Box key={field.label} sx={{ display: 'contents' }}>
                  <dt>{field.label}</dt>
                  <dd>{field.value(row)}</dd>
                </Box>
              ))}
            </Box>
          )}
          {action && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{action.value(row)}</Box>}
        </Paper>
      ))}
    </Box>
  );
}

/**
 * A small list (e.g. My account's sessions) as a table on a wide screen, whose text wraps to fit, and as
 * cards on a phone (`RowCards`).
 */
export function ResponsiveRows<Row>({
  label,
  rows,
  fields,
  action,
  getKey = (row) => (row as { id: number }).id,
}: Omit<RowCardsProps<Row>, 'getKey' | 'sx'> & { getKey?: (row: Row) => string | number }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return <RowCards label={label} rows={rows} getKey={getKey} fields={fields} action={action} />;
  return (
    <Table size="small" aria-label={label} sx={{ '& td': { overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          {fields.map((field) => (
            <TableCell key={field.label}>{field.label}</TableCell>
          ))}
          {action && (
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {action.label}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={getKey(row)}>
            {fields.map((field) => (
              <TableCell key={field.label}>{field.value(row)}</TableCell>
            ))}
            {action && <TableCell sx={{ whiteSpace: 'nowrap' }}>{action.value(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
