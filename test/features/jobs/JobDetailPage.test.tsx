import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { message } from '../../../src/api/messages';
import JobDetailPage from '../../../src/features/jobs/JobDetailPage';
import english from '../../../src/i18n/messages/en.json';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { apiUrl, offContractJson, server } from '../../utils/msw';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';
import { CONSENT_NOTICE_VERSION } from '../../../src/features/jobs/consentNotice';
import { noticeAsksEmployerSharing } from '../../../src/domain/employerConsent';

const {
  consentLabel: CONSENT_LABEL,
  consentText: CONSENT_NOTICE_TEXT,
  consentRequired: CONSENT_REQUIRED_TEXT,
  notPdf: NOT_A_PDF_TEXT,
} = english.apply;

/* Node's File: the Blob class the fetch boundary (undici FormData) understands; jsdom's File is not one. */
jest.setTimeout(30_000);

const pdf = () =>
  new NodeFile(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' }) as unknown as File;

function renderJob(job = makeJob({ id: 5, title: 'Hotel Room Attendant' })) {
  fakeApi.seed({ jobs: [job] });
  return renderWithProviders(<JobDetailPage />, { route: `/job-detail/${job.id}`, path: '/job-detail/:id' });
}

async function openApplyForm(user: ReturnType<typeof renderJob>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Apply Jobs' }));
  return screen.findByRole('dialog', { name: /Apply for/ });
}

const resumeInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Resume (PDF only)') as HTMLInputElement;

const consentBox = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: CONSENT_LABEL });

// The form's code in the module registry before the first tap: a tap waits only `APPLY_CODE_WAIT_MS` for it
// before following the link (test/e2e/public-jobs.spec.ts holds the code back to test that), and a cold
// transform of the dialog's modules can take longer.
beforeAll(() => import('../../../src/features/jobs/ApplyDialog'));

