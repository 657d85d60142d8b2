import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import {
  databaseTargets,
  jobFields,
  multipart,
  pdfResume,
  otherPng,
  pngLogo,
  removeTestData,
  signIn,
  testConfig,
} from './helpers';

/**
 * Files are stored once per content hash. Deleting one record while another record with the same
 * bytes is created must never leave the new record (answered 200) pointing at a removed file.
 */
describe.each(databaseTargets)('shared files under concurrent create and delete on $name', (target) => {
  const config = testConfig(target);
  let first: FastifyInstance;
  let second: FastifyInstance;
  let firstCookie: string;
  let secondCookie: string;

  beforeAll(async () => {
    first = await buildApp(config, { logger: false });
    second = await buildApp(config, { logger: false });
    firstCookie = await signIn(first);
    secondCookie = await signIn(second);
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await removeTestData(config);
  });

  const logo = pngLogo();
  const resume = pdfResume('Shared resume');

  async function postJob(app: FastifyInstance, cookie: string, title: string) {
    const body = multipart(jobFields({ title }), [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: logo },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/job/store',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  let applicant = 0;
  async function postApplication(app: FastifyInstance, jobId: number) {
    applicant += 1;
    // A distinct candidate each time: one person may apply to a job only once a day.
    const fields = {
      job_id: String(jobId),
      name: 'Asha',
      email: `asha${applicant}@example.com`,
      consent: '2026-05',
    };
    const body = multipart(fields, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: resume },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }

  async function servable(app: FastifyInstance, cookie: string, storedPath: string) {
    const response = await app.inject({ method: 'GET', url: `/api${storedPath}`, headers: { cookie } });
    return response.statusCode === 200;
  }

  async function raceJobs(creator: FastifyInstance, creatorCookie: string, label: string, rounds: number) {
    let previous = await postJob(first, firstCookie, `${label} 0`);
    expect(previous.statusCode).toBe(200);
    let lost = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const previousId = (previous.json() as { data: { id: number } }).data.id;
      const [deleted, created] = await Promise.all([
        first.inject({
          method: 'DELETE',
          url: `/api/job/delete/${previousId}`,
          headers: { cookie: firstCookie },
        }),
        postJob(creator, creatorCookie, `${label} ${round}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect(created.statusCode).toBe(200);
      const job = (created.json() as { data: { logo: string } }).data;
      if (!(await servable(first, firstCookie, job.logo))) lost += 1;
      previous = created;
    }
    return lost;
  }

  it('keeps every acknowledged job logo servable (150 races on one server)', async () => {
    expect(await raceJobs(first, firstCookie, 'One server race', 150)).toBe(0);
  }, 120_000);

  it('keeps every acknowledged job logo servable (150 races across two servers on one database)', async () => {
    expect(await raceJobs(second, secondCookie, 'Two server race', 150)).toBe(0);
  }, 120_000);

  async function putJob(app: FastifyInstance, cookie: string, id: number, title: string, data: Buffer) {
    const body = multipart(jobFields({ title }), [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data },
    ]);
    return app.inject({
      method: 'PUT',
      url: `/api/job/${id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it('keeps a logo that a replaced logo shared with a job created meanwhile (100 races)', async () => {
    const replacement = otherPng();
    let lost = 0;
    for (let round = 0; round < 100; round += 1) {
      const old = await postJob(first, firstCookie, `Replace race old ${round}`);
      const oldId = (old.json() as { data: { id: number } }).data.id;
      const [updated, created] = await Promise.all([
        putJob(first, firstCookie, oldId, `Replace race old ${round}`, replacement),
        postJob(second, secondCookie, `Replace race new ${round}`),
      ]);
      expect(updated.statusCode).toBe(200);
      expect(created.statusCode).toBe(200);
      const job = (created.json() as { data: { id: number; logo: string } }).data;
      if (!(await servable(first, firstCookie, job.logo))) lost += 1;
      await first.inject({
        method: 'DELETE',
        url: `/api/job/delete/${oldId}`,
        headers: { cookie: firstCookie },
      });
      await first.inject({
        method: 'DELETE',
        url: `/api/job/delete/${job.id}`,
        headers: { cookie: firstCookie },
      });
    }
    expect(lost).toBe(0);
  }, 120_000);

  it('lets two jobs swap logos at the same time without a failure (50 races)', async () => {
    const [a, b] = [pngLogo(), otherPng()];
    const one = (await postJob(first, firstCookie, 'Swap one')).json() as { data: { id: number } };
    const other = (
      await putJob(
        first,
        firstCookie,
        (await postJob(first, firstCookie, 'Swap other')).json().data.id,
        'Swap other',
        b,
      )
    ).json() as { data: { id: number } };
    for (let round = 0; round < 50; round += 1) {
      const [forward, backward] = round % 2 === 0 ? [b, a] : [a, b];
      const answers = await Promise.all([
        putJob(first, firstCookie, one.data.id, 'Swap one', forward),
        putJob(second, secondCookie, other.data.id, 'Swap other', backward),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const answer of answers) {
        expect(
          await servable(first, firstCookie, (answer.json() as { data: { logo: string } }).data.logo),
        ).toBe(true);
      }
    }
  }, 120_000);

  it('keeps every acknowledged resume servable (150 races of apply against delete)', async () => {
    const job = await postJob(first, firstCookie, 'Resume race job');
    const jobId = (job.json() as { data: { id: number } }).data.id;
    expect((await postApplication(first, jobId)).statusCode).toBe(200);
    let lost = 0;
    for (let round = 1; round <= 150; round += 1) {
      const [latest] = await first.db
        .selectFrom('applications')
        .select(['id'])
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      const creator = round % 2 === 0 ? first : second;
      const [deleted, created] = await Promise.all([
        first.inject({
          method: 'DELETE',
          url: `/api/applications/delete/${latest.id}`,
          headers: { cookie: firstCookie },
        }),
        postApplication(creator, jobId),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect(created.statusCode).toBe(200);
      const stored = await first.db
        .selectFrom('applications')
        .select(['resume'])
        .where('id', '>', latest.id)
        .executeTakeFirstOrThrow();
      if (!stored.resume || !(await servable(first, firstCookie, stored.resume))) lost += 1;
    }
    expect(lost).toBe(0);
  }, 120_000);
});
