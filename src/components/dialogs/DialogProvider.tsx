import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ConfirmOptions, MessageDialogProps, NoticeOptions, Open } from './dialogTypes';
import { CLOSED_AFTER_MS } from './closedAfter';
import { useLaterChunk } from '../../shared/hydration';

export type { ConfirmOptions, NoticeKind, NoticeOptions } from './dialogTypes';

interface DialogApi {
  /** Shows a message; resolves when it closes (by its timer or its button). */
  notify: (options: NoticeOptions) => Promise<void>;
  /** Asks a yes/no question; resolves true when confirmed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);

/**
 * The dialog's view (MUI Dialog, its icons and buttons) is a chunk of its own, fetched once the page has
 * settled and at the latest when the first message opens: no page needs it to render or hydrate.
 */
const MessageDialog = lazy(() => import(/* webpackChunkName: "message-dialog" */ './MessageDialog'));

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

  useLaterChunk('message-dialog');

  // A message with a timer is timed from when it is on the screen (the dialog's view reports it), not from
  // when it was asked for: on a slow phone the view's chunk can still be on its way, and a message timed
  // from the request could close before anyone saw it.
  const shown = useCallback(
    (message: Open) => {
      clearTimeout(timer.current);
      if (message.type === 'notice' && message.options.timerMs)
        timer.current = setTimeout(() => close(true), message.options.timerMs);
    },
    [close],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  // Mounted while a message shows and until its closing fade has run (then it leaves the page: no layer of
  // it may stay over the screen the app goes to next and catch its clicks).
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (open || !used) return undefined;
    const unmount = setTimeout(() => setUsed(false), CLOSED_AFTER_MS);
    return () => clearTimeout(unmount);
  }, [open, used]);
  const view: MessageDialogProps = { open, onClose: close, onShown: shown };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <MessageDialog {...view} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
