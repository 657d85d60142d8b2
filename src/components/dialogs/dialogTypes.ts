/** The message dialog's types, shared by its provider and its lazily loaded view. */

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

export type Open =
  | { type: 'notice'; options: NoticeOptions; resolve: () => void }
  | { type: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void };

export interface MessageDialogProps {
  /** The message on screen, or null while closed. */
  open: Open | null;
  /** Closes it: `confirmed` is true for OK / the confirming button, false for Cancel, Escape or the backdrop. */
  onClose: (confirmed: boolean) => void;
  /** Called once each message is on the screen (its timer, if any, starts then). */
  onShown: (open: Open) => void;
}
