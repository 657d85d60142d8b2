import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/baseApi';
import { messages } from '../../api/messages';
import { TEXT_MAX } from '../../shared/constants';
import PageHero from '../../components/PageHero';
import { formText } from '../../components/public/formText';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { usePageMeta } from '../../shared/pageMeta';
import { usePageTitle } from '../../components/public/usePageTitle';
import { parseTimestamp } from '../../domain/timestamps';
import pageText from '../../i18n/compiled/en/applicationStatus';
import { useFormat, useLocale, useT } from '../../i18n';
import { localizedTitle } from '../../domain/contentLanguage';
import { useServerSentence } from '../../i18n/serverSentence';
import {
  useCheckApplicationStatusMutation,
  useWithdrawApplicationMutation,
  useRequestErasureMutation,
  type ApplicationStatusAnswer,
  type ApplicationStatusQuery,
} from './applicationStatusApi';

const STATUS_KEYS = {
  New: 'statusNew',
  Screening: 'statusScreening',
  Interview: 'statusInterview',
  Offered: 'statusOffered',
  Placed: 'statusPlaced',
  Rejected: 'statusRejected',
  Withdrawn: 'statusWithdrawn',
} as const;

/** The server's sentence of a failed request, or the generic one. */
const sentenceOf = (error: unknown) =>
  isApiError(error) && error.message ? error.message : messages.somethingWentWrong;

/**
 * /application-status: the applicant types the reference and the e-mail or phone they applied with and sees
 * the job, the current status and its date; an open application can be withdrawn from here.
 */
export default function ApplicationStatusPage() {
  const meta = usePageMeta();
  usePageTitle(meta.applicationStatus.title);
  const t = useT(pageText);
  const format = useFormat();
  const inPageLanguage = useServerSentence();
  const { confirm, notify } = useDialogs();
  const ids = useId();
  const [check, { isLoading: checking }] = useCheckApplicationStatusMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawApplicationMutation();
  const [requestErasure, { isLoading: requesting }] = useRequestErasureMutation();
  const [asked, setAsked] = useState<ApplicationStatusQuery | null>(null);
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = { reference: formText(form, 'reference'), contact: formText(form, 'contact') };
    setAnswer(null);
    setProblem(null);
    try {
      const result = await check(query).unwrap();
      setAsked(query);
      setAnswer(result.data);
    } catch (error) {
      setProblem(inPageLanguage(sentenceOf(error)));
    }
  };

  const onWithdraw = async () => {
    if (!asked || !answer) return;
    const confirmed = await confirm({
      title: t('withdrawConfirmTitle'),
      text: t('withdrawConfirmText', { job: jobTitle?.text ?? answer.job_title }),
      confirmText: t('withdrawYes'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    try {
      const result = await withdraw(asked).unwrap();
      setAnswer(result.data);
      await notify({ kind: 'success', title: inPageLanguage(result.message), confirmText: t('ok') });
    } catch (error) {
      await notify({ kind: 'warning', title: inPageLanguage(sentenceOf(error)), confirmText: t('ok') });
    }
  };

  const onErase = async () => {
    if (!asked) return;
    const confirmed = await confirm({
      title: t('eraseConfirmTitle'),
      text: t('eraseConfirmText'),
      confirmText: t('eraseYes'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    try {
      const result = await requestErasure(asked).unwrap();
      await notify({ kind: 'success', title: inPageLanguage(result.message), confirmText: t('ok') });
    } catch (error) {
      await notify({ kind: 'warning', title: inPageLanguage(sentenceOf(error)), confirmText: t('ok') });
    }
  };

  const statusDate = answer ? parseTimestamp(answer.status_date) : null;
  // The job's title in the page's language when staff translated it, else the English one (marked so).
  const locale = useLocale();
  const jobTitle = answer
    ? localizedTitle(
        { title: answer.job_title, title_gu: answer.job_title_gu, title_hi: answer.job_title_hi },
        locale,
      )
    : null;

  return (
    <>
      <PageHero title={meta.applicationStatus.title} subtitle={meta.applicationStatus.description} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
        <Card variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
          <Stack component="form" spacing={2.5} onSubmit={(event) => void submit(event)}>
            <TextField
              name="reference"
              label={t('reference')}
              helperText={t('referenceHelp')}
              required
              autoComplete="off"
              inputProps={{ maxLength: TEXT_MAX, spellCheck: false }}
            />
            <TextField
              name="contact"
              label={t('contact')}
              helperText={t('contactHelp')}
              required
              autoComplete="email"
              inputProps={{ maxLength: TEXT_MAX }}
            />
            <Button type="submit" variant="contained" size="large" disabled={checking}>
              {checking ? t('checking') : t('check')}
            </Button>
          </Stack>
        </Card>
        <Typography sx={{ mt: 2 }}>
          {/* The job seeker's own pages are the server's (no app route): a full page load. */}
          <RouterLink to={paths.myApplications} reloadDocument data-testid="my-applications-link">
            {t('myApplicationsLink')}
          </RouterLink>
        </Typography>
        <Box aria-live="polite" sx={{ mt: 3 }}>
          {problem && <Alert severity="warning">{problem}</Alert>}
          {answer && (
            <Card
              component="section"
              aria-labelledby={`${ids}-result`}
              variant="outlined"
              sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3, borderColor: 'primary.main' }}
            >
              <Typography
                id={`${ids}-result`}
                component="h2"
                sx={{ fontWeight: 700, fontSize: '1.3rem', mb: 2 }}
              >
                {t('resultTitle')}: <span data-testid="status-reference">{answer.reference}</span>
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
              >
                <Typography component="dt" color="text.secondary">
                  {t('job')}
                </Typography>
                <Typography component="dd" lang={jobTitle?.lang} sx={{ m: 0 }} data-testid="status-job">
                  {jobTitle?.text}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('status')}
                </Typography>
                <Typography component="dd" data-testid="status-value" sx={{ m: 0, fontWeight: 700 }}>
                  {t(STATUS_KEYS[answer.status])}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {t('since')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {statusDate
                    ? format.date(statusDate, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                        timeZone: 'Asia/Kolkata',
                      })
                    : answer.status_date}
                </Typography>
              </Box>
              {answer.can_withdraw ? (
                <Button
                  variant="outlined"
                  color="error"
                  sx={{ mt: 3 }}
                  disabled={withdrawing}
                  onClick={() => void onWithdraw()}
                >
                  {t('withdraw')}
                </Button>
              ) : (
                <Typography sx={{ mt: 3 }} color="text.secondary">
                  {t('closedNote')}
                </Typography>
              )}
              <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('eraseNote')}
                </Typography>
                <Button variant="text" color="error" disabled={requesting} onClick={() => void onErase()}>
                  {t('erase')}
                </Button>
              </Box>
            </Card>
          )}
        </Box>
      </Container>
    </>
  );
}
