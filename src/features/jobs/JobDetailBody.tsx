import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Business from '@mui/icons-material/Business';
import CurrencyRupee from '@mui/icons-material/CurrencyRupee';
import Event from '@mui/icons-material/Event';
import Payments from '@mui/icons-material/Payments';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import TrendingUp from '@mui/icons-material/TrendingUp';
import WorkHistory from '@mui/icons-material/WorkHistory';
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
  icon: ReactNode;
  label: string;
  value: ReactNode;
  lang?: string;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start" component="li">
      <Box
        aria-hidden
        sx={{ bgcolor: '#e3ebfa', color: 'primary.main', borderRadius: 2, p: 1, display: 'flex' }}
      >
        {icon}
      </Box>
      <Box>
        <Typography
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem', fontWeight: 600 }}
        >
          {label}
        </Typography>
        <Typography
          component="span"
          lang={value ? lang : undefined}
          sx={{ display: 'block', fontWeight: 600 }}
        >
          {value || '—'}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The optional facts of a job that has them, in the overview's order. */
function postingFacts(
  job: Job,
  t: Translate<JobsKey>,
  format: ReturnType<typeof useFormat>,
): Array<{ icon: ReactNode; label: string; value: ReactNode; lang?: string }> {
  const english = format.locale === 'en';
  const country = job.country
    ? placeText({ city: null, country: job.country }, LOCALE_INFO[format.locale].intl)
    : null;
  const facts: Array<{ icon: ReactNode; label: string; value: ReactNode; lang?: string }> = [
    { icon: <Business />, label: t('employer'), value: job.employer_name, lang: 'en' },
    {
      icon: <Schedule />,
      label: t('employmentType'),
      value: job.employment_type
        ? english
          ? EMPLOYMENT_TYPE_LABELS[job.employment_type]
          : t(`type_${job.employment_type}`)
        : null,
    },
    {
      icon: <Public />,
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
      icon: <Payments />,
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
      icon: <Event />,
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
              <Stack spacing={2.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {/* What staff typed is shown as entered, marked English on every language's page. */}
                <OverviewItem icon={<Place />} label={t('location')} value={job.location} lang="en" />
                <OverviewItem icon={<CurrencyRupee />} label={t('salary')} value={job.salary} lang="en" />
                <OverviewItem
                  icon={<TrendingUp />}
                  label={t('careerLevel')}
                  value={job.career_level}
                  lang="en"
                />
                <OverviewItem
                  icon={<WorkHistory />}
                  label={t('experience')}
                  value={job.experience}
                  lang="en"
                />
                <OverviewItem
                  icon={<School />}
                  label={t('qualification')}
                  value={job.qualification}
                  lang="en"
                />
                {postingFacts(job, t, format).map((fact) => (
                  <OverviewItem
                    key={fact.label}
                    icon={fact.icon}
                    label={fact.label}
                    value={fact.value}
                    lang={fact.lang}
                  />
                ))}
              </Stack>
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
