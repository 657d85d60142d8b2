import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { CATEGORY } from '../../shared/constants';
import { HydrationBoundary } from '../../shared/hydration';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import RichText from '../../components/RichText';
import { useContentLanguage } from '../../components/public/useContentLanguage';
import SafeMigrationCard from './SafeMigrationCard';
import { EMPLOYMENT_TYPE_LABELS, placeText, salaryRangeText } from './jobFacts';
import type { Job } from './jobsApi';
import jobsText from '../../i18n/compiled/en/jobs';
import { LOCALE_INFO, useFormat, useT, type Translate } from '../../i18n';

type JobsKey = keyof (typeof jobsText)['messages'];

/** Material Icons' paths of the overview's facts (Business, CurrencyRupee, Event, ...). */
const GLYPHS = {
  business: [
    'M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z',
  ],
  rupee: [
    'M13.66 7c-.56-1.18-1.76-2-3.16-2H6V3h12v2h-3.26c.48.58.84 1.26 1.05 2H18v2h-2.02c-.25 2.8-2.61 5-5.48 5h-.73l6.73 7h-2.77L7 14v-2h3.5c1.76 0 3.22-1.3 3.46-3H6V7z',
  ],
  event: [
    'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z',
  ],
  payments: [
    'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
  ],
  place: [
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  ],
  public: [
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-1 17.93c-3.95-.49-7-3.85-7-7.93 0-.62.08-1.21.21-1.79L9 15v1c0 1.1.9 2 2 2zm6.9-2.54c-.26-.81-1-1.39-1.9-1.39h-1v-3c0-.55-.45-1-1-1H8v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41c2.93 1.19 5 4.06 5 7.41 0 2.08-.8 3.97-2.1 5.39',
  ],
  schedule: [
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
    'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  ],
  school: ['M5 13.18v4L12 21l7-3.82v-4L12 17zM12 3 1 9l11 6 9-4.91V17h2V9z'],
  trendingUp: ['m16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6z'],
  workHistory: [
    'M18 11c1.49 0 2.87.47 4 1.26V8c0-1.11-.89-2-2-2h-4V4c0-1.11-.89-2-2-2h-4c-1.11 0-2 .89-2 2v2H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h7.68c-.43-.91-.68-1.92-.68-3 0-3.87 3.13-7 7-7m-8-7h4v2h-4z',
    'M18 13c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5m1.65 7.35L17.5 18.2V15h1v2.79l1.85 1.85z',
  ],
} as const;
type Glyph = keyof typeof GLYPHS;

/*
 * The overview's facts as plain elements under one class (their parts by short class names under it): about
 * ten facts of five MUI elements each were most of what the job page computed while a phone hydrated it.
 * It looks as the Stack, Box, Typography and icons it replaces.
 */
const OverviewList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 18,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& .ov-item': { display: 'flex', alignItems: 'flex-start', gap: 16 },
  '& .ov-icon': {
    display: 'flex',
    padding: 8,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: '#e3ebfa',
    color: theme.palette.primary.main,
  },
  '& .ov-icon svg': { width: 24, height: 24, flexShrink: 0, fill: 'currentColor' },
  '& .ov-label, & .ov-value': { ...theme.typography.body1, display: 'block', fontWeight: 600 },
  '& .ov-label': { color: theme.palette.text.secondary, fontSize: '0.85rem' },
}));

/**
 * One fact of the overview; `lang` marks a value staff typed (shown as entered, in English, on every
 * language's page).
 */
function OverviewItem({
  icon,
  label,
  value,
  lang,
}: {
  icon: Glyph;
  label: string;
  value: ReactNode;
  lang?: string;
}) {
  return (
    <li className="ov-item">
      <span className="ov-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          {GLYPHS[icon].map((path) => (
            <path key={path} d={path} />
          ))}
        </svg>
      </span>
      <span>
        <span className="ov-label">{label}</span>
        <span className="ov-value" lang={value ? lang : undefined}>
          {value || '—'}
        </span>
      </span>
    </li>
  );
}

