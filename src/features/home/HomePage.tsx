import type { FormEvent } from 'react';
import { Link as RouterLink, useHref, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Handshake from '@mui/icons-material/Handshake';
import LocationCity from '@mui/icons-material/LocationCity';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Public from '@mui/icons-material/Public';
import Search from '@mui/icons-material/Search';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { paths } from '../../routes/paths';
import { usePageTitle } from '../../components/public/usePageTitle';
import { usePageMeta } from '../../shared/pageMeta';
import { useAgency } from '../../shared/agency/agencyApi';
import { deferredPart, HydrationBoundary } from '../../shared/hydration';
import LatestJobs from './LatestJobs';
import homeText from '../../i18n/compiled/en/home';
import layoutText from '../../i18n/compiled/en/layout';
import jobsText from '../../i18n/compiled/en/jobs';
import { useLocale, useT } from '../../i18n';
import { CATEGORY } from '../../domain/categories';
import { heroBrowse, heroLocation, jobListOf, jobSearchQuery, parseJobSearch } from '../../domain/jobSearch';
import { EMPLOYMENT_TYPES, formValue, placeText, useSearchJobsQuery } from '../jobs';

/*
 * The associate brands and Follow Us: far below the first screen. The server renders them; their code (the
 * brand list, the social icons) loads apart from the page's first scripts and hydrates when it arrives.
 */
const LowerSections = deferredPart(
  () => import(/* webpackChunkName: "home-lower" */ './HomeLowerSections'),
  'home-lower',
);

const selectSx = {
  width: '100%',
  appearance: 'none',
  border: '1px solid #c5cad6',
  borderRadius: 2,
  bgcolor: '#f3f5f9',
  color: '#4a5163',
  font: 'inherit',
  px: 1.5,
  py: 1.4,
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%234a5163' stroke-width='2' fill='none'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 14px center',
} as const;

function Hero() {
  const t = useT(homeText);
  const name = useAgency()?.name;
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background: 'radial-gradient(circle at 85% 20%, #1d56b8 0%, #0b3d91 38%, #061f4d 100%)',
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Stack
              direction="row"
              spacing={1}
              alignItems="center"
              sx={{ mb: 2, color: '#ffd2b0', fontWeight: 600 }}
            >
              <VerifiedUser fontSize="small" aria-hidden />
              <span>{t('registered')}</span>
            </Stack>
            <Typography
              id="home-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.3rem' },
                fontWeight: 800,
                letterSpacing: -0.5,
              }}
            >
              {t('title')}
            </Typography>
            <Typography
              sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.9, maxWidth: 560 }}
            >
              {name ? t('introNamed', { name }) : t('intro')}
            </Typography>
            <HeroSearch />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <HeroArt />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/**
 * The hero's job search: Location (the countries and cities of the open jobs) and Browse by (their
 * categories and employment types). "Find jobs" opens the filtered list: /domestic for a place in India
 * or the Domestic category, /international otherwise (jobListOf). Until the page's script runs it is a
 * plain GET form to /job/search, which the server answers with a redirect to that same list.
 */
