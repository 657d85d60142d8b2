import { rupeesText } from '../../../domain/feeTerms';
import type { Placement } from '../placementsApi';

/** The agreed fee for people, a monthly rate saying so (`₹18,500 a month`). */
export const feeText = (placement: Pick<Placement, 'fee_paise' | 'fee_type'>): string =>
  `${rupeesText(placement.fee_paise)}${placement.fee_type === 'monthly_per_worker' ? ' a month' : ''}`;

const STATE_LABELS: Record<Placement['state'], string> = {
  active: 'Active',
  left: 'Left',
  replaced: 'Replaced',
};

/** The state for people, with "replacement due" when the candidate left within the guarantee. */
export const stateText = (placement: Pick<Placement, 'state' | 'replacement_due'>): string =>
  placement.replacement_due ? 'Left · replacement due' : STATE_LABELS[placement.state];
