import { useCallback } from 'react';
import { useDialogs } from '../dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { DIALOG_MS } from '../../shared/constants';
import { message, messages } from '../../api/messages';

/** The resource names the spec's delete texts use (messages.deletedText, deleteFailedText). */
export type ResourceNoun = 'Job' | 'Blog' | 'Team' | 'Application' | 'Enquiry' | 'Subscriber' | 'Client';

/** Something like RTK Query's mutation trigger: called with the id, `unwrap()` resolves or throws an ApiError. */
type DeleteTrigger = (id: number) => { unwrap: () => Promise<unknown> };

/** Texts of the confirmation: applications use the spec's one-sentence question. */
export function deleteConfirmTexts(noun: ResourceNoun): { title: string; text?: string } {
  if (noun === 'Application') return { title: messages.deleteApplicationConfirm };
  return { title: messages.deleteConfirmTitle, text: message('deleteConfirmText', { noun }) };
}

/**
 * Delete with the spec's flow (SPEC §4, §8): confirm, call, then the deleted message for 1.5 s (the list reloads
 * through tag invalidation) or "Deletion failed!". A 401 (session over), 5xx or network failure is
 * handled app-wide (login page or server-down view), so no dialog for those.
 */
export function useDeleteAction(noun: ResourceNoun, trigger: DeleteTrigger) {
  const { confirm, notify } = useDialogs();
  return useCallback(
    async (id: number) => {
      const confirmed = await confirm({
        ...deleteConfirmTexts(noun),
        confirmText: 'Yes, delete it!',
        cancelText: 'Cancel',
      });
      if (!confirmed) return;
      try {
        await trigger(id).unwrap();
        await notify({
          kind: 'success',
          title: messages.deleted,
          text: message('deletedText', { noun }),
          timerMs: DIALOG_MS,
        });
      } catch (error) {
        const status = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
        if (status === 401 || status === NETWORK_ERROR_STATUS || status >= 500) return;
        // A 400 is the server's judgement (e.g. a client that still has requirements): its sentence says why.
        await notify({
          kind: 'error',
          title: messages.deleteFailed,
          text:
            status === 400 && isApiError(error) && error.message
              ? error.message
              : message('deleteFailedText', { noun }),
        });
      }
    },
    [confirm, notify, noun, trigger],
  );
}
