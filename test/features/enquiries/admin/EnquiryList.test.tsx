import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import EnquiryList from '../../../../src/features/enquiries/admin/EnquiryList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';
import type { Enquiry } from '../../../../src/features/enquiries/enquiriesApi';

allowSlowRendering();

const enquiry = (id: number, name: string, email: string, message: string): Enquiry => ({
  id,
  name,
  email,
  phone: '+91 98250 00000',
  purpose: id % 2 ? 'jobseeker' : 'employer',
  message,
  created_at: '2025-03-04 05:06:07',
});

describe('EnquiryList', () => {
  it('shows enquiries, searches name and email, and deletes with the Enquiry texts', async () => {
    let list = [
      enquiry(1, 'Nisha', 'nisha@example.com', 'Looking for a driver job'),
      enquiry(2, 'Textile Co', 'hr@textile.example', 'We need 20 workers'),
    ];
    server.use(
      http.get(apiUrl('/enquiries'), () => HttpResponse.json({ data: list })),
      http.delete(apiUrl('/enquiries/delete/:id'), ({ params }) => {
        list = list.filter((e) => e.id !== Number(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    const { user } = renderWithProviders(<EnquiryList />, {
      preloadedState: adminState(),
      route: '/enquiries',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    for (const name of ['Index', 'Name', 'Email', 'Phone', 'Purpose', 'Message', 'Received', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[0]).toContain('Jobseeker');
    expect(rowTexts()[1]).toContain('Employer');
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
  });
});
