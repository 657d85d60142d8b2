import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { MessageDialogProps } from './dialogTypes';

const icons = {
  success: <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />,
  warning: <WarningAmber color="warning" sx={{ fontSize: 64 }} />,
  error: <ErrorOutline color="error" sx={{ fontSize: 64 }} />,
  info: <InfoOutlined color="info" sx={{ fontSize: 64 }} />,
  question: <HelpOutline color="warning" sx={{ fontSize: 64 }} />,
};

/** The view of `DialogProvider`'s one message dialog (success, warning, error, confirm). */
export default function MessageDialog({ open, onClose: close, onShown }: MessageDialogProps) {
  useEffect(() => {
    if (open) onShown(open);
  }, [open, onShown]);
  const icon = open ? (open.type === 'confirm' ? icons.question : icons[open.options.kind]) : null;
  const showOk = open?.type === 'notice' && (!open.options.timerMs || open.options.confirmText !== undefined);
  return (
    <Dialog
      open={open !== null}
      onClose={() => close(false)}
      aria-labelledby="app-dialog-title"
      aria-describedby={open?.options.text ? 'app-dialog-text' : undefined}
      PaperProps={{ role: 'alertdialog' }}
      maxWidth="xs"
      fullWidth
    >
      {open && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
            {icon}
          </Box>
          <DialogTitle id="app-dialog-title" sx={{ textAlign: 'center' }}>
            {open.options.title}
          </DialogTitle>
          {open.options.text && (
            <DialogContent>
              <DialogContentText id="app-dialog-text" sx={{ textAlign: 'center' }}>
                {open.options.text}
              </DialogContentText>
            </DialogContent>
          )}
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            {open.type === 'confirm' && (
              <>
                <Button variant="contained" color="error" onClick={() => close(true)} autoFocus>
                  {open.options.confirmText ?? 'Yes, delete it!'}
                </Button>
                <Button variant="outlined" onClick={() => close(false)}>
                  {open.options.cancelText ?? 'Cancel'}
                </Button>
              </>
            )}
            {showOk && (
              <Button variant="contained" onClick={() => close(true)} autoFocus>
                {open.type === 'notice' ? (open.options.confirmText ?? 'OK') : 'OK'}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
