import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SubscriberList from '../../../../src/features/subscribers/admin/SubscriberList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

describe('SubscriberList', () => {
  it('shows subscribers, searches email, and reports a failed deletion', async () => {
    server.use(
      http.get(apiUrl('/subscribers'), () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              email: 'one@example.com',
              created_at: '2025-01-02 03:04:05',
              state: 'confirmed',
              confirmed_at: '2025-01-02 04:00:00',
            },
            {
              id: 2,
              email: 'two@example.org',
              created_at: '2025-01-03 03:04:05',
              state: 'unconfirmed',
              confirmed_at: null,
            },
          ],
        }),
      ),
      http.delete(apiUrl('/subscribers/delete/:id'), () =>
        HttpResponse.json({ message: 'Nope' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<SubscriberList />, {
      preloadedState: adminState(),
      route: '/subscribers',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    for (const name of ['Index', 'Email', 'State', 'Subscribed on', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()).toEqual([
      expect.stringContaining('one@example.comconfirmed'),
      expect.stringContaining('two@example.orgunconfirmed'),
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), '.ORG');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1two@example.org/)]));

    await user.click(screen.getByRole('button', { name: 'Delete two@example.org' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Subscriber.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Subscriber deletion failed.')).toBeInTheDocument();
  });
});
