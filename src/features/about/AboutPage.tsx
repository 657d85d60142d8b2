import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CleaningServices from '@mui/icons-material/CleaningServices';
import EmojiFoodBeverage from '@mui/icons-material/EmojiFoodBeverage';
import Groups from '@mui/icons-material/Groups';
import Payments from '@mui/icons-material/Payments';
import type { SvgIconComponent } from '@mui/icons-material';
import { useAgency } from '../../shared/agency/agencyApi';
import { addressOneLine } from '../../shared/agency/agencyFormat';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import CallToAction from '../../components/CallToAction';
import ComingSoon from '../../components/ComingSoon';
import MapEmbed from '../../components/MapEmbed';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../shared/pageMeta';
import { useListTeamMembersQuery } from '../team';
import { counters, industries, serviceBullets, services, type Service } from './services';
import aboutText from '../../i18n/compiled/en/about';
import { LOCALE_INFO, useLocale, useT } from '../../i18n';

const serviceIcons: Record<Service, SvgIconComponent> = {
  recruitment: Groups,
  payroll: Payments,
  housekeeping: CleaningServices,
  tea: EmojiFoodBeverage,
};

const sectionTitleSx = { fontSize: { xs: '1.7rem', md: '2.1rem' } } as const;

function Hero() {
  const name = useAgency()?.name;
  const t = useT(aboutText);
  return (
    <Box
      component="header"
      sx={{
        background: 'radial-gradient(circle at 15% 10%, #1d56b8 0%, #0b3d91 40%, #061f4d 100%)',
        color: 'common.white',
        py: { xs: 7, md: 11 },
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        <Typography
          sx={{
            color: '#ffd2b0',
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            fontSize: '0.85rem',
            mb: 1.5,
          }}
        >
          {name ? t('aboutName', { name }) : t('aboutUs')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.2rem' }, fontWeight: 800 }}>
          {t('heroTitle')}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: { md: '1.15rem' }, opacity: 0.9 }}>{t('heroText')}</Typography>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 4, px: 5 }}
        >
          {t('joinNow')}
        </Button>
      </Container>
    </Box>
  );
}

