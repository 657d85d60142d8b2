import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationGuard } from '../../app/appRouter';
import { useAppStore } from '../../app/hooks';
import { useDialogs } from '../dialogs/DialogProvider';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT =
  'Your changes on this form have not been saved. If you leave now, they will be lost.';

/**
 * Keeps an add/edit form's unsaved work from being lost: once the user has changed anything in the form,
 * leaving it inside the app (Back, the sidebar, a breadcrumb, the browser's back button) asks first, and
 * closing or reloading the tab gets the browser's own "leave site?" prompt. No prompt once saved, nor when
 * the user is signed out (the session ended, or they logged out after confirming).
 *
 * Spread `formProps` on the `<form>`: any input, change or file pick inside it marks the form changed.
 * Call `release()` right before navigating away after a successful save.
 */
export function useUnsavedChangesGuard() {
  const [changed, setChanged] = useState(false);
  const released = useRef(false);
  const store = useAppStore();
  const { confirm } = useDialogs();

  const guarding = useCallback(
    () => changed && !released.current && store.getState().session.user !== null,
    [changed, store],
  );

  useNavigationGuard(
    (current, next) =>
      guarding() && (current.pathname !== next.pathname || current.search !== (next.search ?? '')),
    () => confirm({ title: LEAVE_TITLE, text: LEAVE_TEXT, confirmText: 'Leave', cancelText: 'Stay' }),
  );

  useEffect(() => {
    if (!changed) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [changed, guarding]);

  const markChanged = useCallback(() => setChanged(true), []);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { formProps: { onInput: markChanged, onChange: markChanged }, release, changed };
}