describe('job detail', () => {
  it('links Apply Jobs to the apply page (a tap before hydration is not lost) and opens the modal once running', async () => {
    const { user } = renderJob();
    const apply = await screen.findByRole('button', { name: 'Apply Jobs' });
    expect(apply).toHaveAttribute('href', '/job-detail/5/apply');
    await user.click(apply);
    expect(await screen.findByRole('dialog', { name: /Apply for/ })).toBeInTheDocument();
    expect(window.location.pathname).not.toMatch(/\/apply$/);
  });

  it('shows the overview and the sanitised description', async () => {
    renderJob();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Room Attendant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    for (const label of ['Location', 'Salary', 'Career Level', 'Experience'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('₹95,000 per month')).toBeInTheDocument();
    expect(screen.getByText('Safe text')).not.toHaveAttribute('onclick');
    expect(document.querySelector('.rich-text script')).toBeNull();
  });

  it('only logs a failed load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.seed({ jobs: [makeJob({ id: 5 })] });
    renderWithProviders(<JobDetailPage />, { route: '/job-detail/99', path: '/job-detail/:id' });
    expect(await screen.findByRole('heading', { name: 'This job is not available' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('apply dialog', () => {
  it('asks for a resume when none was picked', async () => {
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please upload your resume.' }),
    ).toBeInTheDocument();
    expect(fakeApi.requests('createApplication')).toEqual([]);
  });

  it('shows the privacy notice and sends nothing until the consent box is ticked', async () => {
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    expect(within(dialog).getByText(CONSENT_NOTICE_TEXT)).toBeInTheDocument();
    const box = consentBox(dialog);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(CONSENT_NOTICE_TEXT);
    await user.upload(resumeInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alertdialog', { name: CONSENT_REQUIRED_TEXT })).toBeInTheDocument();
    expect(fakeApi.requests('createApplication')).toEqual([]);
  });

  it('refuses a file that is not a PDF', async () => {
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    const input = resumeInput(dialog);
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'photo.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_A_PDF_TEXT);
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
  });

  it('sends the application with job_id and the job title, then shows the server message', async () => {
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Asha Patel');
    await user.type(within(dialog).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female');
    await user.type(within(dialog).getByLabelText('Message'), 'Available from next month.');
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    expect(within(dialog).getByText('resume.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(
      await screen.findByRole('alertdialog', {
        name: 'Your application has been submitted successfully. Your reference is SMS-2026-000001.',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Apply for/ })).not.toBeInTheDocument());
    const sent = fakeApi.requests('createApplication')[0].body as Record<string, unknown>;
    expect(sent.job_id).toBe('5');
    expect(sent.title).toBe('Hotel Room Attendant');
    expect(sent.name).toBe('Asha Patel');
    expect(sent.gender).toBe('Female');
    expect(sent.website).toBe('');
    // The notice the form shows now, which says the resume goes to the job's employer.
    expect(sent.consent).toBe(CONSENT_NOTICE_VERSION);
    expect(noticeAsksEmployerSharing(String(sent.consent))).toBe(true);
    expect(sent.language).toBe('en');
    // (The file name is checked in real Chromium by the e2e suite; jsdom's File class differs from Node's.)
    expect(await (sent.resume as Blob).text()).toBe('%PDF-1.4 resume');
    expect(fakeApi.store.applications).toEqual([
      expect.objectContaining({ job_id: 5, name: 'Asha Patel', reference: 'SMS-2026-000001', status: 'New' }),
    ]);
  });

  it('fills the form from a signed-in job seeker’s profile and sends their saved resume in one tap', async () => {
    fakeApi.seed({
      candidate: {
        name: 'Asha Patel',
        gender: 'Female',
        email: '',
        phone: '9876543210',
        has_profile: true,
        has_resume: true,
        resume_name: 'asha-cv.pdf',
      },
    });
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    expect(await within(dialog).findByText(english.apply.prefilled)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Patel');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('9876543210');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('Female');
    const stored = within(dialog).getByRole('checkbox', { name: 'Send my saved resume: asha-cv.pdf' });
    expect(stored).toBeChecked();
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alertdialog', { name: /SMS-2026-000001/ })).toBeInTheDocument();
    const sent = fakeApi.requests('createApplication')[0].body as Record<string, unknown>;
    expect(sent.use_stored_resume).toBe('true');
    expect(sent.resume).toBeUndefined();
    expect(sent.name).toBe('Asha Patel');
    expect(fakeApi.store.applications).toEqual([expect.objectContaining({ resume_source: 'profile' })]);
  });

  it('asks for a resume when the saved one is unticked and none was picked', async () => {
    fakeApi.seed({
      candidate: {
        name: 'Asha Patel',
        gender: '',
        email: 'asha@example.com',
        phone: '',
        has_profile: true,
        has_resume: true,
        resume_name: 'asha-cv.pdf',
      },
    });
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Send my saved resume: asha-cv.pdf' }),
    );
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Please upload your resume.' }),
    ).toBeInTheDocument();
    expect(fakeApi.requests('createApplication')).toEqual([]);
  });

  it('leaves the form empty and the staff session alone when no job seeker is signed in (401)', async () => {
    const { user, store } = renderJob();
    const dialog = await openApplyForm(user);
    await waitFor(() => expect(fakeApi.requests('getCandidateProfile')).toHaveLength(1));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByText(english.apply.prefilled)).not.toBeInTheDocument();
    // Its 401 is about the job seeker's cookie: the staff session is not marked ended, nor the server down.
    expect(store.getState().session.expired).toBe(false);
    expect(store.getState().ui.serverDown).toBe(false);
  });

  it('keeps a receipt after the result dialog: reference, what happens next, copy, print and the status page', async () => {
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    const receipt = await screen.findByRole('region', { name: english.receipt.title }, { timeout: 10_000 });
    expect(within(receipt).getByText('SMS-2026-000001')).toBeInTheDocument();
    expect(within(receipt).getByText('Hotel Room Attendant')).toBeInTheDocument();
    // No e-mail address was given: the receipt says to keep the reference.
    expect(within(receipt).getByText(english.receipt.nextNoEmail)).toBeInTheDocument();
    expect(within(receipt).getByText(english.receipt.nextFee)).toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: english.receipt.statusLink })).toHaveAttribute(
      'href',
      '/application-status',
    );
    await user.click(within(receipt).getByRole('button', { name: english.receipt.copy }));
    expect(await within(receipt).findByText(english.receipt.copied)).toBeInTheDocument();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(receipt).getByRole('button', { name: english.receipt.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it.each([
    // Sent without an e-mail address or a phone number: the server's own refusal.
    ['the server message', undefined, message('contactRequired')],
    // A 400 without a sentence (off the contract: a proxy or a broken server).
    ['"Something went wrong." without one', {}, 'Something went wrong.'],
  ])('shows a warning with %s on HTTP 400', async (_label, body, text) => {
    if (body) server.use(http.post(apiUrl('/applications/store'), () => offContractJson(body, 400)));
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alertdialog', { name: text });
    expect(within(alert).getByTestId('WarningAmberIcon')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true, name: /Apply for/ })).toBeInTheDocument();
  });

  it('shows an error dialog on other failures', async () => {
    fakeApi.failNext('createApplication', 500);
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alertdialog', { name: message('serverFault') });
    expect(within(alert).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
  });

  it('shows "Something went wrong." when the network fails', async () => {
    fakeApi.failNext('createApplication', 'network');
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong.' })).toBeInTheDocument();
  });

  // The contract documents only 200 for a received application; these answers are off it on purpose.
  it.each([
    ['201 with a message', () => offContractJson({ message: 'Application submitted successfully' }, 201)],
    ['202 with a message', () => offContractJson({ message: 'Queued' }, 202)],
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
  ])('treats a %s as "Something went wrong.", not as a success', async (_label, answer) => {
    server.use(http.post(apiUrl('/applications/store'), answer));
    const { user } = renderJob();
    const dialog = await openApplyForm(user);
    await user.upload(resumeInput(dialog), pdf());
    await user.click(consentBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.queryByText('Application submitted successfully')).not.toBeInTheDocument();
    // The form stays, with its resume, for another try.
    expect(screen.getByRole('dialog', { hidden: true, name: /Apply for/ })).toBeInTheDocument();
  });
});
