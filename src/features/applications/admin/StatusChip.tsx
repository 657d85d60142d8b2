import Chip, { type ChipProps } from '@mui/material/Chip';
import { GridChip } from '../../../components/admin/GridCells';
import type { ApplicationStatus } from '../applicationsApi';

/**
 * One colour per pipeline stage (open stages in blues and purple, the outcomes in amber, green, red and
 * grey), each dark enough for white text at WCAG AA.
 */
const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  New: '#01579b',
  Screening: '#5b2c83',
  Interview: '#0d3c91',
  Offered: '#8a4b00',
  Placed: '#1b5e20',
  Rejected: '#b71c1c',
  Withdrawn: '#424242',
};

/** A chip in one of the given dark colours with white text (readable at WCAG AA). */
export function ColourChip({
  label,
  colour,
  size = 'small',
}: {
  label: string;
  colour: string;
  size?: ChipProps['size'];
}) {
  return <Chip label={label} size={size} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />;
}

/** An application's status as a chip in a grid's cell (the grid styles it: GridCells.tsx). */
export function GridStatusChip({ status }: { status: ApplicationStatus }) {
  return <GridChip label={status} colour={STATUS_COLOURS[status]} />;
}

/** An application's status as a coloured chip (the colour is decoration: the text says the status). */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: ApplicationStatus;
  size?: ChipProps['size'];
}) {
  return <ColourChip label={status} colour={STATUS_COLOURS[status]} size={size} />;
}

const APPLIED_TIMES_COLOUR = '#7a4100';

/** The repeat-candidate marker ("applied N times") in a grid's cell: outlined, in a dark amber readable on white. */
export function AppliedTimesChip({ count }: { count: number }) {
  return <GridChip label={`applied ${count} times`} colour={APPLIED_TIMES_COLOUR} variant="outlined" />;
}
