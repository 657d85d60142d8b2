import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import OutboxList from '../../../../src/features/applications/admin/OutboxList';
import MailTemplates from '../../../../src/features/applications/admin/MailTemplates';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, contractJson, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';
import type { OutboxMessage } from '../../../../src/features/applications/applicationsApi';

allowSlowRendering();

const message = (id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  kind: 'applicant-confirmation',
  to_address: `a${id}@example.com`,
  subject: `Subject ${id}`,
  text_body: `Body of message ${id}`,
  application_id: 1,
  enquiry_id: null,
  status: 'pending',
  attempts: 0,
  last_error: null,
  created_at: '2026-05-01 10:00:00',
  sent_at: null,
  next_attempt_at: '2026-05-01 10:00:00',
  ...overrides,
});

describe('Outbox', () => {
  it('lists messages with state, recipient, attempts and last error; banner when sending is off; reads a message; filters by state', async () => {
    const states: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/outbox'), ({ request }) => {
        const state = new URL(request.url).searchParams.get('status');
        states.push(state);
        const all = [
          message(1),
          message(2, {
            status: 'failed',
            attempts: 8,
            last_error: '550 mailbox unavailable',
            kind: 'job-alert',
          }),
        ];
        return contractJson('listOutbox', {
          sending_enabled: false,
          data: state ? all.filter((row) => row.status === state) : all,
        });
      }),
    );
    const { user, router } = renderWithProviders(<OutboxList />, {
      preloadedState: adminState(),
      route: '/outbox',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(screen.getByText(/Sending is off/)).toBeInTheDocument();
    for (const name of ['State', 'Recipient', 'Subject', 'Attempts', 'Next attempt', 'Last error']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[1]).toContain('failed');
    expect(rowTexts()[1]).toContain('550 mailbox unavailable');
    expect(rowTexts()[1]).toContain('Job alerts: new openings');

    await user.click(screen.getByRole('button', { name: 'Read "Subject 1" to a1@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(dialog).toHaveTextContent('Body of message 1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('a2@example.com')]));
    expect(states).toContain('failed');
  });

  it('shows no banner when sending is on', async () => {
    server.use(
      http.get(apiUrl('/outbox'), () =>
        contractJson('listOutbox', {
          sending_enabled: true,
          data: [message(1, { status: 'sent', sent_at: '2026-05-01 10:00:05' })],
        }),
      ),
    );
    renderWithProviders(<OutboxList />, { preloadedState: adminState(), route: '/outbox' });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.queryByText(/Sending is off/)).not.toBeInTheDocument();
  });
});

describe('Mail templates', () => {
  it('lists the placeholders and saves a template; shows the server refusal', async () => {
    let saved: unknown;
    let refuse = false;
    server.use(
      http.get(apiUrl('/mail-templates'), () =>
        contractJson('listMailTemplates', {
          data: [
            {
              status: 'Interview',
              subject: 'Interview for {job}',
              body: 'Dear {name}',
              updated_at: '2026-05-01 10:00:00',
            },
          ],
        }),
      ),
      http.put(apiUrl('/mail-templates/:status'), async ({ request, params }) => {
        if (refuse)
          return contractJson(
            'updateMailTemplate',
            {
              message:
                'The template uses unknown placeholders: {salary}. Use {name}, {job}, {reference}, {status} or {agency}.',
            },
            400,
          );
        saved = { status: params.status, ...((await request.json()) as object) };
        return contractJson('updateMailTemplate', {
          message: 'Template saved.',
          data: {
            status: 'Interview',
            subject: 'Interview at {agency}',
            body: 'Dear {name}',
            updated_at: '2026-05-02 10:00:00',
          },
        });
      }),
    );
    const { user } = renderWithProviders(<MailTemplates />, {
      preloadedState: adminState(),
      route: '/mail-templates',
    });
    for (const placeholder of ['{name}', '{job}', '{reference}', '{status}', '{agency}']) {
      expect(screen.getByText(placeholder)).toBeInTheDocument();
    }
    const subject = await screen.findByRole('textbox', { name: 'Interview: subject' });
    await user.clear(subject);
    await user.type(subject, 'Interview at {{agency}');
    await user.click(screen.getByRole('button', { name: 'Save Interview template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(saved).toEqual({ status: 'Interview', subject: 'Interview at {agency}', body: 'Dear {name}' });
    await waitFor(() => expect(screen.queryByText('Template saved.')).not.toBeInTheDocument());

    refuse = true;
    await user.type(await screen.findByRole('textbox', { name: 'Interview: message' }), ' {{salary}');
    await user.click(screen.getByRole('button', { name: 'Save Interview template' }));
    expect(await screen.findByText(/unknown placeholders: \{salary\}/)).toBeInTheDocument();
  });
});
