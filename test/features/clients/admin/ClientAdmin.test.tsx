import { screen, within } from '@testing-library/react';
import ClientForm from '../../../../src/features/clients/admin/ClientForm';
import ClientList from '../../../../src/features/clients/admin/ClientList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi, type Job } from '../../../utils/fakeApi';
import { makeJob } from '../../../utils/publicFixtures';
import {
  adminState,
  allowSlowRendering,
  fill,
  gridRows,
  waitForDialogToClose,
} from '../../../utils/adminTestUtils';

allowSlowRendering();

const renderForm = (route = '/create-client', path = '/create-client') =>
  renderWithProviders(<ClientForm />, { preloadedState: adminState('recruiter'), route, path });

describe('the client form', () => {
  it('shows the state and PAN a GSTIN gives, and the sentence naming what is wrong with a bad one', async () => {
    const { user } = renderForm();
    const gstin = screen.getByLabelText(/^GSTIN/, { selector: 'input' });
    await fill(user, gstin, '24AAACB1234C1Z5');
    expect(
      await screen.findByText('The GSTIN 24AAACB1234C1Z5 is not valid: the check character should be L.'),
    ).toBeInTheDocument();
    await user.clear(gstin);
    await fill(user, gstin, '27AAPFU0939F1ZV');
    expect(await screen.findByText('State: Maharashtra (27) · PAN: AAPFU0939F')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Billing state/)).toBeDisabled();
    expect(screen.getByLabelText(/^Billing state/)).toHaveValue('27');
  });

  it('adds a client with a contact, and needs the address and state without a GSTIN', async () => {
    const { user } = renderForm();
    await fill(user, screen.getByLabelText(/^Company name/, { selector: 'input' }), 'Sanand Foods');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await fill(user, screen.getByLabelText(/^Contact name/, { selector: 'input' }), 'Meera Patel');
    await fill(user, screen.getByLabelText(/^Designation/, { selector: 'input' }), 'HR Manager');
    await fill(user, screen.getByLabelText(/^Phone/, { selector: 'input' }), '+91 98250 11111');
    await user.click(screen.getByRole('checkbox', { name: 'Takes WhatsApp on this phone' }));
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(
      await screen.findByText('Without a GSTIN, please give the billing address and its state.'),
    ).toBeInTheDocument();
    await waitForDialogToClose();
    await fill(
      user,
      screen.getByLabelText(/^Billing address/, { selector: 'textarea' }),
      'Plot 4, GIDC Sanand',
    );
    await user.selectOptions(screen.getByLabelText(/^Billing state/), '24');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Client Inserted Successfully')).toBeInTheDocument();
    expect(fakeApi.requests('createClient').map(({ body }) => body)).toEqual([
      {
        name: 'Sanand Foods',
        billing_state: '24',
        billing_address: 'Plot 4, GIDC Sanand',
        contacts: [
          {
            name: 'Meera Patel',
            designation: 'HR Manager',
            phone: '+91 98250 11111',
            email: '',
            whatsapp: true,
          },
        ],
      },
    ]);
    expect(fakeApi.store.clients).toEqual([
      expect.objectContaining({ name: 'Sanand Foods', billing_state_name: 'Gujarat' }),
    ]);
  });
});

const zenith = {
  id: 4,
  name: 'Zenith Forgings',
  gstin: '24AAACB1234C1ZL',
  pan: 'AAACB1234C',
  billing_address: '',
  billing_state: '24',
  billing_state_name: 'Gujarat',
  contacts: [
    { id: 1, name: 'Meera Patel', designation: 'HR Manager', phone: '1', email: '', whatsapp: true },
  ],
  requirements: 0,
  created_at: '2026-05-01 10:00:00',
  updated_at: '2026-05-01 10:00:00',
};

describe('the client list', () => {
  it("says why a client with requirements is not deleted (the server's sentence)", async () => {
    fakeApi.seed({ clients: [zenith], jobs: [{ ...makeJob({ id: 9 }), client_id: 4 } as Job] });
    const { user } = renderWithProviders(<ClientList />, {
      preloadedState: adminState('recruiter'),
      route: '/clients',
      path: '/clients',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Zenith Forgings' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(
      screen.getByText('This client still has 1 requirement(s) (jobs). Move or delete them first.'),
    ).toBeInTheDocument();
    expect(fakeApi.store.clients).toHaveLength(1);
  });

  it('lists the clients with GSTIN, state, contacts and requirements', async () => {
    fakeApi.seed({
      clients: [
        {
          id: 4,
          name: 'Zenith Forgings',
          gstin: '24AAACB1234C1ZL',
          pan: 'AAACB1234C',
          billing_address: '',
          billing_state: '24',
          billing_state_name: 'Gujarat',
          contacts: [
            { id: 1, name: 'Meera Patel', designation: 'HR Manager', phone: '1', email: '', whatsapp: true },
          ],
          requirements: 0,
          created_at: '2026-05-01 10:00:00',
          updated_at: '2026-05-01 10:00:00',
        },
      ],
    });
    renderWithProviders(<ClientList />, {
      preloadedState: adminState('recruiter'),
      route: '/clients',
      path: '/clients',
    });
    expect(await screen.findByText('Zenith Forgings')).toBeInTheDocument();
    const [row] = gridRows();
    expect(within(row).getByText('24AAACB1234C1ZL')).toBeInTheDocument();
    expect(within(row).getByText('Gujarat')).toBeInTheDocument();
    expect(within(row).getByText('Meera Patel (HR Manager)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Zenith Forgings' })).toHaveAttribute(
      'href',
      '/edit-client/4',
    );
  });
});