function HeroSearch() {
  const t = useT(homeText);
  const layout = useT(layoutText);
  const jobs = useT(jobsText);
  const locale = useLocale();
  const navigate = useNavigate();
  const action = useHref(paths.jobSearch);
  const { data } = useSearchJobsQuery({ pageSize: 0 });
  const facets = data?.facets;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = parseJobSearch(formValue(event.currentTarget), EMPLOYMENT_TYPES);
    void navigate(`${paths[jobListOf(search)]}${jobSearchQuery({ ...search, category: undefined })}`);
  };

  return (
    <Box
      component="form"
      method="get"
      action={action}
      onSubmit={submit}
      role="search"
      aria-label={t('jobSearch')}
      sx={{
        mt: 4,
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'common.white',
        color: 'text.primary',
        borderRadius: 3,
        boxShadow: '0 20px 50px rgba(0,0,0,0.25)',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 4.5fr) minmax(0, 4.5fr) minmax(0, 3fr)',
          },
          gap: 1.5,
          alignItems: 'end',
        }}
      >
        <div>
          <Box
            component="label"
            htmlFor="hero-location"
            sx={{ display: 'block', fontSize: '0.85rem', fontWeight: 600, mb: 0.5 }}
          >
            {t('location')}
          </Box>
          <Box component="select" id="hero-location" name="location" defaultValue="" sx={selectSx}>
            <option value="">{t('allLocations')}</option>
            {facets && facets.countries.length > 0 && (
              <optgroup label={t('countries')}>
                {facets.countries.map((country) => (
                  <option key={country.value} value={heroLocation(country.value)}>
                    {placeText({ city: null, country: country.value }, locale)}
                  </option>
                ))}
              </optgroup>
            )}
            {/* Each country's cities under its name (city names are shown as staff wrote them). */}
            {facets?.countries.map((country) => {
              const cities = facets.cities.filter((city) => city.country === country.value);
              return cities.length === 0 ? null : (
                <optgroup
                  key={country.value}
                  label={placeText({ city: null, country: country.value }, locale) ?? ''}
                >
                  {cities.map((city) => (
                    <option key={city.city} value={heroLocation(country.value, city.city)} lang="en">
                      {city.city}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </Box>
        </div>
        <div>
          <Box
            component="label"
            htmlFor="hero-browse"
            sx={{ display: 'block', fontSize: '0.85rem', fontWeight: 600, mb: 0.5 }}
          >
            {t('browseBy')}
          </Box>
          <Box component="select" id="hero-browse" name="browse" defaultValue="" sx={selectSx}>
            <option value="">{t('allJobs')}</option>
            {facets && facets.categories.length > 0 && (
              <optgroup label={t('categories')}>
                {facets.categories.map((category) => (
                  <option key={category.value} value={heroBrowse('category', category.value)}>
                    {category.value === CATEGORY.international ? layout('international') : layout('domestic')}
                  </option>
                ))}
              </optgroup>
            )}
            {facets && facets.types.length > 0 && (
              <optgroup label={t('types')}>
                {facets.types.map((type) => (
                  <option key={type.value} value={heroBrowse('type', type.value)}>
                    {jobs(`type_${type.value}`)}
                  </option>
                ))}
              </optgroup>
            )}
          </Box>
        </div>
        <div>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            fullWidth
            startIcon={<Search />}
            sx={{ py: 1.35 }}
          >
            {t('findJobs')}
          </Button>
        </div>
      </Box>
    </Box>
  );
}

/** Decorative figures beside the headline (desktop only). */
function HeroArt() {
  const t = useT(homeText);
  const stats = [
    { value: '3000+', label: t('statPlaced') },
    { value: '40+', label: t('statClients') },
    { value: '10+', label: t('statIndustries') },
  ];
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 360 }}>
      <Box
        sx={{
          position: 'absolute',
          inset: '20px 10px 20px 40px',
          borderRadius: '40% 60% 55% 45%',
          background: 'linear-gradient(160deg, #e06a1b, #b34700)',
          opacity: 0.9,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: '60px 60px 60px 90px',
          borderRadius: '50%',
          border: '2px dashed rgba(255,255,255,0.5)',
        }}
      />
      {stats.map((stat, index) => (
        <Box
          key={stat.label}
          sx={{
            position: 'absolute',
            left: [0, 150, 40][index],
            top: [30, 140, 250][index],
            bgcolor: 'common.white',
            color: 'primary.dark',
            borderRadius: 3,
            px: 2.5,
            py: 1.5,
            boxShadow: '0 14px 30px rgba(0,0,0,0.25)',
            minWidth: 170,
          }}
        >
          <Box sx={{ fontSize: '1.8rem', fontWeight: 800, lineHeight: 1.1 }}>{stat.value}</Box>
          <Box sx={{ color: 'text.secondary', fontWeight: 600 }}>{stat.label}</Box>
        </Box>
      ))}
    </Box>
  );
}

const categoryTiles = [
  {
    title: 'internationalTitle',
    text: 'internationalText',
    to: paths.international,
    Icon: Public,
    colour: '#0b3d91',
    tint: '#e3ebfa',
  },
  {
    title: 'domesticTitle',
    text: 'domesticText',
    to: paths.domestic,
    Icon: LocationCity,
    colour: '#b34700',
    tint: '#fdeee3',
  },
] as const;

function Categories() {
  const t = useT(homeText);
  return (
    <Container
      component="section"
      aria-labelledby="categories-title"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'flex-end' }}
        spacing={2}
        sx={{ mb: 4 }}
      >
        <Box>
          <Typography id="categories-title" variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
            {t('categoriesTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('categoriesText')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.international}
          endIcon={<ArrowForward />}
          sx={{ fontWeight: 700 }}
        >
          {t('viewAll')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {categoryTiles.map(({ title, text, to, Icon, colour, tint }) => (
          <div key={to}>
            <Card
              variant="outlined"
              sx={{
                borderRadius: 4,
                height: '100%',
                '&:hover': { boxShadow: '0 16px 40px rgba(11,61,145,0.12)' },
              }}
            >
              <CardActionArea component={RouterLink} to={to} sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
                <Stack direction="row" spacing={2.5} alignItems="flex-start">
                  <Box sx={{ bgcolor: tint, color: colour, borderRadius: 3, p: 1.5, display: 'flex' }}>
                    <Icon sx={{ fontSize: 40 }} aria-hidden />
                  </Box>
                  <Box>
                    <Typography variant="h3" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
                      {t(title)}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {t(text)}
                    </Typography>
                    <Stack
                      direction="row"
                      spacing={0.5}
                      alignItems="center"
                      sx={{ mt: 2, color: colour, fontWeight: 700 }}
                    >
                      <span>{t('seeOpenings')}</span>
                      <ArrowForward fontSize="small" aria-hidden />
                    </Stack>
                  </Box>
                </Stack>
              </CardActionArea>
            </Card>
          </div>
        ))}
      </Box>
    </Container>
  );
}

const steps = [
  {
    title: 'step1Title',
    text: 'step1Text',
    Icon: PersonAdd,
  },
  {
    title: 'step2Title',
    text: 'step2Text',
    Icon: Search,
  },
  {
    title: 'step3Title',
    text: 'step3Text',
    Icon: Handshake,
  },
] as const;

function HowItWorks() {
  const t = useT(homeText);
  return (
    <Box component="section" aria-labelledby="steps-title" sx={{ bgcolor: '#eef2fa', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography
          id="steps-title"
          variant="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '1.7rem', md: '2.1rem' } }}
        >
          {t('stepsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 5 }}>
          {t('stepsText')}
        </Typography>
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            gap: 3,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {steps.map(({ title, text, Icon }, index) => (
            <li key={title}>
              <Card variant="outlined" sx={{ p: 3.5, height: '100%', borderRadius: 4, position: 'relative' }}>
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    right: 20,
                    top: 12,
                    fontSize: '3.2rem',
                    fontWeight: 800,
                    color: '#dfe6f4',
                  }}
                >
                  {index + 1}
                </Box>
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mt: 2.5 }}>
                  <Box component="span" sx={{ color: 'secondary.main' }}>
                    {t('step', { number: index + 1 })}{' '}
                  </Box>
                  {t(title)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t(text)}
                </Typography>
              </Card>
            </li>
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.contact} variant="contained" size="large" sx={{ px: 4 }}>
            {t('join')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** The home page (SPEC §2 Home). */
export default function HomePage() {
  const meta = usePageMeta();
  usePageTitle(meta.home.title);
  return (
    <>
      <Hero />
      {/* The sections below the first screen hydrate in their own short tasks, after the hero. */}
      <HydrationBoundary>
        <Categories />
      </HydrationBoundary>
      <HydrationBoundary>
        <HowItWorks />
      </HydrationBoundary>
      <HydrationBoundary>
        <LatestJobs />
      </HydrationBoundary>
      <LowerSections />
    </>
  );
}
