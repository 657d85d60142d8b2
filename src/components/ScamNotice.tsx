import { useEffect, useState } from 'react';
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
import { useAgency } from '../app/agency/agencyApi';
import { telHref } from '../app/agency/agencyFormat';

/** Module state: the notice is shown once per page load, not again after client-side navigation. */
let shownThisPageLoad = false;

/** Staff never see the notice: once a signed-in user is seen, it stays closed for this page load (also after logout). */
export function skipScamNoticeThisPageLoad(): void {
  shownThisPageLoad = true;
}

/**
 * The job-scam warning shown to visitors (the shell renders it only when no user is stored): the
 * agency's no-fee policy and the three numbers to call to check an offer.
 */
export default function ScamNotice() {
  const [open, setOpen] = useState(() => !shownThisPageLoad);
  useEffect(() => {
    shownThisPageLoad = true;
  }, []);
  const close = () => setOpen(false);
  const agency = useAgency();
  const phones = agency?.phones ?? [];

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="scam-notice-title"
      aria-describedby="scam-notice-text"
      maxWidth="sm"
      fullWidth
      PaperProps={{ sx: { borderRadius: 3, borderTop: '6px solid', borderColor: 'secondary.main' } }}
    >
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogTitle
        id="scam-notice-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7, fontWeight: 700 }}
      >
        <GppMaybe aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
        Beware of job scams
      </DialogTitle>
      <DialogContent id="scam-notice-text">
        <Typography sx={{ mb: 1.5 }}>
          {agency ? `${agency.name} follows` : 'We follow'} a <strong>strict no-fee policy</strong>. We never
          take money, deposits or fees from job seekers at any stage of recruitment: not for registration,
          interviews, documents, visas or joining.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Anyone asking you for money in our name is fraudulent. Do not pay, and report it to us.
        </Typography>
        {phones.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 600 }}>To check an offer, call us:</Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {phones.map((phone) => (
                <li key={phone}>
                  <Link href={telHref(phone)}>{phone}</Link>
                </li>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          I Understand
        </Button>
      </DialogActions>
    </Dialog>
  );
}
