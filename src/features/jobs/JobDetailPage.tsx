import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
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
import { CATEGORY } from '../../app/constants';
import { fileUrl, paths } from '../../app/paths';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import RichText from '../../components/RichText';
import { useContentLanguage } from '../../components/public/useContentLanguage';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { rememberLanding } from './landing';
import { usePageMeta } from '../../components/public/pageMeta';
import type { SentApplication } from './ApplicationReceipt';
import JobWhatsAppActions from './JobWhatsAppActions';
import SafeMigrationCard from './SafeMigrationCard';
import { EMPLOYMENT_TYPE_LABELS, placeText, salaryRangeText } from './jobFacts';
import { useGetJobQuery, type Job } from './jobsApi';
import { Img } from '../../components/public/Img';
import { HydrationBoundary } from '../../app/hydration';
import jobsText from '../../i18n/compiled/en/jobs';
import { LOCALE_INFO, localizedPath, useFormat, useLocale, useT, withTags, type Translate } from '../../i18n';
import { parseRecordId } from '../../api/limits';

type JobsKey = keyof (typeof jobsText)['messages'];

/**
 * The application form loads on demand (and is fetched ahead when the browser is idle): the job page's
 * first load carries none of it.
 */
const loadApplyDialog = () =>
  import(/* webpackChunkName: "apply-dialog", webpackPrefetch: true */ './ApplyDialog');
const ApplyDialog = lazy(loadApplyDialog);
/** The receipt shows only after an application was sent: loaded with the dialog's code. */
const ApplicationReceipt = lazy(() => import(/* webpackChunkName: "apply-dialog" */ './ApplicationReceipt'));

/** A click the browser should handle itself (a new tab or window): not the modal. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

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

/** Said in place of the Apply button on a job that is filled or past its closing date. */
function ClosedNotice() {
  const t = useT(jobsText);
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="status"
      sx={{
        bgcolor: 'common.white',
        color: 'text.primary',
        maxWidth: { md: 360 },
        '& .MuiAlert-icon': { color: 'primary.main' },
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('closedTitle')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        {withTags(t('closedText'), {
          intl: (chunk, key) => (
            <Link key={key} component={RouterLink} to={paths.international} underline="always">
              {chunk}
            </Link>
          ),
          dom: (chunk, key) => (
            <Link key={key} component={RouterLink} to={paths.domestic} underline="always">
              {chunk}
            </Link>
          ),
        })}
      </Typography>
    </Alert>
  );
}

/**
 * /job-detail/{id}: the job's description and overview (with the safe-migration card on a job abroad),
 * WhatsApp links to ask about and share it, and the Apply Jobs modal. A closed job (filled
 * or past its closing date) still shows, saying it is closed, with no Apply button.
 */
export default function JobDetailPage() {
  const meta = usePageMeta();
  const t = useT(jobsText);
  const format = useFormat();
  const { id } = useParams();
  // An id the contract refuses (leading zero, past its range) is no record: the not-found page.
  const jobId = parseRecordId(id) ?? 0;
  const validId = jobId > 0;
  const { data: job, isLoading, error } = useGetJobQuery(jobId, { skip: !validId });
  useLoggedError(error, 'the job');
  const locale = useLocale();
  const [applying, setApplying] = useState(false);
  // The dialog is rendered from the first tap on, so it can close with its animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  const openApply = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setDialogWanted(true);
    setApplying(true);
  };
  const [sent, setSent] = useState<SentApplication | null>(null);
  const shown = useContentLanguage(job ?? { title: '', description: '' });
  usePageTitle(job ? shown.title.text : meta.job.title, job ? shown.title.lang : undefined);
  // The first job page the visitor sees keeps where they came from, for their application.
  useEffect(rememberLanding, []);

  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true">
        <Skeleton variant="text" height={60} width="60%" />
        <Skeleton variant="rounded" height={300} sx={{ mt: 3 }} />
      </Container>
    );
  }

  if (!job || error) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('notAvailable')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('notAvailableText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.international} variant="contained">
            {t('internationalJobs')}
          </Button>
          <Button component={RouterLink} to={paths.domestic} variant="outlined">
            {t('domesticJobs')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <>
      <Box
        component="header"
        sx={{
          background: 'linear-gradient(135deg, #072a66 0%, #0b3d91 60%, #1d56b8 100%)',
          color: 'common.white',
          py: { xs: 5, md: 7 },
        }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            alignItems={{ xs: 'flex-start', md: 'center' }}
          >
            <Img
              src={fileUrl(job.logo)}
              // Beside the job's title (the heading): nothing more to say.
              alt=""
              width={88}
              height={88}
              sx={{
                width: 88,
                height: 88,
                borderRadius: '50%',
                objectFit: 'cover',
                bgcolor: 'common.white',
                border: '4px solid rgba(255,255,255,0.3)',
              }}
            />
            <Box sx={{ flexGrow: 1 }}>
              <Chip
                label={t(job.category === CATEGORY.international ? 'internationalJob' : 'domesticJob')}
                size="small"
                sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'common.white', fontWeight: 600, mb: 1 }}
              />
              <Typography
                variant="h1"
                lang={shown.title.lang}
                sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}
              >
                {shown.title.text}
              </Typography>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1, opacity: 0.9 }}>
                <Place fontSize="small" aria-hidden />
                <span lang="en">{job.location}</span>
              </Stack>
              <JobWhatsAppActions job={{ id: job.id, title: shown.title.text }} />
            </Box>
            {job.closed ? (
              <ClosedNotice />
            ) : (
              // A link to the server's apply page: a tap before the page's code has run (or without
              // JavaScript) is never lost; once hydrated, the same tap opens the modal.
              <Button
                variant="contained"
                color="secondary"
                size="large"
                href={localizedPath(locale, paths.jobApply(job.id))}
                // Hydrated, it opens a dialog: a button to assistive technology (Enter follows the link
                // before hydration all the same).
                role="button"
                onClick={openApply}
                sx={{ px: 5, py: 1.5, fontSize: '1.05rem', width: { xs: '100%', md: 'auto' } }}
              >
                {t('apply')}
              </Button>
            )}
          </Stack>
        </Container>
      </Box>
      <HydrationBoundary>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          {sent && (
            <Suspense fallback={null}>
              <ApplicationReceipt sent={sent} />
            </Suspense>
          )}
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
      </HydrationBoundary>
      <HydrationBoundary>
        <CallToAction title={CALL_TO_ACTION_TITLES.jobs} />
      </HydrationBoundary>
      {!job.closed && dialogWanted && (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            shownTitle={shown.title.text}
            open={applying}
            onClose={() => setApplying(false)}
            onApplied={setSent}
          />
        </Suspense>
      )}
    </>
  );
}
