import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startMailingServer } from './ownServer';
import { PDF, dismissScamNotice, expectTimedMessage, login } from './admin-support';

/**
 * The whole life of an application with real e-mail: a server process of its own, started WITH an
 * SMTP_URL pointing at an SMTP server in this test process.
 */
const port = ownServerPort('pipeline-mail');
const baseURL = `http://127.0.0.1:${port}`;
const STAFF_DESK = 'desk@agency.test';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

const mail = startMailingServer(port, 'mail', {
  STAFF_NOTIFY_EMAIL: STAFF_DESK,
});

const mailsTo = (address: string) => mail.smtp.received.filter((mail) => mail.to.includes(address));

test('apply, staff told by e-mail, moved to Interview with a message, CSV export, erased without a trace', async ({
  page,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Mail Candidate ${stamp}`;
  const email = `candidate.${stamp}@example.com`;
  const phone = `+91 98${stamp.padStart(8, '0')}`;

  // 1. Apply on the public site.
  const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const job = jobs[0];
  await page.goto(`/job-detail/${job.id}`);
  await dismissScamNotice(page);
  await page.getByRole('button', { name: 'Apply Jobs' }).click();
  const dialog = page.getByRole('dialog', { name: /Apply for/ });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Gender').selectOption('Male');
  await dialog.getByLabel('Message').fill('Ready to travel.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('checkbox', { name: /I agree to the use of my details/ }).check();
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const result = page.getByRole('alertdialog');
  // Read while it shows: the result closes by itself, on a busy machine before a second look.
  let reference = '';
  await expect
    .poll(async () => {
      const text = await result.textContent({ timeout: 1000 }).catch(() => '');
      reference = /Your reference is (SMS-\d{4}-\d{6})\./.exec(text ?? '')?.[1] ?? reference;
      return reference;
    })
    .toMatch(/^SMS-\d{4}-\d{6}$/);

  // 2. Staff are told, the applicant gets the reference, over real SMTP.
  await expect.poll(() => mailsTo(STAFF_DESK).some((mail) => mail.subject.includes(reference))).toBe(true);
  await expect.poll(() => mailsTo(email).some((mail) => mail.text.includes(reference))).toBe(true);
  const applicantMailsBefore = mailsTo(email).length;

  // 3. Staff find the application by its reference and move it to Interview with the template message.
  await login(page);
  await page.goto('/application');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(reference);
  await page.getByRole('link', { name: `View application from ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference);
  const applicationId = Number(/\/view-application\/(\d+)/.exec(page.url())?.[1]);
  const detail = (await (await page.request.get(`/api/applications/${applicationId}`)).json()) as {
    data: { resume: string };
  };
  const resumeUrl = `/api${detail.data.resume}`;
  expect((await page.request.get(resumeUrl)).status()).toBe(200);

  await page.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change status' });
  await change.getByLabel('New status').selectOption('Interview');
  await change.getByRole('checkbox', { name: 'Send the applicant the template message' }).check();
  await change.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1 application moved to Interview.');
  // The history says the message was queued (or, on a quick worker, already sent), never more than is true.
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
    /New → Interview \(e-mail (queued, not sent yet|sent to the applicant)\)/,
  );

  // 4. The applicant receives the Interview message, and the history then says it was sent.
  await expect.poll(() => mailsTo(email).length).toBe(applicantMailsBefore + 1);
  const interviewMail = mailsTo(email)[applicantMailsBefore];
  expect(`${interviewMail.subject}\n${interviewMail.text}`).toContain(reference);
  // Each reload reads the history once it has loaded (an empty list is still loading).
  await expect
    .poll(
      async () => {
        await page.reload();
        const history = page.getByRole('list', { name: 'Status history' });
        await expect(history).toContainText('New → Interview');
        return history.textContent();
      },
      // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
      { timeout: 30_000 },
    )
    .toContain('New → Interview (e-mail sent to the applicant)');

  // 5. The CSV export of the Interview list: UTF-8 with BOM, the columns, the candidate's row.
  await page.goto('/application?status=Interview');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Interview');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Received (UTC),Status,Job,Category,Name,Email,Phone,Gender,Job Title,Career Level,Experience,Message,Applications by this candidate',
  );
  const row = lines.find((line) => line.startsWith(reference));
  expect(row).toContain(`,Interview,`);
  expect(row).toContain(`,${name},${email},`);
  expect(
    lines.filter((line) => line !== '').every((line) => line === lines[0] || /,Interview,/.test(line)),
  ).toBe(true);

  // 6. Erase the candidate: the dialog counts what goes and wants the e-mail or phone typed; nothing is
  // left, and the screen reads nothing that is gone (no 404 in the console).
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') notFound.push(message.text());
  });
  await page.goto(`/view-application/${applicationId}`);
  await page.getByRole('button', { name: 'Erase this candidate' }).click();
  const erase = page.getByRole('dialog', { name: 'Erase this candidate?' });
  const counts = erase.getByRole('list', { name: 'What will be erased' });
  await expect(counts).toContainText('1 application');
  await expect(counts).toContainText('1 resume or file');
  await expect(counts).toContainText('2 status history entries');
  const eraseButton = erase.getByRole('button', { name: 'Erase', exact: true });
  await expect(eraseButton).toBeDisabled();
  const typed = erase.getByRole('textbox', { name: "Type the candidate's e-mail address or phone number" });
  await typed.fill('someone.else@example.com');
  await expect(eraseButton).toBeDisabled();
  await typed.fill(email.toUpperCase());
  await expect(eraseButton).toBeEnabled();
  await eraseButton.click();
  await page.waitForURL('**/application');
  // The result closes by itself after 1.5 s: read from the page's record of the messages it showed.
  await expectTimedMessage(page, 'Erased 1 application(s)');
  expect(notFound).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(name);
  await expect(page.getByText('No data available')).toBeVisible();
  expect((await page.request.get(`/api/applications/${applicationId}`)).status()).toBe(404);
  expect((await page.request.get(resumeUrl)).status()).toBe(404);
  const outbox = (await (await page.request.get('/api/outbox')).json()) as {
    data: Array<{ to_address: string; text_body: string }>;
  };
  expect(outbox.data.filter((message) => message.to_address.toLowerCase() === email)).toEqual([]);
  expect(outbox.data.filter((message) => message.text_body.includes(reference))).toEqual([]);
});
