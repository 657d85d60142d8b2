import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { DIALOG_MS } from '../../app/constants';

export type SavedNoun = 'Job' | 'Blog' | 'Team';

export const DUPLICATE_TEXT = 'This Data Already Exists';
export const MISSING_DATA_TEXT = 'Please enter data';

/**
 * Runs a create or update and answers with the spec's messages (SPEC §4, §8):
 * - 2xx with `data` -> "Job Inserted Successfully" / "Job Updated Successfully" for 1.5 s, then the list;
 * - 2xx without `data` -> error "Job Inserted failed" / "Job Updated failed";
 * - 400 -> warning "This Data Already Exists" with an OK button;
 * - other 4xx (413, 415, ...) -> the failure title with the server's sentence;
 * - 401, 5xx and network failures are handled app-wide (login page, server-down view).
 * Resolves true when saved.
 */
export function useSaveAction(
  noun: SavedNoun,
  editing: boolean,
  listPath: string,
  /** Called once saved, right before going back to the list (e.g. to release an unsaved-changes guard). */
  onSaved?: () => void,
) {
  const { notify } = useDialogs();
  const navigate = useNavigate();
  const verb = editing ? 'Updated' : 'Inserted';

  return useCallback(
    async (save: () => Promise<{ data?: unknown } | undefined>): Promise<boolean> => {
      try {
        const result = await save();
        if (!result?.data) {
          await notify({ kind: 'error', title: `${noun} ${verb} failed` });
          return false;
        }
        onSaved?.();
        await notify({ kind: 'success', title: `${noun} ${verb} Successfully`, timerMs: DIALOG_MS });
        navigate(listPath);
        return true;
      } catch (error) {
        const status = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
        if (status === 401 || status === NETWORK_ERROR_STATUS || status >= 500) return false;
        if (status === 400) {
          const detail = isApiError(error) && error.message !== DUPLICATE_TEXT ? error.message : undefined;
          await notify({ kind: 'warning', title: DUPLICATE_TEXT, text: detail, confirmText: 'OK' });
        } else {
          await notify({
            kind: 'error',
            title: `${noun} ${verb} failed`,
            text: isApiError(error) ? error.message : undefined,
          });
        }
        return false;
      }
    },
    [listPath, navigate, notify, noun, onSaved, verb],
  );
}
