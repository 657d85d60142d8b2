import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { maxLength } from '../../api/limits';
import { formField, isTypedField, SUBSCRIBE_FIELDS } from '../../domain/publicForms';
import { useCreateSubscriberMutation } from './subscribersApi';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import { Honeypot } from '../../components/public/Honeypot';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { SubmissionStatus, type SubmissionState } from '../../components/public/SubmissionStatus';
import { formText } from '../../components/public/formText';
import layoutText from '../../i18n/compiled/en/layout';
import { localizedPath, useLocale, useT } from '../../i18n';
import { paths } from '../../routes/paths';

/** The fields a visitor fills in, from the form's list (src/domain/publicForms.ts), in order. */
const TYPED = SUBSCRIBE_FIELDS.filter(isTypedField);
/** The e-mail: labelled `yourEmail` here, where the form is named by the footer's heading. */
const EMAIL = formField('subscribe', 'Footer-Email');

/** The footer's newsletter form: one required email (field Footer-Email), posted to /subscribers. */
export default function SubscribeForm() {
  const [createSubscriber, { isLoading }] = useCreateSubscriberMutation();
  const [state, setState] = useState<SubmissionState>('idle');
  const t = useT(layoutText);
  const locale = useLocale();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setState('idle');
    const result = await createSubscriber({
      ...(Object.fromEntries(TYPED.map((field) => [field.name, formText(form, field.name)])) as Record<
        (typeof TYPED)[number]['name'],
        string
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
      name="subscribe"
      // Without JavaScript (or before it has run) the form posts to the server, which answers a page.
      method="post"
      action={localizedPath(locale, paths.subscribe)}
      encType="multipart/form-data"
      aria-label={t('subscribeForm')}
      onSubmit={(event) => void submit(event)}
      sx={{ position: 'relative' }}
    >
      {TYPED.map((field) => (
        <Box component="label" key={field.name} htmlFor={field.id} sx={visuallyHidden}>
          {t(field.name === EMAIL.name ? 'yourEmail' : field.label)}
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {TYPED.map((field) => (
          <Box
            component="input"
            key={field.name}
            id={field.id}
            name={field.name}
            type={field.kind}
            required={field.required}
            placeholder={field.kind === 'email' ? 'you@example.com' : undefined}
            autoComplete={field.autoComplete}
            maxLength={maxLength[field.maxLength]}
            sx={{
              width: '100%',
              minWidth: 0,
              bgcolor: 'common.white',
              color: 'text.primary',
              font: 'inherit',
              border: 0,
              borderRadius: 2,
              px: 1.5,
              py: 1.1,
              '&:focus-visible': { outline: '3px solid #ffb27a', outlineOffset: 1 },
            }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={isLoading}
          sx={{ px: 3, py: 1 }}
        >
          {t('subscribe')}
        </Button>
      </Box>
      <Honeypot idPrefix="subscribe" />
      <PageLanguageField />
      <SubmissionStatus state={state} />
    </Box>
  );
}
