import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import { useNearViewport } from '../../components/public/useNearViewport';
import SocialLinks, { socialProfiles, type SocialProfile } from '../../components/SocialLinks';
import { useAgency, type Agency } from '../../shared/agency/agencyApi';
import { HydrationBoundary } from '../../shared/hydration';
import { associateBrands, brandLogoUrl } from './brands';
import commonText from '../../i18n/compiled/en/common';
import homeText from '../../i18n/compiled/en/home';
import { useT } from '../../i18n';

/* The feeds' facades are fetched only when the Follow Us section comes into view. */
const SocialFeeds = lazy(() => import(/* webpackChunkName: "home-feeds" */ './SocialFeeds'));

/** "@handle" from a profile URL (its last path segment), for the Follow Us cards. */
function profileHandle(href: string): string {
  const segment = new URL(href).pathname.split('/').filter(Boolean).pop() ?? '';
  return segment.startsWith('@') ? segment : `@${segment}`;
}

function AssociateBrands() {
  const t = useT(homeText);
  return (
    <Container component="section" aria-labelledby="brands-title" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography
        id="brands-title"
        variant="h2"
        sx={{ textAlign: 'center', fontSize: { xs: '1.7rem', md: '2.1rem' } }}
      >
        {t('brandsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 5 }}>
        {t('brandsText')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
        {associateBrands.map((company) => (
          <Grid item xs={6} sm={4} md={3} lg={2.4} key={company.slug} component="li">
            <Card
              variant="outlined"
              sx={{
                p: 2,
                height: '100%',
                borderRadius: 3,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 1,
              }}
            >
              <img
                src={brandLogoUrl(company.slug)}
                alt={t('logoAlt', { name: company.name })}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
              <Typography lang="en" sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.25 }}>
                {company.name}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.8rem' }}>
                {t(company.industry)}
              </Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

/**
 * "Follow Us": a card per configured social profile and, where feed URLs are configured, the embedded
 * feeds behind click-to-load facades (their code loads only when the section is scrolled to). Hidden when
 * the agency has neither.
 */
function FollowUs() {
  const agency = useAgency();
  const profiles = socialProfiles(agency);
  if (profiles.length === 0 && !agency?.feeds) return null;
  return <FollowUsSection profiles={profiles} feeds={agency?.feeds} />;
}

function FollowUsSection({ profiles, feeds }: { profiles: SocialProfile[]; feeds: Agency['feeds'] }) {
  const t = useT(homeText);
  const common = useT(commonText);
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby="follow-title"
      sx={{ bgcolor: '#061f4d', color: 'common.white', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4} alignItems="center">
          <Grid item xs={12} md={5}>
            <Typography id="follow-title" variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
              {t('followTitle')}
            </Typography>
            <Typography sx={{ mt: 1.5, opacity: 0.88 }}>{t('followText')}</Typography>
            <Box sx={{ mt: 3 }}>
              <SocialLinks tone="light" />
            </Box>
          </Grid>
          <Grid item xs={12} md={7}>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
              {profiles.map(({ key, label, href, Icon }) => (
                <Grid item xs={12} sm={6} key={key} component="li">
                  <Box
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 2,
                      p: 2,
                      borderRadius: 3,
                      bgcolor: 'rgba(255,255,255,0.08)',
                      color: 'common.white',
                      textDecoration: 'none',
                      border: '1px solid rgba(255,255,255,0.14)',
                      '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.16)' },
                    }}
                  >
                    <Icon sx={{ fontSize: 36 }} aria-hidden />
                    <Box sx={{ minWidth: 0 }}>
                      <Box sx={{ fontWeight: 700 }}>{label}</Box>
                      <Box sx={{ opacity: 0.8, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                        {profileHandle(href)}{' '}
                        <Box component="span" sx={visuallyHidden}>
                          {common('newTab')}
                        </Box>
                      </Box>
                    </Box>
                  </Box>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>
        {feeds && near && (
          <Suspense fallback={null}>
            <SocialFeeds feeds={feeds} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}

/** The home page's last two sections, each hydrated in its own task. */
export default function HomeLowerSections() {
  return (
    <>
      <HydrationBoundary>
        <AssociateBrands />
      </HydrationBoundary>
      <HydrationBoundary>
        <FollowUs />
      </HydrationBoundary>
    </>
  );
}
