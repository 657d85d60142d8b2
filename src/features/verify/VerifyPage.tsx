import type { ReactNode } from 'react';
import { isCertificateExpired } from '../../domain/certificate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import GppGood from '@mui/icons-material/GppGood';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { useAgency } from '../../shared/agency/agencyApi';
import { telHref, whatsappHref } from '../../shared/agency/agencyFormat';
import PageHero from '../../components/PageHero';
import { usePageMeta } from '../../shared/pageMeta';
import { usePageTitle } from '../../components/public/usePageTitle';
import verifyText from '../../i18n/compiled/en/verify';
import { useFormat, useT } from '../../i18n';

/** Official places to check an agency and to report fraud (government sites and helplines). */
export const OFFICIAL = {
  emigrate: 'https://emigrate.gov.in/',
  udyamVerify: 'https://udyamregistration.gov.in/Udyam_Verify.aspx',
  cybercrime: 'https://cybercrime.gov.in/',
  madad: 'https://madad.gov.in/',
  cyberHelpline: '1930',
  emigrateHelpline: '1800 11 3090',
} as const;

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
      <Typography
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.3rem', mb: 1.5 }}
      >
        {icon}
        {title}
      </Typography>
      {children}
    </Card>
  );
}

const External = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" underline="always" sx={{ fontWeight: 600 }}>
    {children}
  </Link>
);

/**
 * How a visitor checks that the agency is who it says: its Emigration Act certificate (and how to look it up
 * on eMigrate), its MSME number, its only official contacts, what it never does, the warning signs from the
 * government's advisories, and where to report a fraud. Blocks whose data the agency has not configured are
 * left out; an expired certificate is said to be expired.
 */
export default function VerifyPage() {
  const meta = usePageMeta();
  usePageTitle(meta.verify.title);
  const t = useT(verifyText);
  const format = useFormat();
  const agency = useAgency();
  const certificate = agency?.emigrationCertificate;
  const expired = isCertificateExpired(certificate?.validUntil);
  const longDate = format.calendarDate;
  const phones = agency?.phones ?? [];
  const emailDomain = agency?.email?.split('@')[1];

  return (
    <>
      <PageHero title={meta.verify.title} subtitle={meta.verify.description} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{t('intro')}</Typography>
        <Stack spacing={3}>
          {certificate && agency && (
            <Section title={t('certificateHeading')} icon={<GppGood aria-hidden color="success" />}>
              <Typography sx={{ mb: 2 }}>{t('certificateText', { name: agency.name })}</Typography>
              <Grid container spacing={2} component="dl" sx={{ m: 0, '& dd': { m: 0, fontWeight: 700 } }}>
                <Grid item xs={12} sm={7}>
                  <Typography component="dt" color="text.secondary">
                    {t('certificateNumber')}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="certificate-number"
                  >
                    {certificate.number}
                  </Typography>
                </Grid>
                {certificate.validUntil && (
                  <Grid item xs={12} sm={5}>
                    <Typography component="dt" color="text.secondary">
                      {t('validUntil')}
                    </Typography>
                    <Typography component="dd">
                      {longDate(certificate.validUntil)}
                      {!expired && (
                        <Box
                          component="span"
                          sx={{ display: 'block', color: 'success.dark', fontWeight: 600 }}
                        >
                          {t('certificateValid')}
                        </Box>
                      )}
                    </Typography>
                  </Grid>
                )}
              </Grid>
              {expired && certificate.validUntil && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {t('certificateExpired', { date: longDate(certificate.validUntil) })}
                </Alert>
              )}
              <Typography component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
                {t('howToCheckHeading')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
                <li>{t('howToCheck1')}</li>
                <li>{t('howToCheck2')}</li>
                <li>{t('howToCheck3')}</li>
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <External href={OFFICIAL.emigrate}>{t('openEmigrate')}</External>
              </Box>
            </Section>
          )}

          {agency?.msmeNumber && (
            <Section title={t('msmeHeading')}>
              <Typography sx={{ mb: 1 }}>{t('msmeText', { number: agency.msmeNumber })}</Typography>
              <External href={OFFICIAL.udyamVerify}>{t('openUdyam')}</External>
            </Section>
          )}

          {(phones.length > 0 || agency?.whatsapp || emailDomain) && (
            <Section title={t('contactsHeading')}>
              <Typography sx={{ mb: 1.5 }}>{t('contactsText')}</Typography>
              <Box component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', mt: 1 }, '& dd': { m: 0 } }}>
                {phones.length > 0 && (
                  <>
                    <dt>{t('phones')}</dt>
                    {phones.map((phone) => (
                      <dd key={phone}>
                        <Link href={telHref(phone)} underline="always" sx={{ fontWeight: 600 }}>
                          {phone}
                        </Link>
                      </dd>
                    ))}
                  </>
                )}
                {agency?.whatsapp && (
                  <>
                    <dt>{t('whatsapp')}</dt>
                    <dd>
                      <External href={whatsappHref(agency.whatsapp)}>{agency.whatsapp}</External>
                    </dd>
                  </>
                )}
                {emailDomain && (
                  <>
                    <dt>{t('email')}</dt>
                    <dd>{t('emailDomain', { domain: emailDomain })}</dd>
                  </>
                )}
              </Box>
            </Section>
          )}

          <Section title={t('neverHeading')} icon={<Block aria-hidden color="error" />}>
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
              <li>{t('never1')}</li>
              <li>{t('never2')}</li>
              <li>{t('never3')}</li>
              <li>{t('never4')}</li>
              <li>{t('never5')}</li>
            </Box>
          </Section>

          <Section
            title={t('flagsHeading')}
            icon={<ReportProblem aria-hidden sx={{ color: 'secondary.main' }} />}
          >
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
              <li>{t('flag1')}</li>
              <li>{t('flag2')}</li>
              <li>{t('flag3')}</li>
              <li>{t('flag4')}</li>
              <li>{t('flag5')}</li>
            </Box>
          </Section>

          <Section title={t('reportHeading')}>
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
              <li>
                <Link href={telHref(OFFICIAL.cyberHelpline)} underline="always" sx={{ fontWeight: 600 }}>
                  {t('report1930')}
                </Link>
              </li>
              <li>
                <External href={OFFICIAL.cybercrime}>{t('reportCyber')}</External>
              </li>
              <li>
                {t('reportEmigrate')} <External href={OFFICIAL.emigrate}>emigrate.gov.in</External>
                {' · '}
                <Link href={telHref(OFFICIAL.emigrateHelpline)} underline="always">
                  {OFFICIAL.emigrateHelpline}
                </Link>
              </li>
              <li>
                <External href={OFFICIAL.madad}>{t('reportMadad')}</External>
              </li>
              <li>{t('reportUs')}</li>
            </Box>
          </Section>
        </Stack>
      </Container>
    </>
  );
}
