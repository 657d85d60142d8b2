import { File as NodeFile } from 'node:buffer';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '../../src/app/store';
import type { StaffRole } from '../../src/api/roles';
import { fakeApi, fakeStaffUser } from './fakeApi';

/**
 * A signed-in staff user: the store's state after login, and the fake API's session (so staff
 * operations answer instead of 401).
 */
export const adminState = (roll: StaffRole = 'admin'): Partial<RootState> => {
  const { password: _password, ...userdata } = { ...fakeStaffUser, role: roll };
  fakeApi.signIn(userdata);
  return { session: { user: { userdata, roll } } } as Partial<RootState>;
};

/**
 * The DataGrid and MUI dialogs are heavy in jsdom: give each admin test file room (tests and `findBy`/
 * `waitFor`) so a slow machine does not fail them. A grid test has been seen to take over 60 s on two cores
 * shared with a build and a browser run; a test that hangs still fails, later.
 */
export function allowSlowRendering() {
  jest.setTimeout(180_000);
  configure({ asyncUtilTimeout: 20_000 });
}

/** The data rows of the DataGrid on screen (header row excluded); also while a dialog hides the page. */
export const gridRows = () => {
  const grid = screen.getByRole('grid', { hidden: true });
  return within(grid)
    .getAllByRole('row', { hidden: true })
    .filter((row) => row.getAttribute('data-id') !== null);
};

/** The text of each data row's cells, for compact assertions. */
export const rowTexts = () => gridRows().map((row) => row.textContent ?? '');

/**
 * A PNG-typed file of the given size in bytes. Built from Node's File: the test environment uses Node's
 * Blob and FormData (for fetch), and jsdom's own File is not a Node Blob.
 */
export const imageFile = (bytes = 1024, name = 'logo.png', type = 'image/png'): File =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

/** jsdom has no object URLs; the image picker previews with them. */
export function stubObjectUrls() {
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: () => 'blob:preview',
      revokeObjectURL: () => undefined,
    });
  });
}

/** Waits until the app's message dialog has fully closed (its exit transition included). */
export const waitForDialogToClose = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());

/** Types a value in one go (a paste), which keeps the heavy admin forms fast under jsdom. */
export async function fill(
  user: { click: (e: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: Element,
  value: string,
) {
  await user.click(field);
  await user.paste(value);
}
