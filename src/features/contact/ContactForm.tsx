import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { maxLength } from '../../api/limits';
import { CONTACT_FIELDS, isTypedField } from '../../domain/publicForms';
import { Honeypot } from '../../components/public/Honeypot';
import { OutlinedTextField } from '../../components/public/OutlinedTextField';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { SubmissionStatus, type SubmissionState } from '../../components/public/SubmissionStatus';
import { useCreateEnquiryMutation, type EnquiryInput } from '../enquiries';
import { formText } from '../../components/public/formText';
import { paths } from '../../routes/paths';
import contactText from '../../i18n/compiled/en/contact';
import { localizedPath, useLocale, useT } from '../../i18n';

/** The fields a visitor fills in, from the form's list (src/domain/publicForms.ts), in order. */
const TYPED = CONTACT_FIELDS.filter(isTypedField);
// The list's purposes are the contract's.
CONTACT_FIELDS[3].options satisfies ReadonlyArray<{ value: EnquiryInput['purpose'] }>;

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
      ...(Object.fromEntries(TYPED.map((field) => [field.name, text(field.name)])) as Omit<
        EnquiryInput,
        'website' | 'language'
      >),
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
        {TYPED.map((field) => (
          <Grid item xs={12} sm={field.kind === 'textarea' ? 12 : 6} key={field.name}>
            <OutlinedTextField
              label={t(field.label)}
              name={field.name}
              id={field.id}
              {...(field.kind === 'textarea'
                ? { multiline: true, minRows: 5 }
                : field.kind === 'select'
                  ? { select: true, defaultValue: '', shrinkLabel: true }
                  : { type: field.kind, autoComplete: field.autoComplete })}
              required={field.required}
              fullWidth
              {...('maxLength' in field ? { inputProps: { maxLength: maxLength[field.maxLength] } } : {})}
            >
              {'options' in field && (
                <>
                  <option value="" disabled={field.placeholder.disabled}>
                    {t(field.placeholder.label)}
                  </option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(option.label)}
                    </option>
                  ))}
                </>
              )}
            </OutlinedTextField>
          </Grid>
        ))}
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
