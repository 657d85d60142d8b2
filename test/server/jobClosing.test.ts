import type { InjectOptions } from 'fastify';
import { consentNoticeVersion } from '../../src/api/consent';
import { addDays, agencyDate } from '../../src/domain/agencyTime';
import {
  databaseTargets,
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

const PUBLIC_URL = 'https://jobs.example.in';
/** A closing date ten days ahead (inside the contract's window whatever the real date is). */
const CLOSING_DAY = addDays(agencyDate(), 10);
const NEXT_DAY = addDays(CLOSING_DAY, 1);
/** An instant given as a wall-clock time in India. */
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/**
 * The API's `closed`, the public lists, the staff list, the sitemap and apply judge a job's closing date
 * by one rule on one clock (src/domain/jobClosing.ts, India time), so they agree at every instant: at
 * 23:59 IST on the closing day all say open; from 00:01 IST the next day all say closed, including
 * 05:29 IST, when the day in UTC is still the closing day.
 */
describe.each(databaseTargets)('closing dates on the agency clock on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let now = new Date();
  let jobId: number;

  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL }, { clock: () => now });
    cookie = await signIn(server.app);
    const body = multipart(
      jobFields({ title: 'Night-shift welder', category: '2', valid_through: CLOSING_DAY }),
      [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() }],
    );
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/job/store',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(200);
    jobId = created.json().data.id;
  });
  afterAll(async () => server.close());

  const inject = (options: InjectOptions) => server.app.inject(options);
  const ids = async (url: string, headers: Record<string, string> = {}) => {
    const body = (await inject({ method: 'GET', url, headers })).json();
    return (Array.isArray(body) ? body : body.data).map((job: { id: number }) => job.id);
  };
  let applicant = 0;
  const apply = () => {
    const body = multipart(
      {
        job_id: String(jobId),
        name: 'Ravi Solanki',
        email: `ravi${++applicant}@example.in`,
        phone: '',
        consent: consentNoticeVersion,
      },
      [{ field: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', data: pdfResume() }],
    );
    return inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  };

  /** What every part of the server says about the job at the current instant. */
  async function verdicts() {
    const single = (await inject({ method: 'GET', url: `/api/job/${jobId}` })).json().data;
    // The clock jumps by days between checks, past any session's lifetime: a staff member signs in again.
    cookie = await signIn(server.app);
    const managed = (await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } })).json()
      .data;
    const sitemap = (await inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const applied = await apply();
    return {
      apiClosed: single.closed,
      staffListClosed: managed.find((job: { id: number }) => job.id === jobId).closed,
      inPublicList: (await ids('/api/job')).includes(jobId),
      inCategoryList: (await ids('/api/job/category/2')).includes(jobId),
      inSitemap: sitemap.includes(`${PUBLIC_URL}/job-detail/${jobId}<`),
      applyStatus: applied.statusCode,
    };
  }

  const open = {
    apiClosed: false,
    staffListClosed: false,
    inPublicList: true,
    inCategoryList: true,
    inSitemap: true,
    applyStatus: 200,
  };
  const closed = {
    apiClosed: true,
    staffListClosed: true,
    inPublicList: false,
    inCategoryList: false,
    inSitemap: false,
    applyStatus: 400,
  };

  it.each([
    ['23:59 IST on the closing day', CLOSING_DAY, '23:59', open],
    ['00:01 IST the day after', NEXT_DAY, '00:01', closed],
    ['05:29 IST the day after (still the closing day in UTC)', NEXT_DAY, '05:29', closed],
    ['05:31 IST the day after', NEXT_DAY, '05:31', closed],
  ])('at %s every part agrees', async (_label, date, time, expected) => {
    now = inIndia(date, time);
    expect(await verdicts()).toEqual(expected);
  });

  it("allows closing dates around the agency's day on the server's clock, not the UTC day or the real date", async () => {
    // 23:30 UTC on 31 March 2026 is 05:00 IST on 1 April: the window runs from 2025-04-01 to 2031-04-01.
    now = new Date('2026-03-31T23:30:00Z');
    cookie = await signIn(server.app);
    const save = async (valid_through: string) => {
      const body = multipart(jobFields({ title: `Window welder ${valid_through}`, valid_through }), [
        { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
      ]);
      const answer = await inject({
        method: 'POST',
        url: '/api/job/store',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      return { valid_through, status: answer.statusCode, message: answer.json().message as string };
    };
    const refusal = 'The closing date must be between 2025-04-01 and 2031-04-01.';
    expect(await save('2025-03-31')).toEqual({ valid_through: '2025-03-31', status: 400, message: refusal });
    expect(await save('2031-04-02')).toEqual({ valid_through: '2031-04-02', status: 400, message: refusal });
    for (const valid_through of ['2025-04-01', '2031-04-01'])
      expect((await save(valid_through)).status).toBe(200);
  });
});
