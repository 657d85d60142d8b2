import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/baseApi';
import { messages } from '../../api/messages';
import { paths } from '../../routes/paths';
import PageHero from '../../components/PageHero';
import { usePageMeta } from '../../shared/pageMeta';
import { usePageTitle } from '../../components/public/usePageTitle';
import pageText from '../../i18n/compiled/en/applicationStatus';
import { useT } from '../../i18n';
import { useServerSentence } from '../../i18n/serverSentence';
import { useConfirmErasureMutation } from './applicationStatusApi';

/**
 * /confirm-erasure?token=… (and /gu/, /hi/): the page the erasure link in the applicant's e-mail opens.
 * Opening it erases nothing (mail scanners open links); the applicant's press of the button does.
 */
export default function ConfirmErasurePage() {
  const meta = usePageMeta();
  usePageTitle(meta.confirmErasure.title);
  const t = useT(pageText);
  const inPageLanguage = useServerSentence();
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();
  const [confirmErasure, { isLoading }] = useConfirmErasureMutation();
  const [outcome, setOutcome] = useState<{ done: boolean; text: string } | null>(null);

  const onConfirm = async () => {
    if (!token) {
      setOutcome({ done: false, text: t('noToken') });
      return;
    }
    try {
      const result = await confirmErasure({ token }).unwrap();
      setOutcome({ done: true, text: inPageLanguage(result.message) });
    } catch (error) {
      const sentence = isApiError(error) && error.message ? error.message : messages.somethingWentWrong;
      setOutcome({ done: false, text: inPageLanguage(sentence) });
    }
  };

  return (
    <>
      <PageHero title={meta.confirmErasure.title} subtitle={meta.confirmErasure.description} />
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
        <Card variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
          <Stack spacing={2.5}>
            {/* The same on the server (which renders the path without its query) and in the browser. */}
            {outcome?.done ? null : (
              <>
                <Typography>{t('confirmText')}</Typography>
                <Button
                  variant="contained"
                  color="error"
                  size="large"
                  disabled={isLoading}
                  onClick={() => void onConfirm()}
                >
                  {isLoading ? t('confirming') : t('confirmButton')}
                </Button>
              </>
            )}
            <div aria-live="polite">
              {outcome && (
                <Alert severity={outcome.done ? 'success' : 'warning'} data-testid="erasure-outcome">
                  {outcome.text}
                </Alert>
              )}
            </div>
            <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
              <Link component={RouterLink} to={paths.home}>
                {t('homeLink')}
              </Link>
              <Link component={RouterLink} to={paths.applicationStatus}>
                {t('statusPageLink')}
              </Link>
            </Stack>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
