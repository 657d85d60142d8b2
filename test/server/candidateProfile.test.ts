import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { startCandidateSession, type Contact } from '../../src/server/services/candidateAccounts';
import { candidateTextsFor } from '../../src/server/services/candidateTexts';
import { applyFormTexts } from '../../src/domain/applyFormTexts';
import { agencyDayText } from '../../src/domain/agencyTime';
import {
  candidatePage,
  eraseCandidateByPhone,
  expectNothingLeftOfPhone,
  missedEnglishIn,
  newMobileNumber,
} from './candidateFixtures';

/*
 * Job seekers' profiles and one-tap applications (issue 42 items 3 and 5): the profile page (server-rendered,
 * no script) with the apply form's rules, the contract's `getCandidateProfile` readable only with the job
 * seeker's own cookie, an application that copies the stored resume, and staff seeing the account and reading
 * the profile in the audit trail. On SQLite and PostgreSQL.
 */
jest.setTimeout(120_000);

describe.each(databaseTargets)('job seekers’ profiles on $name', (target) => {
  let server: TestServer;
  let staffCookie: string;
  let jobId: number;
  let secondJobId: number;

  beforeAll(async () => {
    // The no-JavaScript apply page renders through the built render entry (test/globalSetup.ts builds it).
    server = await startTestServer(target, {
      webDir: path.join(projectRoot, 'dist', 'web'),
      renderEntry: path.join(projectRoot, 'dist', 'ssr', 'render.js'),
    });
    staffCookie = await signIn(server.app);
    jobId = (await createJob(server.app, staffCookie, { title: 'Welder' })).id;
    secondJobId = (await createJob(server.app, staffCookie, { title: 'Electrician' })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A signed-in job seeker's cookie (the session the code step would start). */
  async function candidateCookie(contact: Contact): Promise<string> {
    const { token } = await startCandidateSession(server.app.db, contact, 'jest', new Date(), 30);
    return `candidate_sid=${token}`;
  }

  async function apply(
    fields: Record<string, string>,
    options: { cookie?: string; resume?: Buffer | null; job?: number } = {},
  ) {
    const files =
      options.resume === null
        ? []
        : [
            {
              field: 'resume',
              filename: 'cv.pdf',
              contentType: 'application/pdf',
              data: options.resume ?? pdfResume(),
            },
          ];
    const body = multipart(
      { job_id: String(options.job ?? jobId), consent: '2026-12', name: 'Asha', ...fields },
      files,
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: { ...body.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: body.payload,
    });
  }

  /** Posts the profile form as a browser does (multipart, the resume optional). */
  function saveProfile(
    cookie: string,
    fields: Record<string, string>,
    resume?: { data: Buffer; filename?: string; contentType?: string },
    language = '',
  ) {
    const body = multipart(
      fields,
      resume
        ? [
            {
              field: 'resume',
              filename: resume.filename ?? 'my-cv.pdf',
              contentType: resume.contentType ?? 'application/pdf',
              data: resume.data,
            },
          ]
        : [],
    );
    return server.app.inject({
      method: 'POST',
      url: `${language}/my-applications/profile`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  const page = candidatePage(() => server.app);

  const fullProfile = {
    name: 'Asha Patel',
    gender: 'Female',
    date_of_birth: '1996-04-12',
    languages: 'Gujarati, Hindi',
    location: 'Naroda, Ahmedabad',
    qualification: 'ITI Welder',
    experience: '4 years',
    skills: 'MIG and TIG welding',
    work_abroad: 'yes',
    passport: 'ECNR',
  };

  it('keeps a profile with its resume, and refuses what the apply form refuses, in the page’s language', async () => {
    const number = newMobileNumber();
    const cookie = await candidateCookie({ kind: 'phone', key: number });
    const texts = candidateTextsFor('en');

    const empty = await page('/my-applications/profile', cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.body).toContain('enctype="multipart/form-data"');
    expect(empty.body).toContain(texts.profile.noStoredResume);

    const saved = await saveProfile(cookie, fullProfile, { data: pdfResume('profile resume one') });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(texts.profile.saved);
    expect(saved.body).toContain('value="Asha Patel"');
    expect(saved.body).toContain(texts.profile.storedResume('my-cv.pdf'));
    const row = await server.app.db
      .selectFrom('candidate_profiles')
      .selectAll()
      .where('contact', '=', `phone:${number}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...fullProfile, resume_name: 'my-cv.pdf' });
    expect(row.resume).toMatch(/^\/files\/[a-f0-9]{64}\.pdf$/);

    // Saved again without a file: the stored resume stays.
    const again = await saveProfile(cookie, { ...fullProfile, skills: 'Welding' });
    expect(again.statusCode).toBe(200);
    const kept = await server.app.db
      .selectFrom('candidate_profiles')
      .select(['resume', 'skills'])
      .where('contact', '=', `phone:${number}`)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ resume: row.resume, skills: 'Welding' });

    // Refused in Gujarati: a gender outside the form's choices, a passport number typed into the status,
    // a date of birth of a child, and a resume that is not a PDF (the apply form's sentence).
    const gu = candidateTextsFor('gu');
    const refused = await saveProfile(
      cookie,
      { ...fullProfile, gender: 'X', passport: 'K1234567', date_of_birth: '2020-01-01' },
      { data: Buffer.from('not a pdf at all'), filename: 'cv.pdf' },
      '/gu',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(gu.profile.problems);
    expect(refused.body).toContain(gu.profile.choose);
    expect(refused.body).toContain(gu.profile.dateOfBirthInvalid);
    expect(refused.body).toContain(applyFormTexts.gu.resumeNotPdf);
    expect(refused.body).toContain('aria-invalid="true"');
    const unchanged = await server.app.db
      .selectFrom('candidate_profiles')
      .select(['gender', 'passport', 'resume'])
      .where('contact', '=', `phone:${number}`)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ gender: 'Female', passport: 'ECNR', resume: row.resume });

    // A resume over the apply form's limit: the form again with its sentence, the stored resume kept.
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    tooBig.write('%PDF-1.4\n');
    const large = await saveProfile(cookie, fullProfile, { data: tooBig });
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain(applyFormTexts.en.resumeTooLarge.replace('{resumeMegabytes}', '10'));
    expect(large.body).toContain(texts.profile.storedResume('my-cv.pdf'));
    // The language links lead to the profile in each language.
    expect(large.body).toContain('href="/gu/my-applications/profile"');

    // Too long: the contract's ShortText.
    const long = await saveProfile(cookie, { ...fullProfile, location: 'x'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(texts.profile.tooLong(256));

    // Without a session the page and the post go to the sign-in; from another site the post is refused.
    expect((await page('/my-applications/profile')).statusCode).toBe(303);
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/my-applications/profile',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ ...fullProfile, name: 'Mallory' }).toString(),
    });
    expect(foreign.statusCode).toBe(403);
    // A form posted without JavaScript as url-encoded (no file) works too.
    const plain = await server.app.inject({
      method: 'POST',
      url: '/my-applications/profile',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fullProfile, name: 'Asha P.' }).toString(),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('value="Asha P."');
  });

  it('answers the profile API only to the job seeker’s own cookie, never another’s profile', async () => {
    const number = newMobileNumber();
    const cookie = await candidateCookie({ kind: 'phone', key: number });
    await saveProfile(cookie, fullProfile, { data: pdfResume('api resume') });

    const none = await page('/api/candidate/profile');
    expect(none.statusCode).toBe(401);
    const staff = await page('/api/candidate/profile', staffCookie);
    expect(staff.statusCode).toBe(401);
    const own = await page('/api/candidate/profile', cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json()).toEqual({
      data: {
        name: 'Asha Patel',
        gender: 'Female',
        email: '',
        phone: number,
        has_profile: true,
        has_resume: true,
        resume_name: 'my-cv.pdf',
      },
    });

    // Another job seeker reads only their own (empty) profile, and cannot use the other's resume.
    const address = `other.${randomBytes(4).toString('hex')}@example.com`;
    const other = await candidateCookie({ kind: 'email', key: address });
    const theirs = await page('/api/candidate/profile', other);
    expect(theirs.json()).toEqual({
      data: {
        name: '',
        gender: '',
        email: address,
        phone: '',
        has_profile: false,
        has_resume: false,
        resume_name: '',
      },
    });
    const borrowed = await apply(
      { email: address, use_stored_resume: 'true' },
      { cookie: other, resume: null },
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ message: 'Please upload your resume as a PDF file.' });

    // The candidate cookie opens no staff operation; the staff cookie no candidate page.
    expect((await page('/api/applications', cookie)).statusCode).toBe(401);
    expect((await page('/my-applications/profile', staffCookie)).statusCode).toBe(303);
  });

  it('applies in one tap with a copy of the stored resume that later profile changes leave alone', async () => {
    const number = newMobileNumber();
    const cookie = await candidateCookie({ kind: 'phone', key: number });
    await saveProfile(cookie, fullProfile, { data: pdfResume('one tap resume') });
    const stored = await server.app.db
      .selectFrom('candidate_profiles')
      .select('resume')
      .where('contact', '=', `phone:${number}`)
      .executeTakeFirstOrThrow();

    // Without the candidate cookie, use_stored_resume is no resume at all.
    const anonymous = await apply({ phone: number, use_stored_resume: 'true' }, { resume: null });
    expect(anonymous.statusCode).toBe(400);

    const answer = await apply(
      { phone: number, name: 'Asha Patel', use_stored_resume: 'true' },
      { cookie, resume: null },
    );
    expect(answer.statusCode).toBe(200);
    const { reference } = answer.json<{ reference: string }>();
    const application = await server.app.db
      .selectFrom('applications')
      .select(['id', 'resume', 'resume_source'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ resume: stored.resume, resume_source: 'profile' });

    // A new resume on the profile: the application keeps its own copy, which is still stored.
    await saveProfile(cookie, fullProfile, { data: pdfResume('a newer resume') });
    const after = await server.app.db
      .selectFrom('candidate_profiles')
      .select('resume')
      .where('contact', '=', `phone:${number}`)
      .executeTakeFirstOrThrow();
    expect(after.resume).not.toBe(stored.resume);
    const still = await server.app.db
      .selectFrom('applications')
      .select('resume')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(still.resume).toBe(stored.resume);
    const file = await page(`/api${stored.resume}`, staffCookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toContain('one tap resume');

    // The no-JavaScript apply page: filled from the profile, the stored resume ticked; sent without a file.
    const form = await page(`/job-detail/${secondJobId}/apply`, cookie);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('value="Asha Patel"');
    expect(form.body).toContain(`value="${number}"`);
    expect(form.body).toMatch(/<input type="checkbox" name="use_stored_resume" checked="" value="true"\/>/);
    const body = multipart({
      job_id: String(secondJobId),
      name: 'Asha Patel',
      phone: number,
      consent: '2026-12',
      use_stored_resume: 'true',
    });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/job-detail/${secondJobId}/apply`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/data-testid="reference">SMS-/);
    const second = await server.app.db
      .selectFrom('applications')
      .select(['resume', 'resume_source'])
      .where('job_id', '=', secondJobId)
      .where('phone_key', '=', number)
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ resume: after.resume, resume_source: 'profile' });
    // Anonymous, the same page has no stored resume to offer.
    expect((await page(`/job-detail/${secondJobId}/apply`)).body).not.toContain('use_stored_resume');
  });

  it('shows staff whether the candidate has an account and a profile, and audits reading the profile', async () => {
    const number = newMobileNumber();
    const withProfile = await apply({ phone: number });
    const stranger = await apply({ phone: newMobileNumber() });
    const cookie = await candidateCookie({ kind: 'phone', key: number });
    await saveProfile(cookie, fullProfile);
    const id = (reference: string) =>
      server.app.db
        .selectFrom('applications')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const applicationId = await id(withProfile.json<{ reference: string }>().reference);
    const strangerId = await id(stranger.json<{ reference: string }>().reference);

    const detail = await page(`/api/applications/${applicationId}`, staffCookie);
    expect(detail.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      has_account: true,
      has_profile: true,
      resume_source: 'upload',
    });
    const other = await page(`/api/applications/${strangerId}`, staffCookie);
    expect(other.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      has_account: false,
      has_profile: false,
    });

    const profile = await page(`/api/applications/${applicationId}/candidate-profile`, staffCookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ data: { ...fullProfile, resume: null } });
    expect((await page(`/api/applications/${strangerId}/candidate-profile`, staffCookie)).json()).toEqual({
      data: null,
    });
    const entries = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'record_id', 'staff_id'])
      .where('action', '=', 'profile-read')
      .where('record_id', 'in', [String(applicationId), String(strangerId)])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        action: 'profile-read',
        resource: 'application',
        record_id: String(applicationId),
        staff_id: expect.any(Number),
      },
      {
        action: 'profile-read',
        resource: 'application',
        record_id: String(strangerId),
        staff_id: expect.any(Number),
      },
    ]);
    // The job seeker's cookie opens neither.
    expect((await page(`/api/applications/${applicationId}/candidate-profile`, cookie)).statusCode).toBe(401);

    // Erasing the candidate erases the profile too.
    await eraseCandidateByPhone(server.app, staffCookie, number);
    await expectNothingLeftOfPhone(server.app, 'candidate_profiles', number);
  });

  it('writes dates as dd/MM/yyyy, gives the data as a page, and changes the language of a job alert', async () => {
    const number = newMobileNumber();
    const address = `alert.${randomBytes(4).toString('hex')}@example.com`;
    const reference = (await apply({ phone: number, email: address })).json<{ reference: string }>()
      .reference;
    const alert = await server.app.db
      .insertInto('subscribers')
      .values({
        email: address,
        created_at: '2026-12-01 10:00:00',
        token: randomBytes(16).toString('hex'),
        confirmed_at: '2026-12-01 10:05:00',
        confirmation_sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await candidateCookie({ kind: 'phone', key: number });
    await saveProfile(cookie, fullProfile);
    const today = agencyDayText(new Date());

    const account = await page('/my-applications', cookie);
    expect(account.body).toContain(today);
    expect(account.body).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    expect(account.body).toContain('/my-applications/profile');

    const data = await page('/hi/my-applications/data.html', cookie);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/html; charset=utf-8');
    const hi = candidateTextsFor('hi');
    expect(data.body).toContain(hi.dataPage.title);
    expect(data.body).toContain(reference);
    expect(data.body).toContain('ITI Welder');
    expect(data.body).toContain(address);
    expect(data.body).toContain(today);
    expect((await page('/my-applications/data.html')).statusCode).toBe(303);
    const json = (await page('/my-applications/data.json', cookie)).json<{
      profile: Record<string, unknown>;
    }>();
    expect(json.profile).toMatchObject(fullProfile);

    const changed = await server.app.inject({
      method: 'POST',
      url: '/my-applications/alerts/language',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ alert: String(alert.id), language: 'gu' }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(candidateTextsFor('en').alertChanged);
    const row = await server.app.db
      .selectFrom('subscribers')
      .select('language')
      .where('id', '=', alert.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('gu');
    // Another person's alert cannot be changed from here.
    const stranger = await candidateCookie({ kind: 'phone', key: newMobileNumber() });
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/my-applications/alerts/language',
      headers: { cookie: stranger, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ alert: String(alert.id), language: 'hi' }).toString(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it.each(['gu', 'hi'] as const)(
    'shows the profile and data pages in %s without missed English',
    async (language) => {
      const number = newMobileNumber();
      // What the person types is shown as typed: here in Gujarati letters.
      const typed = {
        ...fullProfile,
        name: 'આશા પટેલ',
        languages: 'ગુજરાતી',
        location: 'નરોડા',
        qualification: 'ITI',
        experience: '4',
        skills: 'વેલ્ડિંગ',
      };
      await apply({ phone: number, language, name: 'આશા પટેલ' });
      const cookie = await candidateCookie({ kind: 'phone', key: number });
      const { check, expectNone } = missedEnglishIn(language);
      const base = `/${language}/my-applications`;
      check('profile', (await page(`${base}/profile`, cookie)).body);
      check(
        'profile refused',
        (
          await saveProfile(
            cookie,
            { ...typed, gender: 'X', date_of_birth: '2030-01-01' },
            undefined,
            `/${language}`,
          )
        ).body,
      );
      check('profile saved', (await saveProfile(cookie, typed, undefined, `/${language}`)).body);
      check('account', (await page(base, cookie)).body);
      check('data', (await page(`${base}/data.html`, cookie)).body);
      expectNone();
    },
  );
});
