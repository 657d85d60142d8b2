import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import JobList from '../../../../src/features/jobs/admin/JobList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, makeJob, rowTexts } from '../../../utils/adminTestUtils';
import type { Job } from '../../../../src/features/jobs/jobsApi';

const jobs = (count: number) => Array.from({ length: count }, (_, i) => makeJob(i + 1));

const serveJobs = (list: Job[]) =>
  server.use(http.get(apiUrl('/job/manage'), () => HttpResponse.json({ data: list })));

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
    expect(rowTexts()[0]).toContain('1Job 1International');
    expect(rowTexts()[1]).toContain('2Job 2Domestic');
    expect(screen.getByRole('link', { name: 'Edit Job 1' })).toHaveAttribute('href', '/edit-jobs/1');
    expect(screen.getByRole('button', { name: 'Delete Job 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Job 1 logo' })).toHaveAttribute('src', '/api/files/1.png');
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
    expect(rowTexts()[0]).toMatch(/^21Job 21/);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(rowTexts()[0]).toMatch(/^11Job 11/));

    // A page-size change goes back to the first page.
    await user.selectOptions(pageSize, '20');
    await waitFor(() => expect(gridRows()).toHaveLength(20));
    expect(rowTexts()[0]).toMatch(/^1Job 1/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches title, the raw category value and the shown label, case-insensitively, from page 1', async () => {
    serveJobs([
      makeJob(1, { title: 'Welder', category: '1' }),
      makeJob(2, { title: 'Cook', category: '2' }),
      makeJob(3, { title: 'Head Cook', category: '1' }),
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
    expect(rowTexts()).toEqual([expect.stringMatching(/^1Cook/), expect.stringMatching(/^2Head Cook/)]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '2');
    // '2' matches the Domestic job by its raw value, and the drivers whose titles contain a 2.
    await waitFor(() => expect(gridRows()).toHaveLength(4));
    expect(rowTexts().map((text) => text.replace(/(International|Domestic).*/, '$1'))).toEqual([
      '1CookDomestic',
      '2Driver 2International',
      '3Driver 12International',
      '4Driver 20International',
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
    let list = jobs(3);
    server.use(
      http.get(apiUrl('/job/manage'), () => HttpResponse.json({ data: list })),
      http.delete(apiUrl('/job/delete/:id'), ({ params }) => {
        list = list.filter((job) => job.id !== Number(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
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
    server.use(
      http.delete(apiUrl('/job/delete/:id'), () =>
        HttpResponse.json({ message: 'No such job' }, { status: 404 }),
      ),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Job deletion failed.')).toBeInTheDocument();
  });

  it('raises the server-down view when deleting fails with a 5xx', async () => {
    serveJobs(jobs(2));
    server.use(
      http.delete(apiUrl('/job/delete/:id'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { user, store } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Job 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    await waitFor(() => expect(store.getState().ui.serverDown).toBe(true));
    expect(screen.queryByText('Deletion failed!')).not.toBeInTheDocument();
  });
});
