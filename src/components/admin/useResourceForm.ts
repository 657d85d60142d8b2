import type { FormEvent } from 'react';
import { useDialogs } from '../dialogs/DialogProvider';
import { DIALOG_MS } from '../../shared/constants';
import { useSaveAction, type SavedNoun } from './useSaveAction';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** An RTK Query mutation hook: its trigger and its state (only `isLoading` is read). */
type MutationHook<Arg> = () => readonly [
  (arg: Arg) => { unwrap: () => Promise<{ data?: unknown }> },
  { isLoading: boolean },
];

interface ResourceFormOptions<Create, Update> {
  /** "Job", "Blog", "Team", "Client": the saved and failed messages name it. */
  noun: SavedNoun;
  /** The record being edited; undefined on the add form. */
  record: { id: number } | undefined;
  /** Where a saved form goes back to. */
  listPath: string;
  useCreate: MutationHook<Create>;
  useUpdate: MutationHook<{ id: number; body: Update }>;
}

/** What one submit sends, once the checks have passed. */
export interface Submission<Create, Update> {
  /**
   * The checks in the order the form asks them, each answering the warning to show (the spec's sentence)
   * or undefined; the first warning stops the submit and nothing is sent.
   */
  checks: ReadonlyArray<() => string | undefined>;
  /** The add form's body. */
  create: () => Create;
  /** The edit form's body. */
  update: () => Update;
}

/**
 * The skeleton every admin add/edit form shares (Blog, Team, Job, Client): the create and update
 * mutations, the unsaved-changes guard, the busy state, the checks before sending (each warning shown for
 * the spec's 1.5 s), and the save with the spec's messages (`useSaveAction`). A form keeps its own fields
 * and rules and hands them to `submit`.
 */
export function useResourceForm<Create, Update>({
  noun,
  record,
  listPath,
  useCreate,
  useUpdate,
}: ResourceFormOptions<Create, Update>) {
  const editing = record !== undefined;
  const { notify } = useDialogs();
  const [create, creating] = useCreate();
  const [update, updating] = useUpdate();
  const guard = useUnsavedChangesGuard();
  const save = useSaveAction(noun, editing, listPath, guard.release);

  /** The form's onSubmit: runs the checks, then creates or updates. */
  const submit = (submission: () => Submission<Create, Update>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (async () => {
      const { checks, create: createBody, update: updateBody } = submission();
      for (const check of checks) {
        const warning = check();
        if (warning !== undefined) {
          await notify({ kind: 'warning', title: warning, timerMs: DIALOG_MS });
          return;
        }
      }
      await save(() =>
        (record ? update({ id: record.id, body: updateBody() }) : create(createBody())).unwrap(),
      );
    })();
  };

  return {
    editing,
    busy: creating.isLoading || updating.isLoading,
    /** Spread on the `<form>`: marks it changed on any input. */
    formProps: guard.formProps,
    submit,
  };
}
