import { act, screen, waitFor, within } from '@testing-library/react';
import { LEAVE_TEXT, LEAVE_TITLE } from '../../../../src/components/admin/useUnsavedChangesGuard';
import OutboxList from '../../../../src/features/applications/admin/OutboxList';
import MailTemplates from '../../../../src/features/applications/admin/MailTemplates';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeOutboxMessage as message } from '../../../utils/publicFixtures';
import {
  adminState,
  allowSlowRendering,
  gridRows,
  rowTexts,
  waitForDialogToClose,
} from '../../../utils/adminTestUtils';

allowSlowRendering();

// The API lists the newest message (highest id) first.
describe('Outbox', () => {
  it('lists messages with state, recipient, attempts and last error; banner when sending is off; reads a message; filters by state', async () => {
    fakeApi.seed({
      sendingEnabled: false,
      outbox: [
        message({ id: 1 }),
        message({
          id: 2,
          status: 'failed',
          attempts: 8,
          last_error: '550 mailbox unavailable',
          kind: 'job-alert',
        }),
      ],
    });
    const { user, history } = renderWithProviders(<OutboxList />, {
      preloadedState: adminState(),
      route: '/outbox',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    // The banner says what is wrong and what to do, in plain words (no setting names).
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Mail sending is not set up yet');
    expect(banner).toHaveTextContent('Ask the person who runs the server to set up mail sending');
    expect(banner).toHaveTextContent('goes out once it is');
    expect(banner).not.toHaveTextContent('SMTP');
    for (const name of ['State', 'Recipient', 'Subject', 'When', 'Last error', 'Message']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    // States are words people read, with the channel.
    expect(rowTexts()[0]).toContain('Failed · E-mail');
    expect(rowTexts()[0]).toContain('550 mailbox unavailable');
    expect(rowTexts()[0]).toContain('Job alerts: new openings');
    expect(rowTexts()[1]).toContain('Waiting · E-mail');
    expect(rowTexts().join(' ')).not.toMatch(/\b(pending|failed)\b/);
    expect(
      within(screen.getByRole('combobox', { name: 'State' }))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Waiting', 'Sending', 'Sent', 'Failed']);

    await user.click(screen.getByRole('button', { name: 'Read "Subject 1" to a1@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(dialog).toHaveTextContent('Body of message 1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await waitFor(() => expect(history.location.search).toBe('?state=failed'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('a2@example.com')]));
    expect(fakeApi.requests('listOutbox').map(({ query }) => query.status)).toContain('failed');
  });

  it('shows no banner when sending is on', async () => {
    fakeApi.seed({
      sendingEnabled: true,
      outbox: [message({ id: 1, status: 'sent', sent_at: '2026-05-01 10:00:05' })],
    });
    renderWithProviders(<OutboxList />, { preloadedState: adminState(), route: '/outbox' });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.queryByText('Mail sending is not set up yet')).not.toBeInTheDocument();
    expect(rowTexts()[0]).toContain('Sent · E-mail');
  });
});

describe('Mail templates', () => {
  it('lists the placeholders and saves a template; shows the server refusal', async () => {
    fakeApi.seed({
      mailTemplates: [
        {
          status: 'Interview',
          subject: 'Interview for {job}',
          body: 'Dear {name}',
          updated_at: '2026-05-01 10:00:00',
          translations: [],
        },
      ],
    });
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
    const saved = fakeApi.requests('updateMailTemplate')[0];
    expect([saved.params, saved.body]).toEqual([
      { status: 'Interview' },
      { subject: 'Interview at {agency}', body: 'Dear {name}', language: 'en' },
    ]);
    expect(fakeApi.store.mailTemplates).toEqual([
      expect.objectContaining({ status: 'Interview', subject: 'Interview at {agency}' }),
    ]);
    await waitFor(() => expect(screen.queryByText('Template saved.')).not.toBeInTheDocument());

    // An unknown placeholder: the server refuses the template and names it.
    await user.type(await screen.findByRole('textbox', { name: 'Interview: message' }), ' {{salary}');
    await user.click(screen.getByRole('button', { name: 'Save Interview template' }));
    expect(await screen.findByText(/unknown placeholders: \{salary\}/)).toBeInTheDocument();
  });

  it('shows each template in Gujarati and Hindi, flags a missing version and edits and removes one', async () => {
    fakeApi.seed({
      mailTemplates: [
        {
          status: 'Interview',
          subject: 'Interview for {job}',
          body: 'Dear {name}',
          updated_at: '2026-05-01 10:00:00',
          translations: [
            {
              language: 'gu',
              subject: '{job} માટે ઇન્ટરવ્યૂ',
              body: 'પ્રિય {name}',
              updated_at: '2026-04-30 10:00:00',
            },
          ],
        },
      ],
    });
    const { user } = renderWithProviders(<MailTemplates />, {
      preloadedState: adminState(),
      route: '/mail-templates',
    });
    expect(await screen.findByText('No Hindi version: English is sent')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hindi (missing)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Gujarati' }));
    expect(screen.getByRole('textbox', { name: 'Interview (Gujarati): subject' })).toHaveValue(
      '{job} માટે ઇન્ટરવ્યૂ',
    );
    expect(screen.getByText(/The English message was changed after this version/)).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Interview (Gujarati): message' });
    await user.type(body, ', આભાર');
    await user.click(screen.getByRole('button', { name: 'Save Interview template in Gujarati' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(fakeApi.requests('updateMailTemplate')[0].body).toEqual({
      subject: '{job} માટે ઇન્ટરવ્યૂ',
      body: 'પ્રિય {name}, આભાર',
      language: 'gu',
    });
    await waitFor(() => expect(screen.queryByText('Template saved.')).not.toBeInTheDocument());
    expect(screen.queryByText(/The English message was changed after this version/)).not.toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: 'Hindi (missing)' }));
    expect(
      screen.getByText(/No Hindi version: applicants who wrote in Hindi get the English message/),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Interview (Hindi): subject' }),
      '{{job} के लिए इंटरव्यू',
    );
    await user.type(screen.getByRole('textbox', { name: 'Interview (Hindi): message' }), 'प्रिय {{name}');
    await user.click(screen.getByRole('button', { name: 'Save Interview template in Hindi' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Hindi' })).toBeInTheDocument();
    expect(screen.queryByText('No Hindi version: English is sent')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Template saved.')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Remove Hindi version' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    expect(
      await screen.findByText(
        'Translation removed. Applicants in this language now get the English message.',
      ),
    ).toBeInTheDocument();
    expect(fakeApi.requests('deleteMailTemplateTranslation')[0].params).toEqual({
      status: 'Interview',
      language: 'hi',
    });
    expect(await screen.findByText('No Hindi version: English is sent')).toBeInTheDocument();
  });

  const interviewTemplate = {
    status: 'Interview' as const,
    subject: 'Interview for {job}',
    body: 'Dear {name}',
    updated_at: '2026-05-01 10:00:00',
    translations: [],
  };
  const unloadAllowed = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('asks before leaving with unsaved edits (another screen, closing the tab), and not once saved', async () => {
    fakeApi.seed({ mailTemplates: [interviewTemplate] });
    const { user, history } = renderWithProviders(<MailTemplates />, {
      preloadedState: adminState(),
      route: '/mail-templates',
      path: '/mail-templates',
    });
    const subject = await screen.findByRole('textbox', { name: 'Interview: subject' });
    // Untouched: the tab closes without a prompt.
    expect(unloadAllowed()).toBe(true);

    await user.type(subject, ' today');
    act(() => history.push('/jobs'));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(LEAVE_TITLE)).toBeInTheDocument();
    expect(within(ask).getByText(LEAVE_TEXT)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitForDialogToClose();
    expect(history.location.pathname).toBe('/mail-templates');
    expect(screen.getByRole('textbox', { name: 'Interview: subject' })).toHaveValue(
      'Interview for {job} today',
    );
    expect(unloadAllowed()).toBe(false);

    // Undoing the edit by hand leaves nothing unsaved.
    await user.clear(subject);
    await user.type(subject, 'Interview for {{job}');
    expect(unloadAllowed()).toBe(true);

    // Saved: no question.
    await user.type(subject, ' today');
    await user.click(screen.getByRole('button', { name: 'Save Interview template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Template saved.')).not.toBeInTheDocument());
    expect(unloadAllowed()).toBe(true);
    act(() => history.push('/jobs'));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(screen.queryByText(LEAVE_TITLE)).not.toBeInTheDocument();
  });

  it('asks before another language tab replaces unsaved edits; Leave goes', async () => {
    fakeApi.seed({ mailTemplates: [interviewTemplate] });
    const { user } = renderWithProviders(<MailTemplates />, {
      preloadedState: adminState(),
      route: '/mail-templates',
      path: '/mail-templates',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Interview: message' }), ', thank you');
    await user.click(screen.getByRole('tab', { name: 'Gujarati (missing)' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(LEAVE_TITLE)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitForDialogToClose();
    expect(screen.getByRole('textbox', { name: 'Interview: message' })).toHaveValue('Dear {name}, thank you');

    await user.click(screen.getByRole('tab', { name: 'Gujarati (missing)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('textbox', { name: 'Interview (Gujarati): subject' })).toHaveValue('');
    expect(unloadAllowed()).toBe(true);
  });
});
