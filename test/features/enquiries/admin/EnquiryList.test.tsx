import { screen, waitFor, within } from '@testing-library/react';
import EnquiryList from '../../../../src/features/enquiries/admin/EnquiryList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeEnquiry } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

const enquiry = (id: number, name: string, email: string, message: string) =>
  makeEnquiry({ id, name, email, message });

describe('EnquiryList', () => {
  it('shows enquiries, searches name and email, and deletes with the Enquiry texts', async () => {
    fakeApi.seed({
      enquiries: [
        enquiry(1, 'Nisha', 'nisha@example.com', 'Looking for a driver job'),
        enquiry(2, 'Textile Co', 'hr@textile.example', 'We need 20 workers'),
      ],
    });
    const { user } = renderWithProviders(<EnquiryList />, {
      preloadedState: adminState(),
      route: '/enquiries',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    for (const name of ['Index', 'Name', 'Email', 'Phone', 'Purpose', 'Message', 'Received', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    // The API lists the newest enquiry first.
    expect(rowTexts()[0]).toContain('Employer');
    expect(rowTexts()[1]).toContain('Jobseeker');
    expect(screen.getByText('We need 20 workers')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'TEXTILE.EXAMPLE');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1Textile Co/)]));
    await user.clear(screen.getByRole('searchbox', { name: 'Search enquiries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'driver');
    await waitFor(() => expect(screen.getByText('No data available')).toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: 'Search enquiries' }));

    await user.click(await screen.findByRole('button', { name: 'Delete enquiry from Nisha' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Enquiry.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('This Enquiry has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(fakeApi.store.enquiries.map(({ name }) => name)).toEqual(['Textile Co']);
  });
});
