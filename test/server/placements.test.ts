import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  signIn,
  startTestServer,
  type TestServer,
  json,
} from './helpers';
import { billingFixtures, expectRestoredIntoOtherDatabase } from './billingFixtures';

/**
 * Placements (issue 40, item 5): placing an application of a client's requirement records the fee its
 * terms give (exact paise) and the guarantee's end; an edited fee needs a reason; a candidate who left
 * within the guarantee makes a replacement due, placed on the same requirement; leaving Placed removes
 * the placement; the per-client figures; audit entries; the placements in a backup restored. One server
 * per database.
 */

describe.each(databaseTargets)('placements on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  }, 120_000);
  afterAll(async () => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);
  const fixtures = billingFixtures(
    () => server,
    () => cookie,
  );
  const createClient = async (name: string) => (await fixtures.createClient(name)).id;
  const { apply } = fixtures;
  const move = (ids: number[], status: string) =>
    inject(json('POST', '/api/applications/status', cookie, { ids, status }));
  const place = (applicationId: number, payload: Record<string, unknown>) =>
    inject(json('POST', `/api/applications/${applicationId}/placement`, cookie, payload));
  const auditOf = (recordId: number) =>
    server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'placement')
      .where('record_id', '=', String(recordId))
      .orderBy('id')
      .execute();

  it('places a candidate on a percentage requirement: the exact fee, the guarantee end, audited', async () => {
    const clientId = await createClient('Sanand Forgings');
    const job = await createJob(server.app, cookie, {
      title: 'CNC Operator',
      client_id: String(clientId),
      headcount: '2',
      fee_type: 'percent_ctc',
      fee_percent_bp: '833',
      guarantee_days: '90',
    });
    const applicationId = await apply(job.id, 'Ravi Kumar');
    await move([applicationId], 'Interview');

    // Bad input is refused with sentences, and nothing moves.
    const noCtc = await place(applicationId, { joining_date: '2026-01-15' });
    expect(noCtc.statusCode).toBe(400);
    expect(noCtc.json().message).toBe(
      "Please give the candidate's annual CTC in rupees; the fee is a percentage of it.",
    );
    const badDate = await place(applicationId, { joining_date: '2026-02-30', ctc_paise: 36_000_000 });
    expect(badDate.statusCode).toBe(400);
    // The contract's date format refuses it before the route's own check.
    expect(badDate.json().message).toBe('joining_date is not in the expected format.');
    const noReason = await place(applicationId, {
      joining_date: '2026-01-15',
      ctc_paise: 36_000_000,
      fee_paise: 2_500_000,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(
      'A fee other than the one the terms give (₹29,988) needs a reason. Please say why it was changed.',
    );
    const monthly = await place(applicationId, {
      joining_date: '2026-01-15',
      ctc_paise: 36_000_000,
      monthly_rate_paise: 100,
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().message).toBe(
      'This requirement is charged as 8.33% of annual CTC, so the monthly rate is not used. Leave it out.',
    );
    const still = await inject({
      method: 'GET',
      url: `/api/applications/${applicationId}`,
      headers: { cookie },
    });
    expect(still.json().data.status).toBe('Interview');

    // ₹3,60,000 at 8.33 % is ₹29,988.00; 90 days from 15 January is 15 April.
    const placed = await place(applicationId, { joining_date: '2026-01-15', ctc_paise: 36_000_000 });
    expectContractShape(placed, 'placeApplication');
    expect(placed.json().message).toBe('Placement recorded. Fee: ₹29,988.');
    const placement = placed.json().data;
    expect(placement).toMatchObject({
      application_id: applicationId,
      job_id: job.id,
      client_id: clientId,
      client_name: 'Sanand Forgings',
      job_title: 'CNC Operator',
      candidate_name: 'Ravi Kumar',
      joining_date: '2026-01-15',
      fee_type: 'percent_ctc',
      ctc_paise: 36_000_000,
      monthly_rate_paise: null,
      computed_fee_paise: 2_998_800,
      fee_paise: 2_998_800,
      fee_reason: '',
      guarantee_end_date: '2026-04-15',
      state: 'active',
      replacement_due: false,
    });
    const application = await inject({
      method: 'GET',
      url: `/api/applications/${applicationId}`,
      headers: { cookie },
    });
    expect(application.json().data.status).toBe('Placed');
    expect((await place(applicationId, { joining_date: '2026-01-15', ctc_paise: 1 })).json().message).toBe(
      'This application already has a placement.',
    );

    // The fee edited: a reason is required, both fees are kept, the change is audited.
    const refused = await inject(
      json('PUT', `/api/placements/${placement.id}/fee`, cookie, { fee_paise: 2_500_000 }),
    );
    expect(refused.statusCode).toBe(400);
    const edited = await inject(
      json('PUT', `/api/placements/${placement.id}/fee`, cookie, {
        fee_paise: 2_500_000,
        fee_reason: 'Discount agreed for the second hire',
      }),
    );
    expectContractShape(edited, 'updatePlacementFee');
    expect(edited.json().data).toMatchObject({
      computed_fee_paise: 2_998_800,
      fee_paise: 2_500_000,
      fee_reason: 'Discount agreed for the second hire',
    });
    expect(await auditOf(placement.id)).toEqual([
      {
        action: 'create',
        summary: `application: ${applicationId}, joining: 2026-01-15, guarantee_end: 2026-04-15, computed: ₹29,988, fee: ₹29,988`,
      },
      {
        action: 'update',
        summary: 'computed: ₹29,988, fee: ₹25,000, reason: Discount agreed for the second hire',
      },
    ]);

    const listed = await inject({
      method: 'GET',
      url: `/api/placements?client_id=${clientId}`,
      headers: { cookie },
    });
    expectContractShape(listed, 'listPlacements');
    expect(listed.json().data.map((row: { id: number }) => row.id)).toEqual([placement.id]);
    const byApplication = await inject({
      method: 'GET',
      url: `/api/placements?application_id=${applicationId}`,
      headers: { cookie },
    });
    expect(byApplication.json().data).toHaveLength(1);
  });

  it('marks a candidate who left within the guarantee, and places a replacement on the same requirement', async () => {
    const clientId = await createClient('Bharuch Chemicals');
    const job = await createJob(server.app, cookie, {
      title: 'Plant Operator',
      client_id: String(clientId),
      fee_type: 'fixed_per_hire',
      fee_amount_paise: '1500000',
      guarantee_days: '30',
    });
    const otherJob = await createJob(server.app, cookie, {
      title: 'Lab Assistant',
      client_id: String(clientId),
      fee_type: 'fixed_per_hire',
      fee_amount_paise: '1000000',
    });
    const first = await apply(job.id, 'Asha Patel');
    const placed = await place(first, { joining_date: '2026-12-20' });
    expect(placed.json().data).toMatchObject({ fee_paise: 1_500_000, guarantee_end_date: '2027-01-19' });
    const id = placed.json().data.id as number;

    const early = await inject(
      json('POST', `/api/placements/${id}/left`, cookie, { left_date: '2026-12-19', left_reason: 'Moved' }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The candidate cannot leave before joining (2026-12-20).');
    const noReason = await inject(
      json('POST', `/api/placements/${id}/left`, cookie, { left_date: '2027-01-10', left_reason: ' ' }),
    );
    expect(noReason.json().message).toBe('Please give the reason the candidate left.');
    // The guarantee's last day still counts as within it.
    const left = await inject(
      json('POST', `/api/placements/${id}/left`, cookie, {
        left_date: '2027-01-19',
        left_reason: 'Went back to his village',
      }),
    );
    expectContractShape(left, 'markPlacementLeft');
    expect(left.json().message).toBe('Placement marked as left within the guarantee. A replacement is due.');
    expect(left.json().data).toMatchObject({ state: 'left', replacement_due: true });

    // A replacement must be on the same requirement.
    const elsewhere = await apply(otherJob.id, 'Kiran Shah');
    const wrong = await place(elsewhere, { joining_date: '2027-01-25', replaces_placement_id: id });
    expect(wrong.statusCode).toBe(400);
    const second = await apply(job.id, 'Mohan Desai');
    const replacement = await place(second, { joining_date: '2027-01-25', replaces_placement_id: id });
    expectContractShape(replacement, 'placeApplication');
    expect(replacement.json().data.replaces_placement_id).toBe(id);
    const replaced = await inject({
      method: 'GET',
      url: `/api/placements?job_id=${job.id}`,
      headers: { cookie },
    });
    const byId = new Map(replaced.json().data.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(id)).toMatchObject({
      state: 'replaced',
      replacement_due: false,
      replaced_by: replacement.json().data.id,
    });
    // Replaced once only.
    const third = await apply(job.id, 'Third Candidate');
    expect((await place(third, { joining_date: '2027-02-01', replaces_placement_id: id })).statusCode).toBe(
      400,
    );

    // Left after the guarantee: no replacement due.
    const late = await inject(
      json('POST', `/api/placements/${replacement.json().data.id}/left`, cookie, {
        left_date: '2027-06-01',
        left_reason: 'Resigned',
      }),
    );
    expect(late.json()).toMatchObject({
      message: 'Placement marked as left.',
      data: { state: 'left', replacement_due: false },
    });
    expect((await auditOf(id)).map((entry) => entry.summary)).toContain(
      'left: 2027-01-19, reason: Went back to his village',
    );
  });

  it('refuses a job that is not a requirement, and removes the placement when the application leaves Placed', async () => {
    const plain = await createJob(server.app, cookie, { title: 'Cook without a client' });
    const applicationId = await apply(plain.id, 'Plain Candidate');
    const refused = await place(applicationId, { joining_date: '2026-03-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "This application's job is not a client's requirement, so it has no placement. Move it to Placed without one.",
    );
    // Moved to Placed as before, with no placement.
    expect((await move([applicationId], 'Placed')).statusCode).toBe(200);

    const clientId = await createClient('Vapi Textiles');
    const job = await createJob(server.app, cookie, {
      title: 'Loom Supervisor',
      client_id: String(clientId),
      fee_type: 'monthly_per_worker',
      fee_amount_paise: '1850000',
    });
    const worker = await apply(job.id, 'Sunita Rao');
    const placed = await place(worker, { joining_date: '2026-04-01' });
    expect(placed.json().data).toMatchObject({
      monthly_rate_paise: 1_850_000,
      computed_fee_paise: 1_850_000,
      guarantee_end_date: null,
    });
    const ctcRefused = await place(await apply(job.id, 'Other Worker'), {
      joining_date: '2026-04-01',
      ctc_paise: 100,
    });
    expect(ctcRefused.json().message).toBe(
      'This requirement is charged as ₹18,500 a month per worker, so the annual CTC is not used. Leave it out.',
    );
    // Placed twice at once: one placement, the other request refused with a sentence.
    const twice = await apply(job.id, 'Twice Placed');
    const answers = await Promise.all([
      place(twice, { joining_date: '2026-04-02' }),
      place(twice, { joining_date: '2026-04-02' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().message).toBe(
      'This application already has a placement.',
    );
    expect((await move([worker], 'Offered')).statusCode).toBe(200);
    const gone = await inject({
      method: 'GET',
      url: `/api/placements?application_id=${worker}`,
      headers: { cookie },
    });
    expect(gone.json().data).toEqual([]);
    expect((await auditOf(placed.json().data.id)).at(-1)).toEqual({
      action: 'delete',
      summary: 'because: the application moved to Offered',
    });
  });

  it('answers the figures per client: requirements open, candidates shared, interviews, placements, fees', async () => {
    const clientId = await createClient('Figures Foods');
    const open = await createJob(server.app, cookie, {
      title: 'Packer',
      client_id: String(clientId),
      fee_type: 'percent_ctc',
      fee_percent_bp: '1000',
    });
    await createJob(server.app, cookie, {
      title: 'Filled Packer',
      client_id: String(clientId),
      filled: 'true',
    });
    const a = await apply(open.id, 'Figure One');
    const b = await apply(open.id, 'Figure Two');
    await apply(open.id, 'Figure Three');
    await move([a, b], 'Interview');
    await move([b], 'Rejected');
    await place(a, { joining_date: '2026-05-01', ctc_paise: 30_000_050 });
    // Two candidates shared with the client, one of them on two links: two shared.
    const client = await inject({ method: 'GET', url: `/api/clients/${clientId}`, headers: { cookie } });
    const contactId = client.json().data.contacts[0].id as number;
    for (const ids of [[a, b], [b]]) {
      const shared = await inject(
        json('POST', '/api/shortlists', cookie, {
          job_id: open.id,
          contact_id: contactId,
          send_email: false,
          items: ids.map((id) => ({ application_id: id })),
        }),
      );
      expect(shared.statusCode).toBe(200);
    }
    const figures = await inject({ method: 'GET', url: '/api/dashboard/clients', headers: { cookie } });
    expectContractShape(figures, 'getClientFigures');
    expect(figures.json().data.find((row: { client_id: number }) => row.client_id === clientId)).toEqual({
      client_id: clientId,
      client_name: 'Figures Foods',
      requirements_open: 1,
      candidates_shared: 2,
      interviews: 2,
      placements: 1,
      // 10 % of ₹3,00,000.50 is 3,000,005 paise exactly.
      fees_paise: 3_000_005,
    });
  });

  it('keeps placements in a backup, restored whole into the other database', async () => {
    await expectRestoredIntoOtherDatabase(server, target, ['placements'], (db) =>
      db.selectFrom('placements').selectAll().orderBy('id').execute(),
    );
  });
});
