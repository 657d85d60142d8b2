import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import { CATEGORY } from '../../shared/constants';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import { useContentLanguage } from '../../components/public/useContentLanguage';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { rememberLanding } from './landing';
import { usePageMeta } from '../../shared/pageMeta';
import type { SentApplication } from './ApplicationReceipt';
import JobWhatsAppActions from './JobWhatsAppActions';
import { useGetJobQuery } from './jobsApi';
import { Img } from '../../components/public/Img';
import { deferredPart, frozenPart, useLaterChunk } from '../../shared/hydration';
import { opensElsewhere, useClientLinks } from '../../shared/clientLinks';
import { afterPageSettles } from '../../shared/deferredScripts';
import jobsText from '../../i18n/compiled/en/jobs';
import { localizedPath, useLocale, useT } from '../../i18n';
import { parseRecordId } from '../../api/limits';

/**
 * The application form loads on demand (and is fetched ahead once the page has settled): the job page's
 * first load carries none of it.
 */
let applyDialogLoaded = false;
const loadApplyDialog = () =>
  import(/* webpackChunkName: "apply-dialog" */ './ApplyDialog').then((module) => {
    applyDialogLoaded = true;
    return module;
  });
const ApplyDialog = lazy(loadApplyDialog);

/**
 * How long a tap on Apply waits for the form's code, when it has not come yet, before it follows its link to
 * the server's apply page instead: on a slow phone just after the page got going, that page shows the same
 * form sooner than the modal's code (about 50 KB) would arrive.
 */
export const APPLY_CODE_WAIT_MS = 600;
/**
 * The description, overview and call to action: text and links. On the page the server rendered, the browser
 * keeps their HTML as it came (nothing of it hydrates: a slow phone is interactive sooner); they render live
 * for another job, for the receipt of an application, and after a client navigation.
 */
const JobDetailBody = frozenPart(
  () => import(/* webpackChunkName: "job-detail-body" */ './JobDetailBody'),
  'job-detail-body',
  'job-body',
);
/** The receipt shows only after an application was sent: loaded with the dialog's code. */
const ApplicationReceipt = lazy(() => import(/* webpackChunkName: "apply-dialog" */ './ApplicationReceipt'));

/** Said in place of the Apply button on a closed job: rendered by the server, its code (MUI's Alert) apart. */
const ClosedNotice = deferredPart(
  () => import(/* webpackChunkName: "job-closed-notice" */ './ClosedNotice'),
  'job-closed-notice',
);

/**
 * /job-detail/{id}: the job's description and overview (with the safe-migration card on a job abroad),
 * WhatsApp links to ask about and share it, and the Apply Jobs modal. A closed job (filled
 * or past its closing date) still shows, saying it is closed, with no Apply button.
 */
export default function JobDetailPage() {
  const meta = usePageMeta();
  const t = useT(jobsText);
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
  const showDialog = () => {
    setDialogWanted(true);
    setApplying(true);
  };
  // A tap already waiting for the form's code (or already following the link): more taps change nothing (a
  // second `location.assign` would start the apply page's load over).
  const applyPending = useRef(false);
  const openApply = (event: MouseEvent<HTMLElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (applyDialogLoaded) {
      showDialog();
      return;
    }
    if (applyPending.current) return;
    applyPending.current = true;
    const href = event.currentTarget.getAttribute('href');
    let decided = false;
    const followLink = () => {
      if (decided) return;
      decided = true;
      if (href) window.location.assign(href);
    };
    const timer = setTimeout(followLink, APPLY_CODE_WAIT_MS);
    loadApplyDialog().then(
      () => {
        if (decided) return;
        decided = true;
        applyPending.current = false;
        clearTimeout(timer);
        showDialog();
      },
      () => {
        clearTimeout(timer);
        followLink();
      },
    );
  };
  const [sent, setSent] = useState<SentApplication | null>(null);
  const clientLinks = useClientLinks();
  const shown = useContentLanguage(job ?? { title: '', description: '' });
  usePageTitle(job ? shown.title.text : meta.job.title, job ? shown.title.lang : undefined);
  // The first job page the visitor sees keeps where they came from, for their application.
  useEffect(rememberLanding, []);
  useLaterChunk('apply-dialog');
  // The form's code is run once the page has settled, so that a tap on Apply opens the modal at once.
  useEffect(() => afterPageSettles(() => void loadApplyDialog().catch(() => undefined)), []);

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
      <JobDetailBody job={job} onClick={clientLinks}>
        {sent && (
          <Suspense fallback={null}>
            <ApplicationReceipt sent={sent} />
          </Suspense>
        )}
      </JobDetailBody>
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
