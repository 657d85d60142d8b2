import { screen, waitFor, within } from '@testing-library/react';
import JobList from '../../../../src/features/jobs/admin/JobList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi, type Job } from '../../../utils/fakeApi';
import { makeJob, makeJobs as jobs } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

// The API lists the newest job (highest id) first.
const serveJobs = (list: Job[]) => fakeApi.seed({ jobs: list });

allowSlowRendering();

const renderList = () => renderWithProviders(<JobList />, { preloadedState: adminState(), route: '/jobs' });

describe('JobList', () => {
  it('shows the columns, the category label, and 10 rows per page by default', async () => {
    serveJobs(jobs(23));
    renderList();
    await waitFor(() => expect(gridRows()).toHaveLength(10));
    for (const name of ['Index', 'Thumbnail', 'Name', 'Category', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[0]).toContain('1Job 23International');
    expect(rowTexts()[1]).toContain('2Job 22Domestic');
    expect(screen.getByRole('link', { name: 'Edit Job 23' })).toHaveAttribute('href', '/edit-jobs/23');
    expect(screen.getByRole('button', { name: 'Delete Job 23' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Job 23 logo' })).toHaveAttribute('src', '/api/files/job-23.png');
    expect(screen.getByRole('link', { name: 'Create Job' })).toHaveAttribute('href', '/create-jobs');
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('pages with Previous/Next and offers page sizes 10 to 50', async () => {
    serveJobs(jobs(23));
    const { user } = renderList();
    await waitFor(() => expect(gridRows()).toHaveLength(10));
    const pageSize = screen.getByLabelText('Rows per page');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    expect(rowTexts()[0]).toMatch(/^21Job 3I/);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(rowTexts()[0]).toMatch(/^11Job 13/));

    // A page-size change goes back to the first page.
    await user.selectOptions(pageSize, '20');
    await waitFor(() => expect(gridRows()).toHaveLength(20));
    expect(rowTexts()[0]).toMatch(/^1Job 23/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches title, the raw category value and the shown label, case-insensitively, from page 1', async () => {
    serveJobs([
      makeJob({ id: 1, title: 'Welder', category: '1' }),
      makeJob({ id: 2, title: 'Cook', category: '2' }),
      makeJob({ id: 3, title: 'Head Cook', category: '1' }),
      ...jobs(20).map((job) => ({
        ...job,
        id: job.id + 100,
        title: `Driver ${job.id}`,
        category: '1' as const,
      })),
    ]);
    const { user } = renderList();
    await waitFor(() => expect(gridRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());

    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    await user.type(search, 'COOK');
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(rowTexts()).toEqual([expect.stringMatching(/^1Head Cook/), expect.stringMatching(/^2Cook/)]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '2');
    // '2' matches the Domestic job by its raw value, and the drivers whose titles contain a 2.
    await waitFor(() => expect(gridRows()).toHaveLength(4));
    expect(rowTexts().map((text) => text.replace(/(International|Domestic).*/, '$1'))).toEqual([
      '1Driver 20International',
      '2Driver 12International',
      '3Driver 2International',
      '4CookDomestic',
    ]);

    // The label the grid shows finds its rows too.
    await user.clear(search);
    await user.type(search, 'domestic');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1CookDomestic/)]));
    await user.clear(search);
    await user.type(search, 'Internat');
    await waitFor(() => expect(gridRows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 22')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'plumber');
    await waitFor(() => expect(screen.getByText('No data available')).toBeInTheDocument());
    expect(gridRows()).toHaveLength(0);
  });

  it('shows "No data available" when there are no jobs', async () => {
    serveJobs([]);
    renderList();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('deletes after confirmation, shows "Deleted!" and reloads the list', async () => {
    serveJobs(jobs(3));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 2' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(confirm).getByText('You want to delete this Job.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByText('This Job has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Delete Job 2' })).not.toBeInTheDocument();
    expect(fakeApi.store.jobs.map((job) => job.id)).toEqual([1, 3]);
    await waitFor(() => expect(screen.queryByText('Deleted!')).not.toBeInTheDocument());
  });

  it('does nothing when the deletion is cancelled', async () => {
    serveJobs(jobs(2));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(gridRows()).toHaveLength(2);
  });

  it('says "Deletion failed!" when the server refuses', async () => {
    serveJobs(jobs(2));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }));
    // Someone else deleted it meanwhile: the server answers 404.
    fakeApi.store.jobs = fakeApi.store.jobs.filter((job) => job.id !== 1);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Job deletion failed.')).toBeInTheDocument();
  });

  it('raises the server-down view when deleting fails with a 5xx', async () => {
    serveJobs(jobs(2));
    fakeApi.failNext('deleteJob', 500);
    const { user, store } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    await waitFor(() => expect(store.getState().ui.serverDown).toBe(true));
    expect(screen.queryByText('Deletion failed!')).not.toBeInTheDocument();
  });
});
