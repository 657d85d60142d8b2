import { message, messages } from '../../api/messages';
import { megabytes } from '../../api/limits';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Description from '@mui/icons-material/Description';
import UploadFile from '@mui/icons-material/UploadFile';
import { DIALOG_MS, MAX_RESUME_BYTES } from '../../shared/constants';
import { maxLength } from '../../api/limits';
import { APPLY_FIELDS, formField, isTypedField } from '../../domain/publicForms';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { Honeypot } from '../../components/public/Honeypot';
import { landingSource } from './landing';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { useCreateApplicationMutation, type ApplicationInput } from '../applications';
import { useGetCandidateProfileQuery } from '../candidateAccount';
import { isPdf, serverSentence, SOMETHING_WENT_WRONG } from './applyOutcome';
import { formText } from '../../components/public/formText';
import { CONSENT_NOTICE_VERSION } from './consentNotice';
import type { SentApplication } from './ApplicationReceipt';
import applyText from '../../i18n/compiled/en/apply';
import { useT } from '../../i18n';
import { useServerSentence } from '../../i18n/serverSentence';

/** The fields a visitor fills in, from the form's list (src/domain/publicForms.ts), in order. */
const TYPED = APPLY_FIELDS.filter(isTypedField);
// The list's genders are the contract's.
formField('apply', 'gender').options satisfies ReadonlyArray<{
  value: NonNullable<ApplicationInput['gender']>;
}>;
const RESUME = formField('apply', 'resume');
const STORED_RESUME = formField('apply', 'use_stored_resume');
const CONSENT = formField('apply', 'consent');

const RESUME_TOO_LARGE_TEXT = message('resumeTooLarge', { resumeMegabytes: megabytes(MAX_RESUME_BYTES) });

