import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { agencyDate } from '../../../domain/agencyTime';
import { feeTermsText, paiseOfRupees, rupeesText } from '../../../domain/feeTerms';
import {
  computedFeePaise,
  guaranteeEndDate,
  payFieldOf,
  type RequirementTerms,
} from '../../../domain/placements';
import { useListPlacementsQuery, type PlacementInput } from '../placementsApi';

/** The requirement a placement is on: its job's terms and guarantee. */
export interface PlacementRequirement extends RequirementTerms {
  job_id: number;
  guarantee_days: number | null;
}

/** What the placement step holds while it is typed (rupees as text). */
export interface PlacementDraft {
  joining_date: string;
  pay: string;
  fee: string;
  fee_reason: string;
  replaces: string;
}

export const emptyPlacementDraft = (): PlacementDraft => ({
  joining_date: agencyDate(),
  pay: '',
  fee: '',
  fee_reason: '',
  replaces: '',
});

const PAY_LABELS = {
  ctc_paise: 'Annual CTC (₹)',
  monthly_rate_paise: 'Monthly rate for this worker (₹)',
} as const;

/** The fee the draft gives under the terms (paise), or undefined while the pay is missing. */
function computedOf(requirement: PlacementRequirement, draft: PlacementDraft): number | undefined {
  const field = payFieldOf(requirement.fee_type);
  const pay = draft.pay.trim() === '' ? undefined : paiseOfRupees(draft.pay);
  return computedFeePaise(requirement, field ? { [field]: pay } : {});
}

/** The placement's input from the draft, or the sentence saying what is missing. */
export function placementInputOf(
  requirement: PlacementRequirement,
  draft: PlacementDraft,
): { input: PlacementInput } | { problem: string } {
  if (draft.joining_date === '') return { problem: 'Please give the joining date.' };
  const field = payFieldOf(requirement.fee_type);
  const input: PlacementInput = { joining_date: draft.joining_date };
  if (field && draft.pay.trim() !== '') {
    const pay = paiseOfRupees(draft.pay);
    if (pay === undefined) return { problem: `The ${PAY_LABELS[field]} is not an amount in rupees.` };
    input[field] = pay;
  }
  if (draft.fee.trim() !== '') {
    const fee = paiseOfRupees(draft.fee);
    if (fee === undefined) return { problem: 'The agreed fee is not an amount in rupees.' };
    input.fee_paise = fee;
    if (draft.fee_reason.trim() !== '') input.fee_reason = draft.fee_reason.trim();
  }
  if (draft.replaces !== '') input.replaces_placement_id = Number(draft.replaces);
  return { input };
}

/**
 * The placement step of moving an application of a client's requirement to Placed: the joining date, the
 * annual CTC or the monthly rate (per the fee terms), the fee the terms give (shown as it is typed;
 * src/domain/placements.ts), an agreed fee with its reason, the guarantee's last day, and the placement of
 * a candidate who left that this one replaces.
 */
export function PlacementFields({
  requirement,
  draft,
  onChange,
}: {
  requirement: PlacementRequirement;
  draft: PlacementDraft;
  onChange: (draft: PlacementDraft) => void;
}) {
  const field = payFieldOf(requirement.fee_type);
  const computed = computedOf(requirement, draft);
  const end = draft.joining_date ? guaranteeEndDate(draft.joining_date, requirement.guarantee_days) : null;
  const { data: placements } = useListPlacementsQuery({ job_id: requirement.job_id });
  const due = (placements ?? []).filter((placement) => placement.replacement_due);
  const set = (key: keyof PlacementDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [key]: event.target.value });
  const monthly = requirement.fee_type === 'monthly_per_worker';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">Placement · {feeTermsText(requirement)}</Typography>
      <TextField
        type="date"
        label="Joining date"
        required
        value={draft.joining_date}
        onChange={set('joining_date')}
        InputLabelProps={{ shrink: true }}
      />
      {field && (
        <TextField
          label={PAY_LABELS[field]}
          required={field === 'ctc_paise'}
          value={draft.pay}
          onChange={set('pay')}
          inputProps={{ inputMode: 'decimal' }}
          helperText={monthly ? 'Left empty: the requirement’s rate.' : undefined}
        />
      )}
      <Typography aria-live="polite">
        {computed === undefined
          ? 'Fee: give the pay to see it.'
          : `Fee from the terms: ${rupeesText(computed)}${monthly ? ' a month (the monthly amount, not a total)' : ''}`}
      </Typography>
      <TextField
        label="Agreed fee (₹), if different"
        value={draft.fee}
        onChange={set('fee')}
        inputProps={{ inputMode: 'decimal' }}
      />
      {draft.fee.trim() !== '' && (
        <TextField
          label="Reason for the agreed fee"
          required
          value={draft.fee_reason}
          onChange={set('fee_reason')}
        />
      )}
      <Typography variant="body2">
        {end === null
          ? 'No replacement guarantee.'
          : `Guarantee until ${end} (${requirement.guarantee_days} days).`}
      </Typography>
      {due.length > 0 && (
        <TextField
          select
          label="Replaces"
          value={draft.replaces}
          onChange={set('replaces')}
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
        >
          <option value="">Not a replacement</option>
          {due.map((placement) => (
            <option key={placement.id} value={String(placement.id)}>
              {`${placement.candidate_name} (left ${placement.left_date ?? ''})`}
            </option>
          ))}
        </TextField>
      )}
      {due.length > 0 && draft.replaces === '' && (
        <Alert severity="info">A replacement is due on this requirement.</Alert>
      )}
    </Stack>
  );
}
