import type { InjectOptions } from 'fastify';
import { enumOf } from '../../src/server/openapi/catalogue';
import { addDays, agencyDate } from '../../src/domain/agencyTime';
import { EMPLOYER_SHARING_NOTICE } from '../../src/domain/employerConsent';
import { APPLICATION_CHANNELS } from '../../src/server/db/types';
import { channelOf, SOURCE_TAGS } from '../../src/server/services/applicationChannel';
import { taggedUrl, WHATSAPP_SHARE_TAG } from '../../src/features/jobs/landing';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

describe('channelOf', () => {
  const own = 'jobs.example.in';
  it.each([
    [{ tag: 'whatsapp', referrer: '' }, 'whatsapp'],
    [{ tag: 'WhatsApp ', referrer: 'https://www.google.com' }, 'whatsapp'],
    [{ tag: 'job_alert', referrer: '' }, 'job_alert'],
    [{ tag: 'google_jobs_apply', referrer: '' }, 'google_jobs'],
    [{ tag: '', referrer: 'https://www.google.com' }, 'google_jobs'],
    [{ tag: '', referrer: 'https://www.google.co.in' }, 'google_jobs'],
    [{ tag: '', referrer: 'https://web.whatsapp.com' }, 'whatsapp'],
    [{ tag: '', referrer: 'https://l.facebook.com' }, 'other'],
    [{ tag: '', referrer: 'https://notgoogle.com' }, 'other'],
    [{ tag: '', referrer: 'https://google.com.evil.example' }, 'other'],
    [{ tag: 'newspaper', referrer: '' }, 'other'],
    [{ tag: '', referrer: '' }, 'direct'],
    [{ tag: '', referrer: 'not a url' }, 'direct'],
    [{ tag: '', referrer: 'javascript:alert(1)' }, 'direct'],
    [{ tag: '', referrer: 'https://jobs.example.in' }, 'direct'],
  ])('%j is %s', (landing, channel) => {
    expect(channelOf(landing, own)).toBe(channel);
  });

  it('reads the links of the WhatsApp share button as WhatsApp', () => {
    expect(WHATSAPP_SHARE_TAG).toBe(SOURCE_TAGS.whatsapp);
    const shared = new URL(taggedUrl('https://jobs.example.in/hi/job-detail/7', WHATSAPP_SHARE_TAG));
    expect(channelOf({ tag: shared.searchParams.get('src') ?? '', referrer: '' }, own)).toBe('whatsapp');
  });

  it('knows every channel the contract lists', () => {
    expect([...APPLICATION_CHANNELS]).toEqual(enumOf('ApplicationChannel'));
  });
});

let count = 0;
const fields = (jobId: number, extra: Record<string, string>) => ({
  job_id: String(jobId),
  name: 'Sunita Patel',
  email: `sunita${++count}@example.com`,
  phone: '',
  consent: '2026-05',
  ...extra,
});

describe.each(databaseTargets)('application channel on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Housekeeper' })).id;
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  async function apply(extra: Record<string, string>): Promise<number> {
    const body = multipart(fields(jobId, extra), [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    const response = await inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('applications')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const detail = async (id: number) => {
    const response = await inject({ method: 'GET', url: `/api/applications/${id}`, headers: { cookie } });
    expectContractShape(response, 'getApplication');
    return response.json<{ data: { channel: string | null } }>().data;
  };

  it('records the channel decided from the tag and the referrer, and shows it', async () => {
    expect((await detail(await apply({ source_tag: 'whatsapp' }))).channel).toBe('whatsapp');
    expect((await detail(await apply({ source_tag: 'job_alert' }))).channel).toBe('job_alert');
    expect((await detail(await apply({ referrer: 'https://www.google.com' }))).channel).toBe('google_jobs');
    expect((await detail(await apply({ referrer: 'https://example.org' }))).channel).toBe('other');
    expect((await detail(await apply({}))).channel).toBe('direct');
  });

  it('refuses a tag or referrer longer than the contract allows with a 400', async () => {
    const body = multipart(fields(jobId, { source_tag: 'x'.repeat(65) }), [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    const response = await inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets staff record a walk-in or phone application', async () => {
    const id = await apply({});
    const set = (channel: string, headers: Record<string, string> = { cookie }) =>
      inject({ method: 'POST', url: `/api/applications/channel/${id}`, headers, payload: { channel } });
    const saved = await set('walk_in');
    expectContractShape(saved, 'setApplicationChannel');
    expect(saved.json()).toEqual({ message: 'Channel saved.' });
    expect((await detail(id)).channel).toBe('walk_in');
    expect((await set('phone')).statusCode).toBe(200);
    expect((await detail(id)).channel).toBe('phone');
    expect((await set('carrier pigeon')).statusCode).toBe(400);
    expect((await set('walk_in', {})).statusCode).toBe(401);
    const missing = await inject({
      method: 'POST',
      url: '/api/applications/channel/999999',
      headers: { cookie },
      payload: { channel: 'walk_in' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("records the candidate's agreement to share with employers, given on the newer apply form or later", async () => {
    type Detail = { employer_consent: { how: string; on: string } | null };
    const consentOf = async (id: number) => ((await detail(id)) as unknown as Detail).employer_consent;
    const today = agencyDate();
    // The newer notice names employers: agreed on the form, on the day it was sent.
    const newer = await apply({ consent: EMPLOYER_SHARING_NOTICE });
    expect(await consentOf(newer)).toEqual({ how: 'apply_form', on: today });
    // The older one did not: no agreement until staff record it.
    const older = await apply({});
    expect(await consentOf(older)).toBeNull();
    const record = (payload: Record<string, string>, headers: Record<string, string> = { cookie }) =>
      inject({ method: 'POST', url: `/api/applications/employer-consent/${older}`, headers, payload });
    const early = await record({ how: 'phone', on: addDays(today, -1) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(`The candidate cannot have agreed before they applied (${today}).`);
    const future = await record({ how: 'phone', on: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(`The day of the agreement cannot be after today (${today}).`);
    expect((await record({ how: 'carrier pigeon', on: today })).statusCode).toBe(400);
    expect((await record({ how: 'phone', on: '2026-02-30' })).statusCode).toBe(400);
    expect(await consentOf(older)).toBeNull();
    expect((await record({ how: 'phone', on: today }, {})).statusCode).toBe(401);
    const saved = await record({ how: 'whatsapp', on: today });
    expectContractShape(saved, 'recordEmployerConsent');
    expect(saved.json()).toEqual({
      message: "The candidate's agreement to share their resume with employers is recorded.",
    });
    expect(await consentOf(older)).toEqual({ how: 'whatsapp', on: today });
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('record_id', '=', String(older))
      .execute();
    expect(audit.map((row) => row.summary).join(' ')).toContain(`whatsapp on ${today}`);
    const missing = await inject({
      method: 'POST',
      url: '/api/applications/employer-consent/999999',
      headers: { cookie },
      payload: { how: 'phone', on: today },
    });
    expect(missing.statusCode).toBe(404);
  });
});
