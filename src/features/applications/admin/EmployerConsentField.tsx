import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/baseApi';
import { agencyDate } from '../../../domain/agencyTime';
import { RECORDED_CONSENT_WAYS, type EmployerConsentWay } from '../../../domain/employerConsent';
import { useRecordEmployerConsentMutation, type ApplicationDetail } from '../applicationsApi';

/** How the candidate agreed, in the staff's words. */
export const CONSENT_WAY_LABELS: Record<EmployerConsentWay, string> = {
  apply_form: 'on the apply form',
  phone: 'by phone',
  whatsapp: 'on WhatsApp',
  in_person: 'in person',
};

/**
 * Whether the candidate agreed to their resume being shared with employers: given on the apply form (its
 * notice says so), recorded by staff, or not yet, with a form to record the day and the way they agreed.
 */
export function EmployerConsentField({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const consent = application.employer_consent;
  const [how, setHow] = useState<(typeof RECORDED_CONSENT_WAYS)[number]>('phone');
  const [on, setOn] = useState(agencyDate());
  const [save, { isLoading, data, error, reset }] = useRecordEmployerConsentMutation();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={`${id}-title`} sx={{ fontWeight: 600 }}>
        Sharing with employers
      </Typography>
      {consent ? (
        <Typography data-testid="employer-consent">
          The candidate agreed {CONSENT_WAY_LABELS[consent.how]} on {consent.on}.
        </Typography>
      ) : (
        <>
          <Typography data-testid="employer-consent" sx={{ mb: 1 }}>
            Not agreed yet: this application was sent before the apply form said resumes are shared with
            employers. Ask the candidate, then record when and how they agreed.
          </Typography>
          <Box
            component="form"
            aria-labelledby={`${id}-title`}
            onSubmit={(event) => {
              event.preventDefault();
              void save({ id: application.id, how, on });
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          >
            <TextField
              id={`${id}-how`}
              select
              size="small"
              label="Agreed"
              value={how}
              onChange={(event) => {
                reset();
                setHow(event.target.value as (typeof RECORDED_CONSENT_WAYS)[number]);
              }}
              sx={{ minWidth: 160 }}
            >
              {RECORDED_CONSENT_WAYS.map((way) => (
                <MenuItem key={way} value={way}>
                  {CONSENT_WAY_LABELS[way]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id={`${id}-on`}
              type="date"
              size="small"
              label="On"
              value={on}
              onChange={(event) => {
                reset();
                setOn(event.target.value);
              }}
              InputLabelProps={{ shrink: true }}
              inputProps={{ max: agencyDate() }}
            />
            <Button type="submit" variant="outlined" disabled={isLoading || on === ''}>
              Record agreement
            </Button>
          </Box>
        </>
      )}
      {data && (
        <Alert severity="success" sx={{ mt: 1, py: 0 }}>
          {data.message}
        </Alert>
      )}
      {error !== undefined && isApiError(error) && error.status === 400 && (
        <Alert severity="error" sx={{ mt: 1, py: 0 }}>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
