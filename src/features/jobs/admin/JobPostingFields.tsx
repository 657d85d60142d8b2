import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { closingDateRange, countryCodes } from '../../../api/codes';
import { isClosingDateInRange } from '../../../domain/jobClosing';
import { message, messages } from '../../../api/messages';
import { TEXT_MAX } from '../../../shared/constants';
import {
  COMMON_CURRENCIES,
  countryName,
  currencyName,
  DEFAULT_CURRENCY,
  EMPLOYMENT_TYPE_LABELS,
  SALARY_PERIOD_LABELS,
  VISA_TYPE_LABELS,
  type EmploymentType,
  type SalaryPeriod,
  type VisaType,
} from '../jobFacts';
import type { Job, JobUpdateInput } from '../jobsApi';

/** The optional job-posting facts as the form holds them ('' for not given). */
export interface PostingValues {
  employer_name: string;
  employment_type: EmploymentType | '';
  city: string;
  country: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: SalaryPeriod;
  valid_through: string;
  filled: boolean;
  foreign_employer: string;
  visa_type: VisaType | '';
  contract_before_departure: boolean;
}

export const postingValuesOf = (job: Job | undefined): PostingValues => ({
  employer_name: job?.employer_name ?? '',
  employment_type: job?.employment_type ?? '',
  city: job?.city ?? '',
  country: job?.country ?? '',
  salary_min: job?.salary_min === null || job?.salary_min === undefined ? '' : String(job.salary_min),
  salary_max: job?.salary_max === null || job?.salary_max === undefined ? '' : String(job.salary_max),
  salary_currency: job?.salary_currency ?? DEFAULT_CURRENCY,
  salary_period: job?.salary_period ?? 'MONTH',
  valid_through: job?.valid_through ?? '',
  filled: job?.filled ?? false,
  foreign_employer: job?.foreign_employer ?? '',
  visa_type: job?.visa_type ?? '',
  contract_before_departure: job?.contract_before_departure ?? false,
});

type PostingBody = Pick<
  JobUpdateInput,
  | 'employer_name'
  | 'employment_type'
  | 'city'
  | 'country'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'valid_through'
  | 'filled'
  | 'foreign_employer'
  | 'visa_type'
  | 'contract_before_departure'
>;

const amountOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The facts to send: a field left empty is left out (the server then clears it); currency and period
 * only with an amount. The yes/no boxes are always sent, so unticking "Position filled" reopens the job.
 */
export function postingBody(values: PostingValues): PostingBody {
  const salaryMin = amountOf(values.salary_min);
  const salaryMax = amountOf(values.salary_max);
  const hasAmount = salaryMin !== undefined || salaryMax !== undefined;
  return {
    employer_name: values.employer_name.trim() || undefined,
    employment_type: values.employment_type || undefined,
    city: values.city.trim() || undefined,
    // The form offers only the contract's codes (a stored code outside it is sent back and refused).
    country: (values.country || undefined) as PostingBody['country'],
    salary_min: salaryMin,
    salary_max: salaryMax,
    salary_currency: (hasAmount ? values.salary_currency : undefined) as PostingBody['salary_currency'],
    salary_period: hasAmount ? values.salary_period : undefined,
    valid_through: values.valid_through || undefined,
    filled: values.filled,
    foreign_employer: values.foreign_employer.trim() || undefined,
    visa_type: values.visa_type || undefined,
    contract_before_departure: values.contract_before_departure,
  };
}

/** The countries the agency recruits for most: first in the form's list. */
const FIRST_COUNTRIES = ['IN', 'AE', 'SA', 'QA', 'OM', 'KW', 'BH'];

interface CountryChoice {
  code: string;
  name: string;
}

let countryChoices: CountryChoice[] | undefined;

/**
 * Every country a job may be in (ISO 3166-1 alpha-2, the contract's list), the agency's usual ones
 * first and the rest by name (built once).
 */