/** The optional facts of a job that has them, in the overview's order. */
function postingFacts(
  job: Job,
  t: Translate<JobsKey>,
  format: ReturnType<typeof useFormat>,
): Array<{ icon: Glyph; label: string; value: ReactNode; lang?: string }> {
  const english = format.locale === 'en';
  const country = job.country
    ? placeText({ city: null, country: job.country }, LOCALE_INFO[format.locale].intl)
    : null;
  const facts: Array<{ icon: Glyph; label: string; value: ReactNode; lang?: string }> = [
    { icon: 'business', label: t('employer'), value: job.employer_name, lang: 'en' },
    {
      icon: 'schedule',
      label: t('employmentType'),
      value: job.employment_type
        ? english
          ? EMPLOYMENT_TYPE_LABELS[job.employment_type]
          : t(`type_${job.employment_type}`)
        : null,
    },
    {
      icon: 'public',
      label: t('cityCountry'),
      // The city as staff typed it, the country named in the page's language.
      value: english ? (
        placeText(job)
      ) : job.city ? (
        <>
          <span lang="en">{job.city}</span>
          {country ? `, ${country}` : null}
        </>
      ) : (
        country
      ),
    },
    {
      icon: 'payments',
      label: t('salaryRange'),
      value: english
        ? salaryRangeText(job)
        : salaryRangeText(job, {
            period: (period) => t(`per_${period}`),
            from: (amount) => t('from', { amount }),
            upTo: (amount) => t('upTo', { amount }),
          }),
    },
    {
      icon: 'event',
      label: job.closed ? t('closedOn') : t('applyBy'),
      // Written out in the page's language ("21 December 2099", "21 ડિસેમ્બર, 2099"), never abbreviated.
      value: job.valid_through ? format.calendarDate(job.valid_through) : null,
    },
  ];
  return facts.filter((fact) => fact.value !== null);
}

/**
 * The job page below its header: the description (with the safe-migration card on a job abroad), the
 * overview of its facts and the call to action. Static text for the most part: the page loads its code apart
 * from its first scripts (a deferred part), and the server renders it with the page. `children` come first
 * (the receipt of an application just sent).
 */
export default function JobDetailBody({ job, children }: { job: Job; children?: ReactNode }) {
  const t = useT(jobsText);
  const format = useFormat();
  const shown = useContentLanguage(job);
  const facts = postingFacts(job, t, format);
  // The salary once: the range in the page's language when staff gave one, else the salary as typed.
  const typedSalary = facts.some((fact) => fact.icon === 'payments') ? null : job.salary;
  // On a Gujarati or Hindi page, the facts staff typed are shown in English (marked so), and the page says so.
  const typedInEnglish =
    format.locale !== 'en' &&
    [job.location, typedSalary, job.career_level, job.experience, job.qualification, job.employer_name].some(
      Boolean,
    );
  return (
    <>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {children}
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid item xs={12} md={8}>
            <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
              {t('description')}
            </Typography>
            <Divider sx={{ mb: 2, width: 64, borderBottomWidth: 3, borderColor: 'secondary.main' }} />
            <RichText html={shown.description.text} lang={shown.description.lang} />
            {job.category === CATEGORY.international && (
              <Box sx={{ mt: 4 }}>
                <SafeMigrationCard job={job} />
              </Box>
            )}
          </Grid>
          <Grid item xs={12} md={4}>
            <Card
              variant="outlined"
              sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}
            >
              <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
                {t('overview')}
              </Typography>
              <OverviewList>
                {/* What staff typed is shown as entered, marked English on every language's page. */}
                <OverviewItem icon="place" label={t('location')} value={job.location} lang="en" />
                {typedSalary !== null && (
                  <OverviewItem icon="rupee" label={t('salary')} value={typedSalary} lang="en" />
                )}
                <OverviewItem icon="trendingUp" label={t('careerLevel')} value={job.career_level} lang="en" />
                <OverviewItem icon="workHistory" label={t('experience')} value={job.experience} lang="en" />
                <OverviewItem icon="school" label={t('qualification')} value={job.qualification} lang="en" />
                {facts.map((fact) => (
                  <OverviewItem
                    key={fact.label}
                    icon={fact.icon}
                    label={fact.label}
                    value={fact.value}
                    lang={fact.lang}
                  />
                ))}
              </OverviewList>
              {typedInEnglish && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 2 }}
                  data-testid="facts-in-english"
                >
                  {t('factsInEnglish')}
                </Typography>
              )}
            </Card>
          </Grid>
        </Grid>
      </Container>
      <HydrationBoundary>
        <CallToAction title={CALL_TO_ACTION_TITLES.jobs} />
      </HydrationBoundary>
    </>
  );
}
