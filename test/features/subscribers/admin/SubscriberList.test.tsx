import { screen, waitFor, within } from '@testing-library/react';
import SubscriberList from '../../../../src/features/subscribers/admin/SubscriberList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeSubscriber } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

describe('SubscriberList', () => {
  it('shows subscribers, searches email, and reports a failed deletion', async () => {
    fakeApi.seed({
      subscribers: [
        makeSubscriber({
          id: 1,
          email: 'one@example.com',
          state: 'confirmed',
          confirmed_at: '2025-01-02 04:00:00',
        }),
        makeSubscriber({ id: 2, email: 'two@example.org', created_at: '2025-01-03 03:04:05' }),
      ],
    });
    const { user } = renderWithProviders(<SubscriberList />, {
      preloadedState: adminState(),
      route: '/subscribers',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    for (const name of ['Index', 'Email', 'State', 'Subscribed on', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    // The API lists the newest subscriber first.
    expect(rowTexts()).toEqual([
      expect.stringContaining('two@example.orgunconfirmed'),
      expect.stringContaining('one@example.comconfirmed'),
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), '.ORG');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1two@example.org/)]));

    await user.click(screen.getByRole('button', { name: 'Delete two@example.org' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Subscriber.')).toBeInTheDocument();
    // The address unsubscribed meanwhile: the server answers 404.
    fakeApi.store.subscribers = fakeApi.store.subscribers.filter(({ id }) => id !== 2);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Subscriber deletion failed.')).toBeInTheDocument();
  });
});
