import { expect, test, type Browser, type Page } from './fixtures';
import { screenshotWhenAsked } from './screenshots';
import { axeViolations } from './axe';
import { login, PDF, PNG_1x1, unique } from './admin-support';
import { EMPLOYER_SHARING_NOTICE } from '../../src/domain/employerConsent';

/**
 * Shortlists the client answers from a link, on the seeded server: the Administrator (who manages
 * shortlists as Recruiters do) makes a client and a requirement, three candidates apply, and the
 * Administrator shares them with the client's contact from the Applications grid. A fresh browser (no
 * cookies) opens the link at 390 px, with JavaScript on and again with it off: it shortlists one, rejects
 * one with a reason and asks to interview one; axe finds nothing on the page. The answers are in the
 * applications' history and the mails in the outbox; revoked, the link answers 410.
 */

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

interface Requirement {
  jobId: number;
  contactName: string;
  applicants: { id: number; name: string; email: string; phone: string }[];
}

/** A client with a contact, a job that is its requirement, and three applications to it (through the API). */
async function makeRequirement(page: Page): Promise<Requirement> {
  const tag = unique('Shortlist');
  const contactName = `Meera ${tag.slice(-6)}`;
  const client = await page.request.post('/api/clients', {
    data: {
      name: `${tag} Castings`,
      billing_address: 'GIDC Kalol',
      billing_state: '24',
      contacts: [{ name: contactName, email: 'meera@castings.example', phone: '+91 99999 00000' }],
    },
  });
  expect(client.status()).toBe(200);
  const clientId = ((await client.json()) as { data: { id: number } }).data.id;
  const job = await page.request.post('/api/job/store', {
    multipart: {
      // "E2E …": the specs that read the seeded records leave it out (ssr-support.ts, firstRecord).
      title: `E2E ${tag} Fitter`,
      location: 'Kalol',
      salary: '₹25,000 per month',
      career_level: 'Skilled worker',
      experience: '2-4 years',
      qualification: 'ITI Fitter',
      category: '2',
      description: '<p>Fit parts.</p>',
      client_id: String(clientId),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 },
    },
  });
  expect(job.status()).toBe(200);
  const jobId = ((await job.json()) as { data: { id: number } }).data.id;
  const applicants = [];
  for (const [n, name] of ['Asha Verma', 'Bhavin Rana', 'Kiran Joshi'].entries()) {
    const email = `${tag.replace(/\W+/g, '.').toLowerCase()}.${n}@candidate.example`;
    const phone = `+91 98250 4400${n}`;
    const applied = await page.request.post('/api/applications/store', {
      multipart: {
        job_id: String(jobId),
        name,
        email,
        phone,
        gender: 'Other',
        title: 'Fitter',
        message: '',
        // Kiran Joshi applies under the notice before employers were named (staff record his agreement).
        consent: name === 'Kiran Joshi' ? '2026-05' : EMPLOYER_SHARING_NOTICE,
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(applied.status()).toBe(200);
    const history = await page.request.get(`/api/applications?job_id=${jobId}`);
    const rows = (await history.json()) as { id: number; email: string }[];
    applicants.push({ id: rows.find((row) => row.email === email)!.id, name, email, phone });
  }
  return { jobId, contactName, applicants };
}

/** The Share with client dialog for all of the requirement's applications, from the Applications grid. */
async function openShareDialog(page: Page, requirement: Requirement) {
  await page.goto(`/application?job=${requirement.jobId}`);
  await expect(page.getByRole('row').filter({ hasText: 'Kiran Joshi' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page
    .getByRole('toolbar', { name: 'Selected rows' })
    .getByRole('button', { name: 'Share with client' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Share with client' });
  await expect(dialog.getByRole('combobox', { name: 'Contact' })).toHaveValue(/\d+/);
  return dialog;
}

/**
 * Shares the requirement's applications from the Applications grid; answers the link's path. The first
 * time (`recordAgreement`), the dialog says Kiran Joshi has not agreed to share with employers (axe scans
 * it then), and his agreement is recorded on his application through the dialog's link before sharing.
 */
async function shareFromGrid(page: Page, requirement: Requirement, recordAgreement = false): Promise<string> {
  let dialog = await openShareDialog(page, requirement);
  if (recordAgreement) {
    await expect(
      dialog.getByText(/^Kiran Joshi applied before the apply form said resumes go to employers/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(await axeViolations(page, 'all', '[role="dialog"]')).toEqual([]);
    await screenshotWhenAsked(page, 'share-dialog-without-agreement');
    await dialog.getByRole('link', { name: 'Record their agreement on the application' }).click();
    const form = page.getByRole('form', { name: 'Sharing with employers' });
    await form.getByRole('button', { name: 'Record agreement' }).click();
    await expect(page.getByTestId('employer-consent')).toHaveText(
      /^The candidate agreed by phone on \d{4}-\d{2}-\d{2}\.$/,
    );
    await screenshotWhenAsked(page, 'application-agreement-recorded');
    dialog = await openShareDialog(page, requirement);
  }
  await dialog.getByRole('textbox', { name: 'Qualification of Asha Verma' }).fill('ITI Fitter');
  await dialog.getByRole('textbox', { name: 'Note on Asha Verma' }).fill('Four years on CNC lathes');
  await dialog.getByRole('button', { name: 'Share' }).click();
  const shared = page.getByRole('dialog', { name: 'Shortlist shared' });
  const link = await shared.getByRole('textbox', { name: 'Link for the client' }).inputValue();
  await expect(shared.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await shared.getByRole('button', { name: 'Done' }).click();
  return new URL(link).pathname;
}

/** The client's three answers, in a context of its own (no cookies) at 390 px. */
async function answerAsClient(
  browser: Browser,
  baseURL: string,
  path: string,
  javaScriptEnabled: boolean,
  requirement: Requirement,
) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  try {
    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: 'Asha Verma' })).toBeVisible();
    // The candidates' phones and e-mail addresses are nowhere in the page.
    const html = await page.content();
    for (const applicant of requirement.applicants) {
      expect(html).not.toContain(applicant.email);
      expect(html).not.toContain(applicant.phone);
    }
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (javaScriptEnabled) {
      expect(await axeViolations(page)).toEqual([]);
    }
    await screenshotWhenAsked(page, `shortlist-link-${javaScriptEnabled ? 'js' : 'no-js'}`);

    const card = (name: string) => page.getByRole('region', { name });
    // The resume through the link: a PDF, stamped (test/server/shortlists.test.ts reads the stamp back).
    const resumeLink = card('Asha Verma').getByRole('link', { name: 'Resume (PDF)' });
    const resume = await page.request.get((await resumeLink.getAttribute('href'))!);
    expect(resume.headers()['content-type']).toBe('application/pdf');
    const bytes = (await resume.body()).toString('latin1');
    for (const applicant of requirement.applicants) expect(bytes).not.toContain(applicant.email);
    await card('Asha Verma').getByRole('radio', { name: 'Shortlisted' }).check();
    await card('Asha Verma').getByRole('button', { name: 'Send answer' }).click();
    await expect(card('Asha Verma').getByRole('status')).toHaveText(
      'Thank you. Your answer on Asha Verma is saved.',
    );

    await card('Bhavin Rana').getByRole('radio', { name: 'Not suitable' }).check();
    await card('Bhavin Rana')
      .getByRole('textbox', { name: /Reason/ })
      .fill('Needs a forklift licence');
    await card('Bhavin Rana').getByRole('button', { name: 'Send answer' }).click();
    await expect(card('Bhavin Rana').getByRole('status')).toContainText('is saved');

    await card('Kiran Joshi').getByRole('radio', { name: 'Interview requested' }).check();
    const slot = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 11) + '11:00';
    await card('Kiran Joshi').getByLabel('Slot 1').fill(slot);
    await card('Kiran Joshi').getByRole('textbox', { name: /Note/ }).fill('Bring certificates');
    await card('Kiran Joshi').getByRole('button', { name: 'Send answer' }).click();
    await expect(card('Kiran Joshi').getByRole('status')).toContainText('is saved');
    await expect(card('Kiran Joshi')).toContainText(`${slot.replace('T', ' ')} (IST)`);
    return slot;
  } finally {
    await context.close();
  }
}

test('a recruiter shares three candidates; the client answers from the link on a phone; revoked, it answers 410', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a client and a requirement made, three answers sent twice (JavaScript on, then off).
  test.setTimeout(90_000);
  await login(page);
  const requirement = await makeRequirement(page);
  const path = await shareFromGrid(page, requirement, true);
  const slot = await answerAsClient(browser, baseURL!, path, true, requirement);

  // The recruiter sees the three answers in the applications' history, by the client.
  const expected = [
    'Shortlisted',
    'Not suitable: Needs a forklift licence',
    `Interview requested: ${slot.replace('T', ' ')} (IST). Note: Bring certificates`,
  ];
  for (const [index, applicant] of requirement.applicants.entries()) {
    const history = await page.request.get(`/api/applications/history/${applicant.id}`);
    const entries = ((await history.json()) as { data: { changed_by: string; detail: string | null }[] })
      .data;
    expect(entries.at(-1)).toMatchObject({
      changed_by: `client: ${requirement.contactName}`,
      detail: expected[index],
    });
  }
  await page.goto(`/view-application/${requirement.applicants[1].id}`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Not suitable: Needs a forklift licence');
  await expect(history).toContainText(`client: ${requirement.contactName}`);

  // The link's mail to the contact and the answers' mails to the recruiter wait in the outbox.
  const outbox = (await (await page.request.get('/api/outbox')).json()) as {
    data: { kind: string; subject: string }[];
  };
  expect(outbox.data.filter((mail) => mail.kind === 'shortlist-link').length).toBeGreaterThanOrEqual(1);
  const answers = outbox.data.filter(
    (mail) => mail.kind === 'shortlist-answer' && mail.subject.includes(requirement.contactName),
  );
  expect(answers).toHaveLength(3);

  // The same journey with JavaScript off, on a second link; then both revoked from the grid.
  const second = await shareFromGrid(page, requirement);
  await answerAsClient(browser, baseURL!, second, false, requirement);
  await page.goto(`/application?job=${requirement.jobId}`);
  const panel = page.getByRole('region', { name: 'Shortlists shared with the client' });
  await expect(panel).toContainText('Bhavin Rana: Not suitable · Needs a forklift licence');
  for (let left = 2; left > 0; left--) {
    await panel
      .getByRole('button', { name: /^Revoke the link of/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(panel.getByRole('button', { name: /^Revoke the link of/ })).toHaveCount(left - 1);
  }
  const stranger = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  try {
    const gone = await stranger.newPage();
    const answer = await gone.goto(path);
    expect(answer?.status()).toBe(410);
    await expect(gone.getByText('This shortlist link was withdrawn by the agency.')).toBeVisible();
  } finally {
    await stranger.close();
  }
});