function allCountries(): CountryChoice[] {
  if (countryChoices) return countryChoices;
  const rest = countryCodes
    .filter((code) => !FIRST_COUNTRIES.includes(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  countryChoices = [...FIRST_COUNTRIES.map((code) => ({ code, name: countryName(code) })), ...rest];
  return countryChoices;
}

/** A sentence naming a closing date outside the contract's window (as the server would), or undefined. */
export function closingDateProblem(values: PostingValues, now = new Date()): string | undefined {
  if (!values.valid_through) return undefined;
  const range = closingDateRange(now);
  return isClosingDateInRange(values.valid_through, range)
    ? undefined
    : message('closingDateOutOfRange', range);
}

/** A sentence naming what is wrong with the salary range before it is sent, or undefined. */
export function salaryRangeProblem(values: PostingValues): string | undefined {
  const min = amountOf(values.salary_min);
  const max = amountOf(values.salary_max);
  for (const [label, amount] of [
    ['Minimum salary', min],
    ['Maximum salary', max],
  ] as const) {
    if (amount !== undefined && (!Number.isFinite(amount) || amount < 0))
      return `${label} must be a number of 0 or more.`;
  }
  if (min !== undefined && max !== undefined && min > max) return messages.salaryRangeReversed;
  return undefined;
}

interface Props {
  values: PostingValues;
  onChange: (values: PostingValues) => void;
}

/**
 * The job-posting facts of the job form (all optional): employer, employment type, city and country, a
 * salary range with its currency and period, the closing date and the "Position filled" box; for a job
 * abroad, the foreign employer, the visa and whether the contract is signed before departure (shown on
 * the job page's safe-migration card). A job past its closing date or filled is closed: off the public
 * site, taking no applications.
 */
export default function JobPostingFields({ values, onChange }: Props) {
  const countries = useMemo(() => allCountries(), []);
  const closingRange = useMemo(() => closingDateRange(), []);
  const currencies = useMemo(
    () =>
      COMMON_CURRENCIES.includes(values.salary_currency)
        ? COMMON_CURRENCIES
        : [values.salary_currency, ...COMMON_CURRENCIES],
    [values.salary_currency],
  );
  const set =
    (name: Exclude<keyof PostingValues, 'filled' | 'contract_before_departure'>) =>
    (event: { target: { value: string } }) =>
      onChange({ ...values, [name]: event.target.value });
  const select = {
    select: true,
    fullWidth: true,
    SelectProps: { native: true },
    InputLabelProps: { shrink: true },
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        Job posting details
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Optional. Shown on the job page and given to job search engines. A job past its closing date or marked
        filled is closed: it leaves the public lists and takes no applications.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          name="employer_name"
          label="Employer name"
          value={values.employer_name}
          onChange={set('employer_name')}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
        <TextField
          {...select}
          name="employment_type"
          label="Employment type"
          value={values.employment_type}
          onChange={set('employment_type')}
        >
          <option value="">Not specified</option>
          {Object.entries(EMPLOYMENT_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          name="city"
          label="City"
          value={values.city}
          onChange={set('city')}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
        <TextField
          {...select}
          name="country"
          label="Country"
          value={values.country}
          onChange={set('country')}
        >
          <option value="">Not specified</option>
          {values.country && !countries.some((country) => country.code === values.country) && (
            <option value={values.country}>{countryName(values.country)}</option>
          )}
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </TextField>
        <TextField
          name="salary_min"
          label="Minimum salary"
          type="number"
          value={values.salary_min}
          onChange={set('salary_min')}
          fullWidth
          inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <TextField
          name="salary_max"
          label="Maximum salary"
          type="number"
          value={values.salary_max}
          onChange={set('salary_max')}
          fullWidth
          inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <TextField
          {...select}
          name="salary_currency"
          label="Salary currency"
          value={values.salary_currency}
          onChange={set('salary_currency')}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code} – {currencyName(code)}
            </option>
          ))}
        </TextField>
        <TextField
          {...select}
          name="salary_period"
          label="Salary per"
          value={values.salary_period}
          onChange={set('salary_period')}
        >
          {Object.entries(SALARY_PERIOD_LABELS).map(([value, { choice }]) => (
            <option key={value} value={value}>
              {choice}
            </option>
          ))}
        </TextField>
        <TextField
          name="valid_through"
          label="Closing date"
          type="date"
          value={values.valid_through}
          onChange={set('valid_through')}
          fullWidth
          InputLabelProps={{ shrink: true }}
          inputProps={{ min: closingRange.earliest, max: closingRange.latest }}
          helperText={`Open through this day (${closingRange.earliest} to ${closingRange.latest}); leave empty for no closing date.`}
        />
        <TextField
          name="foreign_employer"
          label="Foreign employer (jobs abroad)"
          value={values.foreign_employer}
          onChange={set('foreign_employer')}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
          helperText="The employer abroad, as named in the contract and on eMigrate."
        />
        <TextField
          {...select}
          name="visa_type"
          label="Visa (jobs abroad)"
          value={values.visa_type}
          onChange={set('visa_type')}
          helperText={
            values.visa_type && values.visa_type !== 'employment'
              ? 'Only an employment visa is lawful for work abroad; the job page warns job seekers.'
              : undefined
          }
          FormHelperTextProps={{ sx: { color: '#8a4b00' } }}
        >
          <option value="">Not specified</option>
          {Object.entries(VISA_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              name="contract_before_departure"
              checked={values.contract_before_departure}
              onChange={(event) => onChange({ ...values, contract_before_departure: event.target.checked })}
            />
          }
          label="Worker sees and signs the contract before paying or travelling"
        />
        <FormControlLabel
          control={
            <Checkbox
              name="filled"
              checked={values.filled}
              onChange={(event) => onChange({ ...values, filled: event.target.checked })}
            />
          }
          label="Position filled"
        />
      </Box>
    </Box>
  );
}
