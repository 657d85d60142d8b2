import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '../applicationsApi';

/** One colour per pipeline stage: open stages in blues, the outcomes in green, red and grey. */
const STATUS_COLOURS: Record<ApplicationStatus, ChipProps['color']> = {
  New: 'info',
  Screening: 'secondary',
  Interview: 'primary',
  Offered: 'warning',
  Placed: 'success',
  Rejected: 'error',
  Withdrawn: 'default',
};

/** An application's status as a coloured chip (the colour is decoration: the text says the status). */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: ApplicationStatus;
  size?: ChipProps['size'];
}) {
  return <Chip label={status} color={STATUS_COLOURS[status]} size={size} variant="filled" />;
}
