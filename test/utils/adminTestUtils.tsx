import { File as NodeFile } from 'node:buffer';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '../../src/app/store';
import type { Job } from '../../src/features/jobs/jobsApi';

/** A signed-in staff user, as the store holds it after login. */
export const adminState = (roll = 'admin'): Partial<RootState> =>
  ({
    session: {
      user: { userdata: { id: 1, name: 'Asha Admin', email: 'admin@agency.test', role: roll }, roll },
    },
  }) as Partial<RootState>;

export const makeJob = (id: number, overrides: Partial<Job> = {}): Job => ({
  id,
  title: `Job ${id}`,
  location: 'Ahmedabad',
  salary: '20000',
  career_level: 'Junior',
  experience: '1 year',
  qualification: 'Graduate',
  category: id % 2 === 0 ? '2' : '1',
  description: '<p>Work</p>',
  logo: `/files/${id}.png`,
  created_at: '2025-01-01 10:00:00',
  updated_at: '2025-01-01 10:00:00',
  employer_name: null,
  employment_type: null,
  city: null,
  country: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  valid_through: null,
  filled: false,
  closed: false,
  ...overrides,
});

/**
 * The DataGrid and MUI dialogs are heavy in jsdom: give each admin test file room (tests and `findBy`/
 * `waitFor`) so a slow machine does not fail them.
 */
export function allowSlowRendering() {
  jest.setTimeout(60_000);
  configure({ asyncUtilTimeout: 10_000 });
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
