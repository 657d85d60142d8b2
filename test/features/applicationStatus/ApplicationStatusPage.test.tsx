import { screen, within } from '@testing-library/react';
import ApplicationStatusPage from '../../../src/features/applicationStatus/ApplicationStatusPage';
import english from '../../../src/i18n/messages/en.json';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeApplication } from '../../utils/publicFixtures';

jest.setTimeout(30_000);
const text = english.applicationStatus;

describe('application status page', () => {
  it('shows the status for the reference and phone, the one answer for a mismatch, and withdraws', async () => {
    fakeApi.seed({
      applications: [
        makeApplication({
          id: 3,
          reference: 'SMS-2026-000003',
          job_title: 'Welder',
          phone: '+91 98250 11223',
          email: '',
          status: 'Screening',
        }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationStatusPage />, { route: '/application-status' });
    await user.type(screen.getByLabelText(new RegExp(text.reference)), 'SMS-2026-000003');
    await user.type(screen.getByLabelText(new RegExp(text.contact)), '9825000000');
    await user.click(screen.getByRole('button', { name: text.check }));
    expect(await screen.findByText(english.server.statusNotFound)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(new RegExp(text.contact)));
    await user.type(screen.getByLabelText(new RegExp(text.contact)), '098250 11223');
    await user.click(screen.getByRole('button', { name: text.check }));
    const answer = await screen.findByRole('region', { name: /Your application/ });
    expect(within(answer).getByText('Welder')).toBeInTheDocument();
    expect(within(answer).getByTestId('status-value')).toHaveTextContent(text.statusScreening);
    expect(fakeApi.requests('checkApplicationStatus')[1].body).toEqual({
      reference: 'SMS-2026-000003',
      contact: '098250 11223',
    });

    await user.click(within(answer).getByRole('button', { name: text.withdraw }));
    await user.click(await screen.findByRole('button', { name: text.withdrawYes }));
    expect(await screen.findByText(english.server.applicationWithdrawnByApplicant)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.ok }));
    expect(await screen.findByText(text.closedNote)).toBeInTheDocument();
    expect(fakeApi.store.applications[0].status).toBe('Withdrawn');
  });

  it('links to the job seeker’s own pages (/my-applications)', async () => {
    renderWithProviders(<ApplicationStatusPage />, { route: '/application-status' });
    const link = await screen.findByRole('link', { name: english.applicationStatus.myApplicationsLink });
    expect(link).toHaveAttribute('href', '/my-applications');
  });
});
