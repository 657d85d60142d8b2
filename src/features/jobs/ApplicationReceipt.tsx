import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Print from '@mui/icons-material/Print';
import { paths } from '../../routes/paths';
import receiptText from '../../i18n/compiled/en/receipt';
import { useFormat, useT } from '../../i18n';

/** What the job page keeps of an application it sent: the reference and how the applicant was told. */
export interface SentApplication {
  reference: string;
  jobTitle: string;
  sentAt: number;
  emailed: boolean;
}

/** The receipt's element id: printing shows it alone. */
const RECEIPT_ID = 'application-receipt';

const printOnlyReceipt = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${RECEIPT_ID}, #${RECEIPT_ID} *`]: { visibility: 'visible' },
    [`#${RECEIPT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none' },
    [`#${RECEIPT_ID} .receipt-actions`]: { display: 'none' },
  },
};

/**
 * Shown on the job page once an application is stored (after the spec's result dialog): the reference,
 * what happens next, a copy button, a printable receipt and the way to the status page.
 */
export default function ApplicationReceipt({ sent }: { sent: SentApplication }) {
  const t = useT(receiptText);
  const format = useFormat();
  const ids = useId();
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [sent.reference]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sent.reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Paper
      id={RECEIPT_ID}
      component="section"
      aria-labelledby={`${ids}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderColor: 'success.main', borderWidth: 2 }}
    >
      <GlobalStyles styles={printOnlyReceipt} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <CheckCircle color="success" aria-hidden />
        <Typography
          id={`${ids}-title`}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {t('title')}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('reference')}
        </Typography>
        <Typography
          component="dd"
          data-testid="receipt-reference"
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.3rem', fontWeight: 700, letterSpacing: 1 }}
        >
          {sent.reference}
        </Typography>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('job')}
        </Typography>
        <Typography component="dd" lang="en" sx={{ m: 0 }}>
          {sent.jobTitle}
        </Typography>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {t('sentOn')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {format.date(sent.sentAt, { day: 'numeric', month: 'long', year: 'numeric' })}
        </Typography>
      </Box>
      <Stack className="receipt-actions" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ my: 2 }}>
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Stack>
      <Typography role="status" sx={{ minHeight: '1.5em', color: 'success.dark', fontWeight: 600 }}>
        {copied ? t('copied') : ''}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mt: 1 }}>
        {t('nextTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 1, mb: 2, pl: 3 }}>
        <li>{sent.emailed ? t('nextEmail') : t('nextNoEmail')}</li>
        <li>{t('nextReview')}</li>
        <li>{t('nextStatus')}</li>
        <li>{t('nextFee')}</li>
      </Box>
      <Link component={RouterLink} to={paths.applicationStatus} sx={{ fontWeight: 700 }}>
        {t('statusLink')}
      </Link>
    </Paper>
  );
}
