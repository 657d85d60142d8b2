import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** A link the server handed over because it cannot mail it: what it said, the link, and Copy. */
export interface HandedLink {
  title: string;
  message: string;
  link: string;
}

/**
 * Shows an invitation's or a reset's link once, to the Administrator who asked for it while no mail server
 * is configured; closing it forgets the link (the server never shows it again).
 */
export function LinkDialog({ handed, onClose }: { handed: HandedLink | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!handed) return;
    try {
      await navigator.clipboard.writeText(handed.link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the link stays selected in its field to copy by hand.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={handed !== null}
      onClose={close}
      aria-labelledby="handed-link-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="handed-link-title">{handed?.title}</DialogTitle>
      {/* One column that may shrink: a long address or link wraps rather than leaving the dialog at 390 px. */}
      <DialogContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
          pt: '8px !important',
          '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
        }}
      >
        <Alert severity="info">{handed?.message}</Alert>
        <TextField
          label="Link"
          value={handed?.link ?? ''}
          multiline
          InputProps={{ readOnly: true }}
          onFocus={(event) => event.target.select()}
          inputProps={{ 'data-testid': 'handed-link' }}
        />
        {copied && (
          <Alert severity="success" role="status">
            Link copied.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>Copy link</Button>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
