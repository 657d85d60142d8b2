import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useAgency } from '../../app/agency/agencyApi';
import { addressLines, telHref } from '../../app/agency/agencyFormat';
import { MESSAGE_MAX, TEXT_MAX } from '../../app/constants';
import MapEmbed from '../../components/MapEmbed';
import PageHero from '../../components/PageHero';
import SocialLinks, { socialProfiles } from '../../components/SocialLinks';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import { Honeypot } from '../../components/public/Honeypot';
import { formLanguage, PageLanguageField } from '../../components/public/PageLanguageField';
import { SubmissionStatus, type SubmissionState } from '../../components/public/SubmissionStatus';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../components/public/pageMeta';
import { useCreateEnquiryMutation, type EnquiryInput } from '../enquiries';
import { formText } from '../../components/public/formText';
import { paths } from '../../app/paths';
import contactText from '../../i18n/compiled/en/contact';
import noticeText from '../../i18n/compiled/en/notice';
import whatsappText from '../../i18n/compiled/en/whatsapp';
import { whatsappChatUrl } from '../../app/agency/whatsappLinks';
import { LOCALE_INFO, localizedPath, useLocale, useT } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';

const PURPOSES = [
  { value: 'jobseeker', label: 'purposeJobseeker' },
  { value: 'employer', label: 'purposeEmployer' },
] as const satisfies ReadonlyArray<{
  value: EnquiryInput['purpose'];
  label: keyof typeof contactText.messages;
}>;

function ContactForm() {
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
          <TextField
            label={t('name')}
            name="name"
            id="contact-name"
            autoComplete="name"
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
        </Grid>
        <Grid item xs={12} sm={6}>
          <TextField
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
          <TextField
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
          <TextField
            label={t('purpose')}
            name="purpose"
            id="contact-purpose"
            select
            required
            fullWidth
            defaultValue=""
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
          >
            <option value="" disabled>
              {t('selectOne')}
            </option>
            {PURPOSES.map((purpose) => (
              <option key={purpose.value} value={purpose.value}>
                {t(purpose.label)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid item xs={12}>
          <TextField
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

const detailTitleSx = { fontSize: '1.35rem', mb: 1.5 } as const;

/**
 * The agency's phones, WhatsApp (a chat with a greeting typed in), e-mail, address and social links; each
 * block only when configured.
 */
function ContactDetails() {
  const agency = useAgency();
  const whatsapp = useT(whatsappText);
  const t = useT(contactText);
  const locale = useLocale();
  const phones = agency?.phones ?? [];
  const address = addressLines(agency?.address, LOCALE_INFO[locale].intl);
  return (
    <Stack spacing={3}>
      {(phones.length > 0 || agency?.whatsapp) && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('callUs')}
          </Typography>
          <Stack spacing={1}>
            {phones.map((phone) => (
              <Stack key={phone} direction="row" spacing={1.25} alignItems="center">
                <Phone color="primary" fontSize="small" aria-hidden />
                <Link href={telHref(phone)} sx={{ fontWeight: 600 }}>
                  {phone}
                </Link>
              </Stack>
            ))}
            {agency?.whatsapp && (
              <Stack direction="row" spacing={1.25} alignItems="center">
                <WhatsApp color="primary" fontSize="small" aria-hidden />
                <Link
                  href={whatsappChatUrl(agency.whatsapp, whatsapp('chatMessage'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ fontWeight: 600 }}
                >
                  {t('whatsapp', { number: agency.whatsapp })}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('newTab')}
                  </Box>
                </Link>
              </Stack>
            )}
          </Stack>
        </Box>
      )}
      {agency?.email && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('writeToUs')}
          </Typography>
          <Stack direction="row" spacing={1.25} alignItems="center">
            <Email color="primary" fontSize="small" aria-hidden />
            <Link href={`mailto:${agency.email}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {agency.email}
            </Link>
          </Stack>
        </Box>
      )}
      {address.length > 0 && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('visitOffice')}
          </Typography>
          <Stack
            direction="row"
            spacing={1.25}
            alignItems="flex-start"
            component="address"
            sx={{ fontStyle: 'normal' }}
          >
            <Place color="primary" fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
            <Box>
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
          </Stack>
        </Box>
      )}
      {socialProfiles(agency).length > 0 && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('followUs')}
          </Typography>
          <SocialLinks />
        </Box>
      )}
    </Stack>
  );
}

/** /contact: scam warning, enquiry form, contact details, social links and the office map. */
export default function ContactPage() {
  const meta = usePageMeta();
  usePageTitle(meta.contact.title);
  const agency = useAgency();
  const firstPhone = agency?.phones?.[0];
  const notice = useT(noticeText);
  const t = useT(contactText);
  return (
    <>
      <PageHero title={meta.contact.title} subtitle={meta.contact.description} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert
          severity="warning"
          variant="outlined"
          role="note"
          sx={{
            mb: 5,
            bgcolor: '#fff8f1',
            borderColor: 'secondary.light',
            '& .MuiAlert-icon': { color: 'secondary.main' },
          }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('noFeeTitle')}</AlertTitle>
          {agency ? t('noFeeAgency', { name: agency.name }) : t('noFeeWe')}{' '}
          {firstPhone ? t('fraudCall', { phone: firstPhone }) : t('fraudTell')}{' '}
          <Link component={RouterLink} to={paths.verify} sx={{ fontWeight: 700 }}>
            {notice('verifyLink')}
          </Link>
        </Alert>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid item xs={12} md={7}>
            <Card variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
              <ContactForm />
            </Card>
          </Grid>
          <Grid item xs={12} md={5}>
            <ContactDetails />
          </Grid>
        </Grid>
        {agency?.mapUrl && (
          <Box component="section" aria-label={t('officeMap')} sx={{ mt: { xs: 5, md: 8 } }}>
            <MapEmbed src={agency.mapUrl} title={t('mapTitle', { name: agency.name })} height={380} />
          </Box>
        )}
      </Container>
    </>
  );
}
