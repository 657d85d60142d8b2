import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

export type NoticeKind = 'success' | 'warning' | 'error' | 'info';

export interface NoticeOptions {
  kind: NoticeKind;
  title: string;
  text?: string;
  /** Close by itself after this many ms (the spec's 1500 ms dialogs); without it an OK button closes it. */
  timerMs?: number;
  /** Label of the closing button; shown when there is no timer, or always when given. */
  confirmText?: string;
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
}

interface DialogApi {
  /** Shows a message; resolves when it closes (by its timer or its button). */
  notify: (options: NoticeOptions) => Promise<void>;
  /** Asks a yes/no question; resolves true when confirmed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

type Open =
  | { type: 'notice'; options: NoticeOptions; resolve: () => void }
  | { type: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void };

const DialogContext = createContext<DialogApi | null>(null);

const icons = {
  success: <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />,
  warning: <WarningAmber color="warning" sx={{ fontSize: 64 }} />,
  error: <ErrorOutline color="error" sx={{ fontSize: 64 }} />,
  info: <InfoOutlined color="info" sx={{ fontSize: 64 }} />,
  question: <HelpOutline color="warning" sx={{ fontSize: 64 }} />,
};

/** Hosts the app's one message dialog (success, warning, error, confirm), like a SweetAlert but accessible. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const close = useCallback((confirmed: boolean) => {
    clearTimeout(timer.current);
    setOpen((current) => {
      if (current?.type === 'notice') current.resolve();
      if (current?.type === 'confirm') current.resolve(confirmed);
      return null;
    });
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      notify: (options) =>
        new Promise<void>((resolve) => {
          close(false);
          setOpen({ type: 'notice', options, resolve });
        }),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          close(false);
          setOpen({ type: 'confirm', options, resolve });
        }),
    }),
    [close],
  );

  useEffect(() => {
    if (open?.type === 'notice' && open.options.timerMs) {
      timer.current = setTimeout(() => close(true), open.options.timerMs);
    }
    return () => clearTimeout(timer.current);
  }, [open, close]);

  const icon = open ? (open.type === 'confirm' ? icons.question : icons[open.options.kind]) : null;
  const showOk =
    open?.type === 'notice' && (!open.options.timerMs || open.options.confirmText !== undefined);

  return (
    <DialogContext.Provider value={api}>
      {children}
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
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
