import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationGuard } from '../../shared/appRouter';
import { useAppStore } from '../../shared/hooks';
import { useDialogs } from '../dialogs/DialogProvider';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT =
  'Your changes on this form have not been saved. If you leave now, they will be lost.';

/**
 * Asks before leaving while `dirty` says there is unsaved work: leaving inside the app (Back, the sidebar, a
 * breadcrumb, the browser's back button) asks "Leave without saving?", and closing or reloading the tab
 * gets the browser's own "leave site?" prompt. Never once the user is signed out (the session ended, or
 * they logged out after confirming). For screens that know exactly what is unsaved (e.g. Mail templates,
 * which stay on the page after a save); add/edit forms use `useUnsavedChangesGuard`.
 */
export function useLeaveGuard(dirty: () => boolean, active: boolean) {
  const store = useAppStore();
  const { confirm } = useDialogs();

  const guarding = useCallback(() => dirty() && store.getState().session.user !== null, [dirty, store]);

  useNavigationGuard(
    (current, next) =>
      guarding() && (current.pathname !== next.pathname || current.search !== (next.search ?? '')),
    () => confirm({ title: LEAVE_TITLE, text: LEAVE_TEXT, confirmText: 'Leave', cancelText: 'Stay' }),
  );

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, guarding]);
}

/**
 * Keeps an add/edit form's unsaved work from being lost: once the user has changed anything in the form,
 * leaving it asks first (`useLeaveGuard`). No prompt once saved.
 *
 * Spread `formProps` on the `<form>`: any input, change or file pick inside it marks the form changed.
 * Call `release()` right before navigating away after a successful save.
 */
export function useUnsavedChangesGuard() {
  const [changed, setChanged] = useState(false);
  const released = useRef(false);

  useLeaveGuard(
    useCallback(() => changed && !released.current, [changed]),
    changed,
  );

  const markChanged = useCallback(() => setChanged(true), []);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { formProps: { onInput: markChanged, onChange: markChanged }, release, changed };
}
