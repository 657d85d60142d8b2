import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  fileExists,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

let applicantCount = 0;
/** A distinct candidate each call (applying twice to one job within 24 hours is refused). */
const applicant = (jobId: number, overrides: Record<string, string> = {}) => ({
  job_id: String(jobId),
  name: 'Ramesh Kumar',
  email: `ramesh${++applicantCount}@example.com`,
  phone: `+91 98250 ${String(applicantCount).padStart(5, '0')}`,
  gender: 'Male',
  title: 'Welder',
  message: 'I have 5 years of experience.',
  consent: '2026-05',
  ...overrides,
});

describe.each(databaseTargets)('applications on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target, {
      rateLimits: {
        login: { max: 100, windowMs: 60_000 },
        loginAccount: { max: 100, windowMs: 60_000 },
        publicWrites: { max: 12, windowMs: 60_000 },
        publicReads: { max: 1000, windowMs: 60_000 },
      },
    });
    cookie = await signIn(server.app);
    jobId = (
      await createJob(server.app, cookie, {
        title: 'Welder',
        category: '1',
        career_level: 'Skilled worker',
        experience: '3-5 years',
      })
    ).id;
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  function apply(
    fields: Record<string, string>,
    resume: Buffer | null = pdfResume(),
    remoteAddress = '10.9.0.1',
    headers: Record<string, string> = {},
  ) {
    const body = multipart(
      fields,
      resume
        ? [
            {
              field: 'resume',
              filename: '../../etc/passwd.pdf',
              contentType: 'application/pdf',
              data: resume,
            },
          ]
        : [],
    );
    return inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: { ...body.headers, ...headers },
      payload: body.payload,
      remoteAddress,
    });
  }

  it('accepts an application with a PDF resume and answers {message} with its reference', async () => {
    const response = await apply(applicant(jobId));
    expectContractShape(response, 'createApplication');
    expect(response.json().message).toMatch(
      /^Your application has been submitted successfully\. Your reference is SMS-\d{4}-\d{6}\.$/,
    );
  });

  it('lists applications as a bare list with the job logo, and shows one as {data} with a job snapshot', async () => {
    await apply(applicant(jobId, { name: 'Sita Devi', gender: 'Female' }), pdfResume('Sita'));
    const list = await inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    expectContractShape(list, 'listApplications');
    const [latest] = list.json();
    expect(latest).toMatchObject({ job_title: 'Welder', name: 'Sita Devi', category: '1', title: 'Welder' });
    expect(latest.logo).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);

    const detail = await inject({
      method: 'GET',
      url: `/api/applications/${latest.id}`,
      headers: { cookie },
    });
    expectContractShape(detail, 'getApplication');
    expect(detail.json().data).toMatchObject({
      job_id: jobId,
      career_level: 'Skilled worker',
      experience: '3-5 years',
      gender: 'Female',
    });
    expect(detail.json().data.resume).toMatch(/^\/files\/[a-f0-9]{64}\.pdf$/);
  });

  it('serves resumes only to staff, inline, never cached', async () => {
    await apply(applicant(jobId, { name: 'Resume check' }), pdfResume('Resume check'));
    const [latest] = (await inject({ method: 'GET', url: '/api/applications', headers: { cookie } })).json();
    const { resume } = (
      await inject({ method: 'GET', url: `/api/applications/${latest.id}`, headers: { cookie } })
    ).json().data;

    const anonymous = await inject({ method: 'GET', url: `/api${resume}` });
    expect(anonymous.statusCode).toBe(401);

    const staff = await inject({ method: 'GET', url: `/api${resume}`, headers: { cookie } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers['content-disposition']).toBe('inline');
    expect(staff.headers['x-content-type-options']).toBe('nosniff');
    expect(staff.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(staff.rawPayload.equals(pdfResume('Resume check'))).toBe(true);
  });

  it('rejects a resume that is not a PDF (400), one over 10 MB (413) and a missing one (400)', async () => {
    const notPdf = await apply(applicant(jobId), pngLogo());
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ message: 'The resume must be a PDF file.' });

    const tooBig = await apply(
      applicant(jobId),
      Buffer.concat([pdfResume(), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'Resume exceeds 10 MB.' });

    const missing = await apply(applicant(jobId), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please upload your resume as a PDF file.' });
  });

  it('validates fields (400) and answers 404 for a job that does not exist', async () => {
    expect((await apply(applicant(jobId, { gender: 'Robot' }))).json()).toEqual({
      message: 'gender must be one of: Male, Female, Other.',
    });
    expect((await apply(applicant(jobId, { job_id: 'abc' }))).json()).toEqual({
      message: 'job_id must be a whole number.',
    });
    const missingJob = await apply(applicant(999999));
    expect(missingJob.statusCode).toBe(404);
    expect(missingJob.json().message).toMatch(/^Job not found/);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await inject({ method: 'GET', url: '/api/applications', headers: { cookie } })).json()
      .length;
    const response = await apply(
      applicant(jobId, { website: 'http://spam.example' }),
      pdfResume('spam'),
      '10.9.0.2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your application has been submitted successfully.' });
    expect(
      (await inject({ method: 'GET', url: '/api/applications', headers: { cookie } })).json().length,
    ).toBe(before);
  });

  it('needs a session to list, read and delete applications (401)', async () => {
    expect((await inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/applications/1' })).statusCode).toBe(401);
    expect((await inject({ method: 'DELETE', url: '/api/applications/delete/1' })).statusCode).toBe(401);
  });

  it('keeps applications when their job is deleted, with a null logo', async () => {
    const job = await createJob(
      server.app,
      cookie,
      { title: 'Short-lived', location: 'Muscat' },
      Buffer.concat([pngLogo(), Buffer.from('short')]),
    );
    await apply(applicant(job.id, { name: 'Kept applicant' }), pdfResume('Kept'));
    await inject({ method: 'DELETE', url: `/api/job/delete/${job.id}`, headers: { cookie } });
    const [latest] = (await inject({ method: 'GET', url: '/api/applications', headers: { cookie } })).json();
    expect(latest).toMatchObject({ name: 'Kept applicant', job_title: 'Short-lived', logo: null });
    const detail = await inject({
      method: 'GET',
      url: `/api/applications/${latest.id}`,
      headers: { cookie },
    });
    expectContractShape(detail, 'getApplication');
    expect(detail.json().data.job_id).toBeNull();
  });

  it('deletes an application and its resume file', async () => {
    await apply(applicant(jobId, { name: 'To delete' }), pdfResume('To delete'));
    const [latest] = (await inject({ method: 'GET', url: '/api/applications', headers: { cookie } })).json();
    const { resume } = (
      await inject({ method: 'GET', url: `/api/applications/${latest.id}`, headers: { cookie } })
    ).json().data;
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/applications/delete/${latest.id}`,
      headers: { cookie },
    });
    expectContractShape(deleted, 'deleteApplication');
    expect(await fileExists(server.app, resume)).toBe(false);
    expect(
      (await inject({ method: 'GET', url: `/api/applications/${latest.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/applications/delete/${latest.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('rate-limits applications per IP address (429)', async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1)
      statuses.push((await apply(applicant(jobId), null, address)).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await apply(applicant(jobId), null, '10.9.9.10')).statusCode).toBe(400);
  });
});
