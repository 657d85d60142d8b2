import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { maxLength } from '../../api/limits';
import { formField } from '../../domain/publicForms';
import { useCreateSubscriberMutation } from './subscribersApi';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import { Honeypot } from '../../components/public/Honeypot';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { SubmissionStatus, type SubmissionState } from '../../components/public/SubmissionStatus';
import { formText } from '../../components/public/formText';
import layoutText from '../../i18n/compiled/en/layout';
import { localizedPath, useLocale, useT } from '../../i18n';
import { paths } from '../../routes/paths';

/** The form's one typed field, from its list (src/domain/publicForms.ts). */
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
      [EMAIL.name]: formText(form, EMAIL.name),
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
      <Box component="label" htmlFor={EMAIL.id} sx={visuallyHidden}>
        {t('yourEmail')}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          component="input"
          id={EMAIL.id}
          name={EMAIL.name}
          type={EMAIL.kind}
          required={EMAIL.required}
          placeholder="you@example.com"
          autoComplete={EMAIL.autoComplete}
          maxLength={maxLength[EMAIL.maxLength]}
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
