import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { useAgency } from '../../shared/agency/agencyApi';
import { deferredPart } from '../../shared/hydration';
import MapEmbed from '../../components/MapEmbed';
import PageHero from '../../components/PageHero';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../shared/pageMeta';
import { paths } from '../../routes/paths';
import contactText from '../../i18n/compiled/en/contact';
import noticeText from '../../i18n/compiled/en/notice';
import { useT } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';

/* The form and the contact details: rendered by the server, their code loaded apart. */
const ContactForm = deferredPart(
  () => import(/* webpackChunkName: "contact-form" */ './ContactForm'),
  'contact-form',
);
const ContactDetails = deferredPart(
  () => import(/* webpackChunkName: "contact-details" */ './ContactDetails'),
  'contact-details',
);

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
