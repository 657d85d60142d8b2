import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import { useAgency } from '../../shared/agency/agencyApi';
import { addressLines, currentCertificate, telHref } from '../../shared/agency/agencyFormat';
import layoutText from '../../i18n/compiled/en/layout';
import { LOCALE_INFO, useFormat, useT } from '../../i18n';
import { paths } from '../../routes/paths';
import SocialLinks from '../../components/SocialLinks';
import LanguageSwitcher from '../../i18n/LanguageSwitcher';
import BrandLogo from './BrandLogo';
import { SubscribeForm } from '../../features/subscribers';

/** The footer's quick links; each `label` is a key of the `layout` texts. */
const footerLinks = [
  { label: 'home', to: paths.home },
  { label: 'aboutUs', to: paths.about },
  { label: 'blog', to: paths.blog },
  { label: 'contact', to: paths.contact },
  { label: 'domesticJobs', to: paths.domestic },
  { label: 'internationalJobs', to: paths.international },
  { label: 'verifyUs', to: paths.verify },
] as const;

const linkSx = { color: 'rgba(255,255,255,0.88)', '&:hover': { color: 'common.white' } } as const;

/** Public footer: links, contact details, social links and the subscribe form. */
export default function PublicFooter() {
  const agency = useAgency();
  const t = useT(layoutText);
  const format = useFormat();
  const phones = agency?.phones ?? [];
  const address = addressLines(agency?.address, LOCALE_INFO[format.locale].intl);
  const certificate = currentCertificate(agency);
  const hasContact = phones.length > 0 || Boolean(agency?.email) || address.length > 0;
  return (
    <Box component="footer" sx={{ bgcolor: '#061f4d', color: 'common.white', pt: { xs: 6, md: 8 }, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid item xs={12} md={4}>
            <BrandLogo tone="light" />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.82)', maxWidth: 340 }}>
              {t('footerAbout')}
            </Typography>
            <Box sx={{ mt: 2.5 }}>
              <SocialLinks tone="light" />
            </Box>
          </Grid>
          <Grid item xs={6} md={2}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1.05rem' }}>
              {t('quickLinks')}
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          {hasContact && (
            <Grid item xs={12} sm={6} md={3}>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1.05rem' }}>
                {t('getInTouch')}
              </Typography>
              <Stack spacing={1.25} component="address" sx={{ fontStyle: 'normal' }}>
                {phones.map((phone) => (
                  <Stack key={phone} direction="row" spacing={1} alignItems="center">
                    <Phone fontSize="small" aria-hidden />
                    <Link href={telHref(phone)} sx={linkSx}>
                      {phone}
                    </Link>
                  </Stack>
                ))}
                {agency?.email && (
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Email fontSize="small" aria-hidden />
                    <Link href={`mailto:${agency.email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
                      {agency.email}
                    </Link>
                  </Stack>
                )}
                {address.length > 0 && (
                  <Stack direction="row" spacing={1} alignItems="flex-start">
                    <Place fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                    <Box sx={{ color: 'rgba(255,255,255,0.88)' }}>
                      {address.map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                    </Box>
                  </Stack>
                )}
              </Stack>
            </Grid>
          )}
          <Grid item xs={12} sm={6} md={3}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1.05rem' }}>
              {t('jobAlerts')}
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.82)', mb: 2, fontSize: '0.95rem' }}>
              {t('jobAlertsText')}
            </Typography>
            <SubscribeForm />
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.16)',
            mt: 6,
            pt: 3,
            textAlign: 'center',
            color: 'rgba(255,255,255,0.75)',
            fontSize: '0.9rem',
          }}
        >
          {(agency?.msmeNumber || certificate) && (
            <Box component="p" sx={{ m: 0, mb: 1 }}>
              {agency?.msmeNumber && t('msme', { number: agency.msmeNumber })}
              {agency?.msmeNumber && certificate && ' · '}
              {certificate &&
                (certificate.validUntil
                  ? t('certificateUntil', {
                      number: certificate.number,
                      date: format.calendarDate(certificate.validUntil),
                    })
                  : t('certificate', { number: certificate.number }))}
            </Box>
          )}
          <LanguageSwitcher tone="light" label="languageMenu" sx={{ justifyContent: 'center', mb: 1 }} />
          {t('copyright', { year: String(new Date().getFullYear()), name: agency?.name ?? '' })}
        </Box>
      </Container>
    </Box>
  );
}
