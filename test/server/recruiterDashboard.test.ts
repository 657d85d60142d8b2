/** The dashboard's figures per recruiter (the jobs they own). */
import {
  createJob,
  databaseTargets,
  expectContractShape,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

import { addStaff, insertApplication } from './staffRecords';

describe.each(databaseTargets)('dashboard per recruiter on $name', (target) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const perRecruiter = async (query = 'from=2026-03-01&to=2026-03-14') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dashboard?${query}`,
      headers: { cookie },
    });
    expectContractShape(response, 'getDashboard');
    return response.json<{ data: { jobs: { per_recruiter: unknown[] } } }>().data.jobs.per_recruiter;
  };

  it('is empty while no job has an owner', async () => {
    await createJob(server.app, cookie, { title: 'Unowned' });
    expect(await perRecruiter()).toEqual([]);
  });

  it('counts the range applications, those in the pipeline and the placed ones per owner', async () => {
    const { db } = server.app;
    const meera = await addStaff(db, {
      email: 'meera@agency.example',
      name: 'Meera Joshi',
      role: 'recruiter',
    });
    const kiran = await addStaff(db, { email: 'kiran@agency.example', name: 'Kiran Rao', role: 'recruiter' });
    const lata = await addStaff(db, { email: 'lata@agency.example', name: 'Lata Iyer', role: 'recruiter' });
    const welder = (await createJob(server.app, cookie, { title: 'Welder', owner_id: String(meera) })).id;
    const cook = (await createJob(server.app, cookie, { title: 'Cook', owner_id: String(meera) })).id;
    const driver = (await createJob(server.app, cookie, { title: 'Driver', owner_id: String(kiran) })).id;
    await createJob(server.app, cookie, { title: 'Plumber', owner_id: String(lata) });
    const unowned = (await createJob(server.app, cookie, { title: 'Unowned cleaner' })).id;

    // The range is 1..14 March 2026 in India: 28 Feb 18:30 UTC to 14 March 18:30 UTC.
    // Meera: Welder ×3 in range (New, Interview, Placed), Cook ×1 in range (Placed) + 1 before the range.
    await insertApplication(db, welder, '2026-03-02 04:00:00');
    await insertApplication(db, welder, '2026-03-05 04:00:00', 'Interview');
    await insertApplication(db, welder, '2026-03-14 18:00:00', 'Placed'); // 14 March 23:30 in India
    await insertApplication(db, cook, '2026-02-28 19:00:00', 'Placed'); // 1 March 00:30 in India
    await insertApplication(db, cook, '2026-02-28 18:00:00', 'Placed'); // 28 Feb in India: outside
    // Kiran: Driver ×2 in range (Rejected, Screening) + 1 after the range.
    await insertApplication(db, driver, '2026-03-08 10:00:00', 'Rejected');
    await insertApplication(db, driver, '2026-03-09 10:00:00', 'Screening');
    await insertApplication(db, driver, '2026-03-14 19:00:00'); // 15 March in India: outside
    // Nobody's: an unowned job and a deleted one.
    await insertApplication(db, unowned, '2026-03-03 10:00:00');
    await insertApplication(db, null, '2026-03-03 11:00:00', 'Placed');

    expect(await perRecruiter()).toEqual([
      { id: meera, name: 'Meera Joshi', applications: 4, in_pipeline: 2, placed: 2 },
      { id: kiran, name: 'Kiran Rao', applications: 2, in_pipeline: 1, placed: 0 },
      { id: lata, name: 'Lata Iyer', applications: 0, in_pipeline: 0, placed: 0 },
    ]);

    // A disabled owner keeps their name and figures.
    await db
      .updateTable('users')
      .set({ disabled_at: '2026-03-20 00:00:00' })
      .where('id', '=', kiran)
      .execute();
    expect(await perRecruiter()).toContainEqual({
      id: kiran,
      name: 'Kiran Rao',
      applications: 2,
      in_pipeline: 1,
      placed: 0,
    });
    // Another range: only the application of 28 February (India) is Meera's.
    expect(await perRecruiter('from=2026-02-28&to=2026-02-28')).toEqual([
      { id: meera, name: 'Meera Joshi', applications: 1, in_pipeline: 0, placed: 1 },
      { id: kiran, name: 'Kiran Rao', applications: 0, in_pipeline: 0, placed: 0 },
      { id: lata, name: 'Lata Iyer', applications: 0, in_pipeline: 0, placed: 0 },
    ]);
  });
});
