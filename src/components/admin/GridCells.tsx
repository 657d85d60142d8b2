import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * Cells of the admin grids as plain elements with fixed class names, styled once by the grid
 * (`GRID_CELL_SX`, part of ResourceList's grid styles) instead of by a styled component per cell. A page
 * of search results mounts ten new rows: with a MUI Chip, Tooltip and IconButton in each (an IconButton
 * renders twice when it mounts, to add its ripple), that cost the Applications grid more than its own
 * rows (measured: the swap of ten rows took about half the time with these cells). They look the same.
 * Thumbnail.tsx and RowActions.tsx use these classes too.
 */

/** A small chip (MUI's small Chip): filled in `colour` with white text, or outlined in it. */
export function GridChip({
  label,
  colour,
  variant = 'filled',
}: {
  label: string;
  colour: string;
  variant?: 'filled' | 'outlined';
}) {
  return (
    <span
      className={variant === 'filled' ? 'grid-chip' : 'grid-chip grid-chip-outlined'}
      style={variant === 'filled' ? { backgroundColor: colour } : { color: colour, borderColor: colour }}
    >
      {label}
    </span>
  );
}

/**
 * A name with a marker under it (e.g. "applied 2 times") and, on a phone, what the hidden Status column
 * would say (`PhoneOnly`) first on that line: one element each, laid out by the grid's styles. (The grid
 * sets a cell's line height to the row's height, to centre one line; this cell has its own.)
 */
export function NameCell({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <span className="grid-name-cell">
      <span className="grid-name">{name}</span>
      {children}
    </span>
  );
}

/** Shown only on a phone (below the `sm` breakpoint), e.g. the status under a name whose column is hidden. */
export function PhoneOnly({ children }: { children: ReactNode }) {
  return <span className="grid-phone-only">{children}</span>;
}

/** The grid's styles of these cells and of RowActions' links and buttons (round icon buttons). */
export const GRID_CELL_SX = {
  '& .grid-chip': {
    display: 'inline-block',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    px: 1,
    borderRadius: '16px',
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: '24px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: '#fff',
    verticalAlign: 'middle',
  },
  '& .grid-chip-outlined': {
    ml: 1,
    px: '7px',
    fontWeight: 400,
    lineHeight: '22px',
    border: '1px solid',
    bgcolor: 'transparent',
  },
  // The name on the first line, its markers under it; on a phone the status first on that second line.
  '& .grid-name-cell': {
    display: 'grid',
    gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
    // From `sm` on, one column in the elements' order (a name without a marker stays one line).
    gridTemplateAreas: { xs: '"name name" "status marker"', sm: 'none' },
    alignItems: 'center',
    justifyItems: 'start',
    rowGap: 0.5,
    columnGap: 1,
    minWidth: 0,
    maxWidth: '100%',
    lineHeight: 1.43,
  },
  '& .grid-name': {
    gridArea: { xs: 'name', sm: 'auto' },
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .grid-name-cell > .grid-chip': { gridArea: { xs: 'marker', sm: 'auto' }, ml: 0 },
  '& .grid-name-cell > .grid-phone-only': { gridArea: 'status' },
  '& .grid-phone-only': { display: { xs: 'inline-flex', sm: 'none' } },
  '& .grid-wrap': { overflowWrap: 'anywhere', lineHeight: 1.3 },
  // A second, quieter line in a cell (e.g. the job's type and language under its title).
  '& .grid-secondary': { color: 'text.secondary', fontSize: '0.8125rem' },
  // A thumbnail beside wrapping text (e.g. a job's logo beside its title).
  '& .grid-job-cell': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 },
  '& .grid-job-cell > .grid-thumb': {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    '& img': { objectFit: 'cover' },
  },
  '& .row-actions': { display: 'flex', gap: 0.5 },
  '& .row-action': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: 40,
    height: 40,
    p: 1,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    cursor: 'pointer',
    font: 'inherit',
    textDecoration: 'none',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '& svg': { width: 24, height: 24, fill: 'currentColor', flexShrink: 0 },
    '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
  },
  '& .row-action-primary': {
    color: 'primary.main',
    '&:hover': { bgcolor: 'rgba(11, 61, 145, 0.04)' },
    '&:focus-visible, &:active': { bgcolor: 'rgba(11, 61, 145, 0.12)' },
  },
  '& .row-action-error': {
    color: 'error.main',
    '&:hover': { bgcolor: 'rgba(211, 47, 47, 0.04)' },
    '&:focus-visible, &:active': { bgcolor: 'rgba(211, 47, 47, 0.12)' },
  },
} satisfies SxProps<Theme>;