/** The application form of a job (650 px wide; full width on phones). */
export default function ApplyDialog({
  job,
  shownTitle = job.title,
  open,
  onClose,
  onApplied,
}: {
  /** The job; `title` is its English title, which the application records as applied for. */
  job: { id: number; title: string };
  /** The title as the page shows it (its Gujarati or Hindi version when staff wrote one). */
  shownTitle?: string;
  open: boolean;
  onClose: () => void;
  /** Told of a stored application once the spec's result dialog has closed. */
  onApplied?: (sent: SentApplication) => void;
}) {
  const { notify } = useDialogs();
  const t = useT(applyText);
  const inPageLanguage = useServerSentence();
  const [resume, setResume] = useState<File | null>(null);
  const resumeChosen = resume !== null;
  const [createApplication, { isLoading }] = useCreateApplicationMutation();
  // A job seeker signed in on /my-applications (their own httpOnly cookie): their profile fills the form
  // and their stored resume can go with it, so applying is one tap plus the consent. 401 otherwise.
  const { data: signedIn } = useGetCandidateProfileQuery(undefined, { skip: !open });
  const prefill = signedIn?.data;
  const [useStoredResume, setUseStoredResume] = useState(true);
  const sendsStoredResume = Boolean(prefill?.has_resume && useStoredResume && !resumeChosen);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const pickResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    if (!isPdf(file)) {
      setResume(null);
      setResumeError(t('notPdf'));
      event.target.value = '';
      return;
    }
    if (file.size > MAX_RESUME_BYTES) {
      setResume(null);
      setResumeError(inPageLanguage(RESUME_TOO_LARGE_TEXT));
      event.target.value = '';
      return;
    }
    setResumeError(null);
    setResume(file);
  };

  const reset = (form: HTMLFormElement) => {
    form.reset();
    setResume(null);
    setResumeError(null);
    setConsented(false);
    setUseStoredResume(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!resume && !sendsStoredResume) {
      await notify({ kind: 'error', title: inPageLanguage(messages.resumeMissing), confirmText: t('ok') });
      return;
    }
    if (!consented) {
      await notify({ kind: 'warning', title: t('consentRequired'), confirmText: t('ok') });
      return;
    }
    const text = (name: string) => formText(form, name);
    const result = await createApplication({
      job_id: job.id,
      title: job.title,
      ...(Object.fromEntries(TYPED.map((field) => [field.name, text(field.name)])) as Pick<
        ApplicationInput,
        (typeof TYPED)[number]['name']
      >),
      ...(resume ? { resume } : { use_stored_resume: 'true' as const }),
      consent: CONSENT_NOTICE_VERSION,
      website: formText(form, 'website', { trim: false }),
      ...landingSource(),
      language: formLanguage(form),
    });
    if ('error' in result) {
      const sentence = serverSentence(result.error);
      const status =
        typeof result.error === 'object' && result.error && 'status' in result.error
          ? result.error.status
          : 0;
      await notify({
        kind: status === 400 ? 'warning' : 'error',
        title: inPageLanguage(sentence),
        confirmText: t('ok'),
      });
      return;
    }
    const emailed = text('email') !== '';
    reset(form);
    onClose();
    await notify({
      kind: 'success',
      title: inPageLanguage(result.data.message || SOMETHING_WENT_WRONG),
      timerMs: DIALOG_MS,
    });
    const { reference } = result.data;
    if (reference) onApplied?.({ reference, jobTitle: shownTitle, sentAt: Date.now(), emailed });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${ids}-title`}
      maxWidth={false}
      PaperProps={{
        sx: {
          width: { xs: '100%', sm: 650 },
          maxWidth: { xs: 'calc(100% - 24px)', sm: 650 },
          m: { xs: 1.5, sm: 4 },
          borderRadius: 3,
        },
      }}
    >
      <Box
        component="form"
        // Filled again (uncontrolled fields) once the signed-in job seeker's profile has arrived.
        key={prefill ? 'profile' : 'blank'}
        onSubmit={(event) => void submit(event)}
        noValidate={false}
        sx={{ position: 'relative' }}
      >
        <DialogTitle id={`${ids}-title`} sx={{ pr: 7, fontWeight: 700 }}>
          {t('applyFor', { title: shownTitle })}
        </DialogTitle>
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
        <DialogContent dividers>
          {prefill && (
            <Typography role="status" sx={{ mb: 2, fontSize: '0.95rem', color: 'text.secondary' }}>
              {t('prefilled')}
            </Typography>
          )}
          <Grid container spacing={2}>
            {TYPED.map((field) => (
              <Grid item xs={12} sm={field.kind === 'textarea' ? 12 : 6} key={field.name}>
                <TextField
                  label={t(field.label)}
                  name={field.name}
                  required={field.required}
                  {...(field.kind === 'textarea'
                    ? { multiline: true, minRows: 3 }
                    : field.kind === 'select'
                      ? { select: true, SelectProps: { native: true }, InputLabelProps: { shrink: true } }
                      : {
                          type: field.kind === 'text' ? undefined : field.kind,
                          autoComplete: field.autoComplete,
                        })}
                  {...(field.kind === 'textarea' ? {} : { defaultValue: prefill?.[field.name] ?? '' })}
                  fullWidth
                  {...('maxLength' in field ? { inputProps: { maxLength: maxLength[field.maxLength] } } : {})}
                >
                  {'options' in field && [
                    <option key="" value="" disabled={field.placeholder.disabled}>
                      {t(field.placeholder.label)}
                    </option>,
                    ...field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {t(option.label)}
                      </option>
                    )),
                  ]}
                </TextField>
              </Grid>
            ))}
            <Grid item xs={12}>
              <Typography component="p" sx={{ fontWeight: 600, mb: 1 }} id={`${ids}-resume-label`}>
                {t(RESUME.label)}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                alignItems={{ xs: 'stretch', sm: 'center' }}
              >
                <Button
                  variant="outlined"
                  startIcon={<UploadFile />}
                  onClick={() => fileInput.current?.click()}
                  aria-describedby={`${ids}-resume-label`}
                  sx={{ flexShrink: 0 }}
                >
                  {resume ? t('changeResume') : t('chooseResume')}
                </Button>
                <input
                  ref={fileInput}
                  hidden
                  type="file"
                  name={RESUME.name}
                  accept={RESUME.accept}
                  aria-labelledby={`${ids}-resume-label`}
                  onChange={pickResume}
                />
                <Stack
                  direction="row"
                  spacing={1}
                  alignItems="center"
                  sx={{ minWidth: 0, color: resume ? 'text.primary' : 'text.secondary' }}
                  aria-live="polite"
                >
                  {resume && <Description fontSize="small" color="primary" aria-hidden />}
                  <Typography noWrap sx={{ fontSize: '0.95rem' }}>
                    {resume ? resume.name : t('noFile')}
                  </Typography>
                </Stack>
              </Stack>
              {prefill?.has_resume && !resume && (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      name={STORED_RESUME.name}
                      checked={useStoredResume}
                      onChange={(event) => setUseStoredResume(event.target.checked)}
                    />
                  }
                  label={t(STORED_RESUME.label, { name: prefill.resume_name || 'resume.pdf' })}
                />
              )}
              {resumeError && (
                <Typography
                  role="alert"
                  sx={{ color: 'error.main', mt: 1, fontSize: '0.9rem', fontWeight: 600 }}
                >
                  {resumeError}
                </Typography>
              )}
            </Grid>
            <Grid item xs={12}>
              <Box
                component="section"
                aria-labelledby={`${ids}-notice-title`}
                sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 1.5 }}
              >
                <Typography
                  component="h3"
                  id={`${ids}-notice-title`}
                  sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 0.5 }}
                >
                  {t('consentTitle')}
                </Typography>
                <Typography id={`${ids}-notice`} sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
                  {t('consentText')}
                </Typography>
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      name={CONSENT.name}
                      checked={consented}
                      onChange={(event) => setConsented(event.target.checked)}
                      inputProps={{ 'aria-required': true, 'aria-describedby': `${ids}-notice` }}
                    />
                  }
                  label={t(CONSENT.label)}
                />
              </Box>
            </Grid>
          </Grid>
          <Honeypot idPrefix={`apply-${job.id}`} />
          <PageLanguageField />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading} sx={{ px: 4 }}>
            {isLoading ? t('sending') : t('submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
