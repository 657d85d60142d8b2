import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
import { lastInputAt, watchInput } from '../shared/lastInput';

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
 * The notice opens only once the visitor's hand has rested this long. A notice that appears under a finger
 * takes the tap meant for the page: on a slow phone, a visitor tapping Apply Jobs while the page was still
 * starting up had the notice open under the tap, which then landed on one of its phone links.
 */
export const INPUT_REST_MS = 1000;

/**
 * Calls `callback` once the visitor is free for the notice (at once when they are): not filling in a form,
 * and no tap, click or key press for INPUT_REST_MS. A hold for a form ends when two looks in a row
 * (HOLD_CHECK_MS apart) find them done, so a move from one field to the next does not open it.
 * Returns a cancel function.
 */
function whenVisitorIsFree(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let freeLooks = 0;
  const look = () => {
    if (visitorIsFillingAForm()) {
      held = true;
      freeLooks = 0;
      timer = setTimeout(look, HOLD_CHECK_MS);
      return;
    }
    freeLooks += 1;
    if (held && freeLooks < 2) {
      timer = setTimeout(look, HOLD_CHECK_MS);
      return;
    }
    const rest = lastInputAt() + INPUT_REST_MS - performance.now();
    if (rest > 0) {
      timer = setTimeout(look, rest);
      return;
    }
    callback();
  };
  look();
  return () => clearTimeout(timer);
}

/** How long after the notice is shown a tap on it still counts as aimed at the page (see below). */
export const TAP_GUARD_MS = 500;

/**
 * Makes `layer` ignore a tap that began before it was on the screen: that finger was aimed at the page it
 * covers. On a slow phone the notice's render holds the main thread, taps made meanwhile wait, and when they
 * are handled the notice is where the page was: a tap on Apply Jobs then dialled one of its numbers or
 * closed it unseen. A tap's time is when the finger came down (`timeStamp`), not when it was handled; the
 * notice counts as shown from the second frame after it entered the page, and a finger already on its way
 * then cannot stop: taps until TAP_GUARD_MS after that are ignored too (as browsers guard their permission
 * prompts against a click meant for the page). A tap ignored costs a second tap; one let through may cost
 * a call.
 * Keys work at once. Listens from the commit (a layout effect), before any waiting tap can be handled.
 */
function useTapsBeforeShownIgnored(layer: RefObject<HTMLElement>, open: boolean) {
  useLayoutEffect(() => {
    const element = layer.current;
    if (!open || !element) return undefined;
    let shownAt = Number.POSITIVE_INFINITY;
    let answering: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        shownAt = performance.now();
        // Said on the layer once taps count (a test taps then, as a person's second tap would land).
        answering = setTimeout(() => element.setAttribute('data-answers-taps', ''), TAP_GUARD_MS);
      });
    });
    // Whether the last finger to come down on the notice came down once it was there to be seen. A click
    // with no such finger began on the page (a touch is handled as a click only after it lifts, by then
    // over the notice); a click from the keyboard or a screen reader (`detail` 0) is always answered.
    let downSeen = false;
    const down = (event: Event) => {
      downSeen = event.timeStamp >= shownAt + TAP_GUARD_MS;
    };
    const click = (event: Event) => {
      if (downSeen || (event instanceof MouseEvent && event.detail === 0)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('pointerdown', down, true);
    element.addEventListener('click', click, true);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(answering);
      element.removeAttribute('data-answers-taps');
      element.removeEventListener('pointerdown', down, true);
      element.removeEventListener('click', click, true);
    };
  }, [layer, open]);
}

/**
 * The job-scam warning shown to visitors (the shell renders it only when no user is stored): the
 * agency's no-fee policy and the three numbers to call to check an offer.
 * It opens once the page has loaded and the browser is idle, never over a form the visitor is filling in
 * (it waits until they leave the field or close the apply dialog) nor under a finger about to tap (it waits
 * until a second has passed without a tap, click or key press; a tap that began before it was shown, or in
 * its first half second on the screen, does nothing in it), and it is rendered as a transition (in short
 * slices that let the page respond) into its own layer on the body: it covers the page without moving it.
 */
export default function ScamNotice() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (scamNoticeShownThisPageLoad()) return undefined;
    // Watched from the entry's start; here too where the notice renders without the entry (a test).
    watchInput();
    let cancelHold: () => void = () => undefined;
    const cancelIdle = whenPageIdle(() => {
      cancelHold = whenVisitorIsFree(() => {
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
  const layer = useRef<HTMLDivElement>(null);
  useTapsBeforeShownIgnored(layer, open);
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
      ref={layer}
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
