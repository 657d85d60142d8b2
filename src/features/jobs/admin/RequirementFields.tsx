import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  basisPointsOf,
  FEE_TYPE_LABELS,
  FEE_TYPES,
  hundredthsText,
  isPercentFee,
  paiseOfRupees,
  type FeeType,
} from '../../../domain/feeTerms';
import { useListClientsQuery } from '../../clients';
import type { ManagedJob } from '../jobsApi';

/** A job's requirement as the form holds it (text as typed; '' for none). */
export interface RequirementValues {
  client: string;
  headcount: string;
  feeType: FeeType | '';
  /** The percentage (`8.33`) or the amount in rupees (`15000`), by the fee type. */
  fee: string;
  guaranteeDays: string;
  nameEmployer: boolean;
}

export const requirementValuesOf = (job: ManagedJob | undefined): RequirementValues => ({
  client: job?.client_id ? String(job.client_id) : '',
  headcount: job?.headcount ? String(job.headcount) : '',
  feeType: job?.fee_type ?? '',
  fee:
    job?.fee_type === 'percent_ctc' && job.fee_percent_bp !== null
      ? hundredthsText(job.fee_percent_bp)
      : job?.fee_amount_paise !== null && job?.fee_amount_paise !== undefined
        ? hundredthsText(job.fee_amount_paise)
        : '',
  guaranteeDays:
    job?.guarantee_days !== null && job?.guarantee_days !== undefined ? String(job.guarantee_days) : '',
  nameEmployer: job?.name_employer ?? false,
});

const WHOLE_NUMBER = /^\d{1,6}$/;

/** What is wrong with the requirement as typed, in a sentence; undefined when it can be sent. */
export function requirementProblem(values: RequirementValues): string | undefined {
  if (values.client === '') return undefined;
  if (values.headcount.trim() !== '' && !WHOLE_NUMBER.test(values.headcount.trim()))
    return 'The headcount must be a whole number.';
  if (values.guaranteeDays.trim() !== '' && !WHOLE_NUMBER.test(values.guaranteeDays.trim()))
    return 'The replacement guarantee must be a whole number of days.';
  if (values.feeType === '') return values.fee.trim() === '' ? undefined : 'Choose how the fee is charged.';
  const fee = values.fee.trim();
  if (fee === '')
    return isPercentFee(values.feeType) ? 'Give the fee percentage.' : 'Give the fee amount in rupees.';
  const parsed = isPercentFee(values.feeType) ? basisPointsOf(fee) : paiseOfRupees(fee);
  if (parsed === undefined || parsed === 0)
    return isPercentFee(values.feeType)
      ? 'The fee percentage must be a number with at most two decimals, such as 8.33.'
      : 'The fee amount must be rupees with at most two decimals, such as 15000 or 15000.50.';
  return undefined;
}

/** The requirement fields of the job's body (none without a client). */
export function requirementBody(values: RequirementValues) {
  if (values.client === '') return {};
  const fee = values.fee.trim();
  return {
    client_id: Number(values.client),
    ...(values.headcount.trim() !== '' ? { headcount: Number(values.headcount.trim()) } : {}),
    ...(values.guaranteeDays.trim() !== '' ? { guarantee_days: Number(values.guaranteeDays.trim()) } : {}),
    ...(values.feeType !== '' ? { fee_type: values.feeType } : {}),
    ...(values.feeType !== '' && isPercentFee(values.feeType) ? { fee_percent_bp: basisPointsOf(fee) } : {}),
    ...(values.feeType !== '' && !isPercentFee(values.feeType)
      ? { fee_amount_paise: paiseOfRupees(fee) }
      : {}),
    ...(values.nameEmployer ? { name_employer: true } : {}),
  };
}

/**
 * The job as a client's requirement (job order): the client, how many people, the fee terms, the
 * replacement guarantee and whether the public posting names the client. Staff only: none of it is shown
 * on the site unless the posting names its employer.
 */
export default function RequirementFields({
  values,
  onChange,
}: {
  values: RequirementValues;
  onChange: (values: RequirementValues) => void;
}) {
  const { data: clients } = useListClientsQuery();
  const set = (change: Partial<RequirementValues>) => onChange({ ...values, ...change });
  const hasClient = values.client !== '';
  const clientName = clients?.find((client) => String(client.id) === values.client)?.name;
  return (
    <Box component="section" aria-labelledby="job-requirement" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="job-requirement" component="h2" variant="h6">
        Client requirement
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          select
          name="client_id"
          label="Client"
          value={values.client}
          onChange={(event) => set({ client: event.target.value })}
          fullWidth
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
          helperText="The employer this job is a requirement of (staff only)"
        >
          <option value="">No client (the agency's own posting)</option>
          {values.client !== '' && !clientName && (
            <option value={values.client}>{`Client ${values.client}`}</option>
          )}
          {(clients ?? []).map((client) => (
            <option key={client.id} value={String(client.id)}>
              {client.name}
            </option>
          ))}
        </TextField>
        {hasClient && (
          <TextField
            name="headcount"
            label="Headcount"
            value={values.headcount}
            onChange={(event) => set({ headcount: event.target.value })}
            fullWidth
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
            helperText="How many people the client wants"
          />
        )}
        {hasClient && (
          <TextField
            select
            name="fee_type"
            label="Fee terms"
            value={values.feeType}
            onChange={(event) => set({ feeType: event.target.value as FeeType | '' })}
            fullWidth
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
          >
            <option value="">Not agreed yet</option>
            {FEE_TYPES.map((type) => (
              <option key={type} value={type}>
                {FEE_TYPE_LABELS[type]}
              </option>
            ))}
          </TextField>
        )}
        {hasClient && values.feeType !== '' && (
          <TextField
            name="fee"
            label={isPercentFee(values.feeType) ? 'Fee (% of annual CTC)' : 'Fee (₹)'}
            value={values.fee}
            onChange={(event) => set({ fee: event.target.value })}
            fullWidth
            inputProps={{ inputMode: 'decimal', maxLength: 16 }}
            helperText={
              isPercentFee(values.feeType)
                ? 'For example 8.33'
                : values.feeType === 'monthly_per_worker'
                  ? 'Rupees a month for each deployed worker'
                  : 'Rupees for each hire'
            }
          />
        )}
        {hasClient && (
          <TextField
            name="guarantee_days"
            label="Replacement guarantee (days)"
            value={values.guaranteeDays}
            onChange={(event) => set({ guaranteeDays: event.target.value })}
            fullWidth
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          />
        )}
      </Box>
      {hasClient && (
        <FormControlLabel
          label={
            clientName
              ? `The public posting names the employer (${clientName})`
              : 'The public posting names the employer'
          }
          control={
            <Switch
              name="name_employer"
              checked={values.nameEmployer}
              onChange={(event) => set({ nameEmployer: event.target.checked })}
            />
          }
        />
      )}
      {hasClient && !values.nameEmployer && (
        <Typography variant="body2" color="text.secondary">
          The site and search engines will not see the client: leave its name out of the title, description
          and other public fields.
        </Typography>
      )}
    </Box>
  );
}
