import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MESSAGE_MAX, TEXT_MAX } from '../../shared/constants';
import { Honeypot } from '../../components/public/Honeypot';
import { OutlinedTextField } from '../../components/public/OutlinedTextField';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { SubmissionStatus, type SubmissionState } from '../../components/public/SubmissionStatus';
import { useCreateEnquiryMutation, type EnquiryInput } from '../enquiries';
import { formText } from '../../components/public/formText';
import { paths } from '../../routes/paths';
import contactText from '../../i18n/compiled/en/contact';
import { localizedPath, useLocale, useT } from '../../i18n';

const PURPOSES = [
  { value: 'jobseeker', label: 'purposeJobseeker' },
  { value: 'employer', label: 'purposeEmployer' },
] as const satisfies ReadonlyArray<{
  value: EnquiryInput['purpose'];
  label: keyof typeof contactText.messages;
}>;

/**
 * The enquiry form: rendered by the server with the contact page, its code loaded apart from the page's first
 * scripts (a deferred part). Until it has run, the form posts to the server, which answers a page.
 */
export default function ContactForm() {
  const t = useT(contactText);
  const locale = useLocale();
  const [createEnquiry, { isLoading }] = useCreateEnquiryMutation();
  const [state, setState] = useState<SubmissionState>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => formText(form, name);
    setState('idle');
    const result = await createEnquiry({
      name: text('name'),
      email: text('email'),
      'Phone-no': text('Phone-no'),
      purpose: text('purpose') as EnquiryInput['purpose'],
      Message: text('Message'),
      website: formText(form, 'website', { trim: false }),
      language: formLanguage(form),
    });
    if ('error' in result) setState('failure');
    else {
      setState('success');
      form.reset();
    }
  };

  return (
    <Box
      component="form"
      name="contact"
      // Without JavaScript (or before it has run) the form posts to the server, which answers a page.
      method="post"
      action={localizedPath(locale, paths.contact)}
      encType="multipart/form-data"
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void submit(event)}
      // The thank-you is about the message just sent: it goes as soon as the next one is being written.
      onInput={() => setState((current) => (current === 'success' ? 'idle' : current))}
      onChange={() => setState((current) => (current === 'success' ? 'idle' : current))}
      sx={{ position: 'relative' }}
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
        {t('formTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('formText')}
      </Typography>
      <Grid container spacing={2}>
        <Grid item xs={12} sm={6}>
          <OutlinedTextField
            label={t('name')}
            name="name"
            id="contact-name"
            autoComplete="name"
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
        </Grid>
        <Grid item xs={12} sm={6}>
          <OutlinedTextField
            label={t('email')}
            name="email"
            id="contact-email"
            type="email"
            required
            autoComplete="email"
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
        </Grid>
        <Grid item xs={12} sm={6}>
          <OutlinedTextField
            label={t('phone')}
            name="Phone-no"
            id="contact-phone"
            type="tel"
            required
            autoComplete="tel"
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
        </Grid>
        <Grid item xs={12} sm={6}>
          <OutlinedTextField
            label={t('purpose')}
            name="purpose"
            id="contact-purpose"
            select
            required
            fullWidth
            defaultValue=""
            shrinkLabel
          >
            <option value="" disabled>
              {t('selectOne')}
            </option>
            {PURPOSES.map((purpose) => (
              <option key={purpose.value} value={purpose.value}>
                {t(purpose.label)}
              </option>
            ))}
          </OutlinedTextField>
        </Grid>
        <Grid item xs={12}>
          <OutlinedTextField
            label={t('message')}
            name="Message"
            id="contact-message"
            multiline
            minRows={5}
            fullWidth
            inputProps={{ maxLength: MESSAGE_MAX }}
          />
        </Grid>
      </Grid>
      <Honeypot idPrefix="contact" />
      <PageLanguageField />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ mt: 3, px: 5 }}>
        {isLoading ? t('sending') : t('submit')}
      </Button>
      <SubmissionStatus state={state} />
    </Box>
  );
}
