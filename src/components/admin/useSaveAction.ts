import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { DIALOG_MS } from '../../shared/constants';
import { message, messages } from '../../api/messages';

export type SavedNoun = 'Job' | 'Blog' | 'Team' | 'Client';

export const DUPLICATE_TEXT = messages.duplicate;
export const MISSING_DATA_TEXT = messages.missingData;

/** A required text field of a form, by the label people see. */
export interface RequiredField {
  label: string;
  value: string;
}

/**
 * The missingField message naming the label for the first required field left blank (only spaces count as blank), or
 * undefined when every one is filled. Checked before sending, so a cleared field is named, not sent.
 */
export function blankFieldMessage(fields: ReadonlyArray<RequiredField>): string | undefined {
  const blank = fields.find((field) => field.value.trim() === '');
  return blank ? message('missingField', { field: blank.label }) : undefined;
}

/**
 * Runs a create or update and answers with the spec's messages (SPEC §4, §8):
 * - 2xx with `data` -> the saved message for 1.5 s, then the list;
 * - 2xx without `data` -> error "Job Inserted failed" / "Job Updated failed";
 * - 400 with the server's duplicate sentence -> the duplicate warning with an OK button;
 * - any other 400 or 4xx (413, 415, ...) -> the failure title with the server's sentence;
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
          await notify({ kind: 'error', title: message('saveFailed', { noun, verb }) });
          return false;
        }
        onSaved?.();
        await notify({ kind: 'success', title: message('saved', { noun, verb }), timerMs: DIALOG_MS });
        void navigate(listPath);
        return true;
      } catch (error) {
        const status = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
        if (status === 401 || status === NETWORK_ERROR_STATUS || status >= 500) return false;
        const sentence = isApiError(error) ? error.message : undefined;
        if (status === 400 && sentence === DUPLICATE_TEXT) {
          await notify({ kind: 'warning', title: DUPLICATE_TEXT, confirmText: 'OK' });
        } else {
          await notify({
            kind: status === 400 ? 'warning' : 'error',
            title: message('saveFailed', { noun, verb }),
            text: sentence,
            confirmText: 'OK',
          });
        }
        return false;
      }
    },
    [listPath, navigate, notify, noun, onSaved, verb],
  );
}