function Counters() {
  const t = useT(aboutText);
  return (
    <Container maxWidth="lg" sx={{ mt: { xs: -4, md: -6 }, position: 'relative' }}>
      <Card sx={{ borderRadius: 4, boxShadow: '0 20px 50px rgba(6,31,77,0.15)', py: { xs: 2, md: 3 } }}>
        <Grid container component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {counters.map((counter, index) => (
            <Grid
              item
              xs={6}
              md={3}
              key={counter.label}
              component="li"
              sx={{ textAlign: 'center', py: 2, borderLeft: { md: index ? '1px solid #e3e7ef' : 'none' } }}
            >
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: { xs: '2rem', md: '2.6rem' },
                  fontWeight: 800,
                  color: 'primary.main',
                  lineHeight: 1.1,
                }}
              >
                {counter.value}
              </Typography>
              <Typography
                component="span"
                sx={{ display: 'block', color: 'text.secondary', fontWeight: 600 }}
              >
                {t(counter.label)}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Card>
    </Container>
  );
}

function Intro() {
  const agency = useAgency();
  const t = useT(aboutText);
  const udyam = agency?.msmeNumber ? t('udyam', { number: agency.msmeNumber }) : '';
  return (
    <Container component="section" aria-labelledby="intro-title" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid item xs={12} md={6}>
          <Typography id="intro-title" variant="h2" sx={sectionTitleSx}>
            {t('whoWeAre')}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.05rem' }}>
            {agency ? t('introNamed', { name: agency.name, udyam }) : t('introUnnamed', { udyam })}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.05rem' }}>
            {t('introFee')}
          </Typography>
        </Grid>
        <Grid item xs={12} md={6}>
          <Box
            component="section"
            aria-labelledby="industries-title"
            sx={{ bgcolor: '#eef2fa', borderRadius: 4, p: { xs: 3, md: 4 } }}
          >
            <Typography id="industries-title" variant="h2" sx={{ fontSize: '1.45rem', mb: 2.5 }}>
              {t('industriesTitle')}
            </Typography>
            <Grid container spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
              {industries.map((industry) => (
                <Grid item xs={12} sm={6} key={industry} component="li">
                  <Stack direction="row" spacing={1} alignItems="center">
                    <CheckCircle sx={{ color: 'secondary.main' }} fontSize="small" aria-hidden />
                    <span>{t(industry)}</span>
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}

/** Service layout 1: four cards side by side. */
function ServiceCards() {
  const t = useT(aboutText);
  return (
    <Box
      component="section"
      aria-labelledby="services-title"
      sx={{ bgcolor: '#f0f3f9', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Typography id="services-title" variant="h2" sx={{ ...sectionTitleSx, textAlign: 'center' }}>
          {t('servicesTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 5 }}>
          {t('servicesText')}
        </Typography>
        <Grid container spacing={3}>
          {services.map((service) => {
            const Icon = serviceIcons[service];
            return (
              <Grid item xs={12} sm={6} md={3} key={service}>
                <Card variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 4 }}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: 3,
                      bgcolor: 'primary.main',
                      color: 'common.white',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <Icon aria-hidden />
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 2 }}>
                    {t(`${service}Title`)}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{ pl: 2.25, mb: 0, mt: 1.5, color: 'text.secondary', '& li': { mb: 0.75 } }}
                  >
                    {serviceBullets(service)
                      .slice(0, 3)
                      .map((bullet) => (
                        <li key={bullet}>{t(bullet)}</li>
                      ))}
                  </Box>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}

/** Service layout 2: alternating rows with the full bullet lists. */
function ServiceRows() {
  const t = useT(aboutText);
  return (
    <Container
      component="section"
      aria-labelledby="services-detail-title"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Typography
        id="services-detail-title"
        variant="h2"
        sx={{ ...sectionTitleSx, textAlign: 'center', mb: 5 }}
      >
        {t('howWeWork')}
      </Typography>
      {/*
        A plain grid of rows, not a Stack: Stack resets its children's margins, which undid the Grid
        containers' negative margins and pushed every row out by its spacing (a sideways scroll at 900-1199
        px, coloured blocks touching the edge on phones).
      */}
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
        {services.map((service, index) => {
          const Icon = serviceIcons[service];
          return (
            <Grid
              container
              spacing={{ xs: 2, md: 6 }}
              alignItems="center"
              key={service}
              direction={index % 2 ? 'row-reverse' : 'row'}
            >
              <Grid item xs={12} md={5}>
                <Box
                  aria-hidden
                  sx={{
                    height: { xs: 140, md: 220 },
                    borderRadius: 4,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'common.white',
                    background:
                      index % 2
                        ? 'linear-gradient(135deg, #e06a1b, #b34700)'
                        : 'linear-gradient(135deg, #1d56b8, #072a66)',
                  }}
                >
                  <Icon sx={{ fontSize: { xs: 64, md: 96 } }} />
                </Box>
              </Grid>
              <Grid item xs={12} md={7}>
                <Typography variant="h3" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700 }}>
                  {t(`${service}Title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                  {t(`${service}Summary`)}
                </Typography>
                <Grid container spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
                  {serviceBullets(service).map((bullet) => (
                    <Grid item xs={12} sm={6} key={bullet} component="li">
                      <Stack direction="row" spacing={1} alignItems="flex-start">
                        <CheckCircle color="primary" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                        <span>{t(bullet)}</span>
                      </Stack>
                    </Grid>
                  ))}
                </Grid>
              </Grid>
            </Grid>
          );
        })}
      </Box>
    </Container>
  );
}

function Team() {
  const { data, isLoading, error } = useListTeamMembersQuery();
  useLoggedError(error, 'the team');
  const t = useT(aboutText);
  const members = error ? [] : (data ?? []);
  return (
    <Box component="section" aria-labelledby="team-title" sx={{ bgcolor: '#f0f3f9', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id="team-title" variant="h2" sx={{ ...sectionTitleSx, textAlign: 'center', mb: 5 }}>
          {t('teamTitle')}
        </Typography>
        {isLoading ? (
          <Grid container spacing={3}>
            {[0, 1, 2, 3].map((index) => (
              <Grid item xs={6} md={3} key={index}>
                <Skeleton variant="rounded" height={240} />
              </Grid>
            ))}
          </Grid>
        ) : members.length === 0 ? (
          <ComingSoon text="comingSoonTeam" />
        ) : (
          <Grid
            container
            spacing={3}
            component="ul"
            sx={{ listStyle: 'none', p: 0, mb: 0 }}
            justifyContent="center"
          >
            {members.map((member) => (
              <Grid item xs={6} sm={4} md={3} key={member.id} component="li">
                <Card variant="outlined" sx={{ p: 3, textAlign: 'center', borderRadius: 4, height: '100%' }}>
                  <Avatar
                    src={fileUrl(member.photo)}
                    alt={member.name}
                    imgProps={{ width: 112, height: 112, loading: 'lazy', lang: 'en' }}
                    sx={{
                      width: { xs: 88, md: 112 },
                      height: { xs: 88, md: 112 },
                      mx: 'auto',
                      mb: 2,
                      border: '4px solid #e3ebfa',
                    }}
                  />
                  {/* Name and position as staff typed them (English on every language's page). */}
                  <Typography variant="h3" lang="en" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                    {member.name}
                  </Typography>
                  <Typography lang="en" color="text.secondary" sx={{ fontSize: '0.95rem', mt: 0.5 }}>
                    {member.position}
                  </Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}

/** The street-view embeds of the office; the section is left out when none is configured. */
function OfficeViews() {
  const agency = useAgency();
  const t = useT(aboutText);
  const locale = useLocale();
  const views = agency?.streetViewUrls ?? [];
  if (views.length === 0) return null;
  const address = addressOneLine(agency?.address, LOCALE_INFO[locale].intl);
  return (
    <Container component="section" aria-labelledby="office-title" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography id="office-title" variant="h2" sx={{ ...sectionTitleSx, textAlign: 'center' }}>
        {t('officeTitle')}
      </Typography>
      {address && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
          {address}
        </Typography>
      )}
      <Grid container spacing={3} sx={{ mt: 1 }}>
        {views.map((url, index) => (
          <Grid item xs={12} md={views.length > 1 ? 6 : 12} key={url}>
            <MapEmbed
              src={url}
              title={t('streetView', { view: index + 1, views: views.length })}
              height={320}
            />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

/** The About page (SPEC §2 About). */
export default function AboutPage() {
  const meta = usePageMeta();
  usePageTitle(meta.about.title);
  return (
    <>
      <Hero />
      <Counters />
      <Intro />
      <ServiceCards />
      <ServiceRows />
      <Team />
      <OfficeViews />
      <CallToAction title="ctaAbout" text="ctaAboutText" />
    </>
  );
}
