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
import { useAgency } from '../agency/agencyApi';
import { addressLines, currentCertificate, longDate, telHref } from '../agency/agencyFormat';
import { paths } from '../paths';
import SocialLinks from '../../components/SocialLinks';
import BrandLogo from './BrandLogo';
import { SubscribeForm } from '../../features/subscribers';

const footerLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
  { label: 'Domestic Jobs', to: paths.domestic },
  { label: 'International Jobs', to: paths.international },
] as const;

const linkSx = { color: 'rgba(255,255,255,0.88)', '&:hover': { color: 'common.white' } } as const;

/** Public footer: links, contact details, social links and the subscribe form. */
export default function PublicFooter() {
  const agency = useAgency();
  const phones = agency?.phones ?? [];
  const address = addressLines(agency?.address);
  const certificate = currentCertificate(agency);
  const hasContact = phones.length > 0 || Boolean(agency?.email) || address.length > 0;
  return (
    <Box component="footer" sx={{ bgcolor: '#061f4d', color: 'common.white', pt: { xs: 6, md: 8 }, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid item xs={12} md={4}>
            <BrandLogo tone="light" />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.82)', maxWidth: 340 }}>
              Recruitment, payroll and housekeeping services from Ahmedabad since 2015. We never charge job
              seekers any fee.
            </Typography>
            <Box sx={{ mt: 2.5 }}>
              <SocialLinks tone="light" />
            </Box>
          </Grid>
          <Grid item xs={6} md={2}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1.05rem' }}>
              Quick links
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          {hasContact && (
            <Grid item xs={12} sm={6} md={3}>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: '1.05rem' }}>
                Get in touch
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
              Job alerts
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.82)', mb: 2, fontSize: '0.95rem' }}>
              Get new openings in your inbox. No spam, unsubscribe any time.
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
              {agency?.msmeNumber && <>MSME (Udyam) registration {agency.msmeNumber}</>}
              {agency?.msmeNumber && certificate && ' · '}
              {certificate && (
                <>
                  Recruiting agent registration {certificate.number} under the Emigration Act, 1983
                  {certificate.validUntil && `, valid until ${longDate(certificate.validUntil)}`}
                </>
              )}
            </Box>
          )}
          © {new Date().getFullYear()} {agency?.name ?? ''}, Ahmedabad. All rights reserved.
        </Box>
      </Container>
    </Box>
  );
}
