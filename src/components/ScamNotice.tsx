import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import GppMaybe from '@mui/icons-material/GppMaybe';
import { Link as RouterLink } from 'react-router-dom';
import { useAgency } from '../shared/agency/agencyApi';
import { currentCertificate, telHref } from '../shared/agency/agencyFormat';
import { paths } from '../routes/paths';
import noticeText from '../i18n/compiled/en/notice';
import { useT, withTags } from '../i18n';
import { markScamNoticeShown, scamNoticeShownThisPageLoad } from './scamNoticeOnce';
import { CLOSED_AFTER_MS } from './dialogs/closedAfter';

/**
 * Runs `callback` once the page has loaded and the browser is idle (at the latest a second after the load),
 * so the notice never competes with the page's own start-up work. Returns a cancel function.
 */
function whenPageIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(callback, { timeout: 1000 });
    else timer = setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How often a held notice looks again whether the visitor has left the form. */
const HOLD_CHECK_MS = 1000;

/**
 * True while the visitor is filling in a form: a text field, list or editor has the focus, or another
 * dialog (the apply form, its receipt) is open. The notice never opens over that.
 */
export function visitorIsFillingAForm(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]'))
    return true;
  return doc.querySelector('[role="dialog"]:not([aria-labelledby="scam-notice-title"])') !== null;
}

/**
 * Calls `callback` once the visitor is not filling in a form (at once when they are not); a held call
 * waits until two looks in a row find them done, so a move from one field to the next does not open it.
 * Returns a cancel function.
 */
function whenNotFillingAForm(callback: () => void): () => void {
  if (!visitorIsFillingAForm()) {
    callback();
    return () => undefined;
  }
  let freeLooks = 0;
  const timer = setInterval(() => {
    freeLooks = visitorIsFillingAForm() ? 0 : freeLooks + 1;
    if (freeLooks < 2) return;
    clearInterval(timer);
    callback();
  }, HOLD_CHECK_MS);
  return () => clearInterval(timer);
}

/**
 * The job-scam warning shown to visitors (the shell renders it only when no user is stored): the
 * agency's no-fee policy and the three numbers to call to check an offer.
 * It opens once the page has loaded and the browser is idle, and never over a form the visitor is filling
 * in (it waits until they leave the field or close the apply dialog), and it is rendered as a transition (in short
 * slices that let the page respond) into its own layer on the body: it covers the page without moving it.
 */
export default function ScamNotice() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (scamNoticeShownThisPageLoad()) return undefined;
    let cancelHold: () => void = () => undefined;
    const cancelIdle = whenPageIdle(() => {
      cancelHold = whenNotFillingAForm(() => {
        if (scamNoticeShownThisPageLoad()) return;
        markScamNoticeShown();
        startTransition(() => {
          setMounted(true);
          setOpen(true);
        });
      });
    });
    return () => {
      cancelIdle();
      cancelHold();
    };
  }, []);
  const close = () => setOpen(false);
  // Once closed, the notice leaves the page when its fade has run (the link to the verify page closes it
  // while the next page renders: no layer of it may stay over that page and catch its clicks).
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), CLOSED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);
  const agency = useAgency();
  const t = useT(noticeText);
  const phones = agency?.phones ?? [];
  const certificate = currentCertificate(agency);
  if (!mounted) return null;

  // Its own portal (MUI's would render the dialog synchronously, in one long task, when it mounts).
  return createPortal(
    <Dialog
      disablePortal
      open={open}
      onClose={close}
      aria-labelledby="scam-notice-title"
      aria-describedby="scam-notice-text"
      maxWidth="sm"
      fullWidth
      PaperProps={{ sx: { borderRadius: 3, borderTop: '6px solid', borderColor: 'secondary.main' } }}
    >
      <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogTitle
        id="scam-notice-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7, fontWeight: 700 }}
      >
        <GppMaybe aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
        {t('title')}
      </DialogTitle>
      <DialogContent id="scam-notice-text">
        <Typography sx={{ mb: 1.5 }}>
          {withTags(agency ? t('policyNamed', { name: agency.name }) : t('policy'), {
            b: (chunk, key) => <strong key={key}>{chunk}</strong>,
          })}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('fraud')}</Typography>
        {phones.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t('callUs')}</Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {phones.map((phone) => (
                <li key={phone}>
                  <Link href={telHref(phone)}>{phone}</Link>
                </li>
              ))}
            </Box>
          </>
        )}
        <Typography sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {certificate && <>{t('certificate', { number: certificate.number })} </>}
          <Link component={RouterLink} to={paths.verify} onClick={close} sx={{ fontWeight: 700 }}>
            {t('verifyLink')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('understand')}
        </Button>
      </DialogActions>
    </Dialog>,
    document.body,
  );
}
