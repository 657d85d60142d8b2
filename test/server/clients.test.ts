import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { createBackupFile, restoreArchive } from '../../src/server/db/archive';
import { openDatabase } from '../../src/server/db/kysely';
import { secretsKeyOf } from '../../src/server/services/secrets';
import { projectRoot } from '../../src/server/paths';
import { hashPassword } from '../../src/server/services/auth';
import { upsertUser } from '../../src/server/repositories/users';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  removeTestData,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  testConfig,
  type TestServer,
  json,
} from './helpers';

/**
 * Clients and their requirements: the GSTIN check and what it gives (state, PAN), the billing address
 * rule, contacts, duplicates, a job as a client's requirement with its fee terms, what the public side
 * may never see of a client that is not named, the Applications filter by client, deleting, and the
 * clients in a backup restored. One server per database.
 */

const EDITOR_PASSWORD = 'a long enough editor password';
const contact = { name: 'Meera Patel', designation: 'HR Manager', phone: '+91 98250 11111', whatsapp: true };

describe.each(databaseTargets)('clients and requirements on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    // With the built site, so the job's rendered page (and its JSON-LD) can be read too.
    server = await startTestServer(target, {
      webDir: path.join(projectRoot, 'dist', 'web'),
      renderEntry: path.join(projectRoot, 'dist', 'ssr', 'render.js'),
    });
    cookie = await signIn(server.app);
    // Starting with the rendered site and signing in with a second factor: seconds on a busy machine.
  }, 120_000);
  afterAll(async () => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);
  const createClient = async (payload: Record<string, unknown>) => {
    const response = await inject(json('POST', '/api/clients', cookie, payload));
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; contacts: { id: number; name: string }[] };
  };
  const jobForm = (
    fields: Record<string, string>,
    method: 'POST' | 'PUT' = 'POST',
    url = '/api/job/store',
  ): InjectOptions => {
    const body = multipart(
      jobFields(fields),
      method === 'POST'
        ? [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() }]
        : [],
    );
    return { method, url, headers: { ...body.headers, cookie }, payload: body.payload };
  };

  it('adds a client with a valid GSTIN, and answers the state and PAN it gives', async () => {
    const response = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'Sahyadri Auto Parts',
        gstin: '27aapfu0939f1zv',
        contacts: [contact],
      }),
    );
    expectContractShape(response, 'createClient');
    const client = response.json().data;
    expect(client).toMatchObject({
      name: 'Sahyadri Auto Parts',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      billing_state: '27',
      billing_state_name: 'Maharashtra',
      requirements: 0,
      contacts: [{ ...contact, email: '' }],
    });
    const one = await inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: { cookie } });
    expectContractShape(one, 'getClient');
    const list = await inject({ method: 'GET', url: '/api/clients', headers: { cookie } });
    expectContractShape(list, 'listClients');
    expect(list.json().data.map((row: { name: string }) => row.name)).toContain('Sahyadri Auto Parts');
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'record_id', 'summary'])
      .where('resource', '=', 'client')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', record_id: String(client.id) })]);
    expect(audit[0].summary).toContain('gstin: 27AAPFU0939F1ZV');
  });

  it('refuses a GSTIN whose check character is wrong, with a sentence naming the right one (24AAACB1234C1Z5)', async () => {
    const response = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'Bad Check Industries',
        gstin: '24AAACB1234C1Z5',
        contacts: [],
      }),
    );
    expectContractShape(response, 'createClient', 400);
    expect(response.json().message).toBe(
      'The GSTIN 24AAACB1234C1Z5 is not valid: the check character should be L.',
    );
    const other = await inject(
      json('POST', '/api/clients', cookie, { name: 'Short', gstin: '24AAACB', contacts: [] }),
    );
    expect(other.json().message).toBe('The GSTIN 24AAACB is not valid: it should have 15 characters, not 7.');
    const stored = await server.app.db
      .selectFrom('clients')
      .select('id')
      .where('name', 'in', ['Bad Check Industries', 'Short'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('needs the billing address and its state without a GSTIN, and the GSTIN state with one', async () => {
    const missing = await inject(
      json('POST', '/api/clients', cookie, { name: 'Sanand Foods', billing_address: 'Plot 4', contacts: [] }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Without a GSTIN, please give the billing address and its state.');
    const client = await createClient({
      name: 'Sanand Foods',
      billing_address: 'Plot 4, GIDC Sanand',
      billing_state: '24',
      contacts: [],
    });
    expect(client).toMatchObject({
      gstin: null,
      pan: null,
      billing_state: '24',
      billing_state_name: 'Gujarat',
    });
    const mismatch = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'Wrong State Ltd',
        gstin: '24AAACB1234C1ZL',
        billing_state: '27',
        contacts: [],
      }),
    );
    expect(mismatch.json().message).toBe("The billing state must be the GSTIN's state (Gujarat).");
    const badCode = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'No Such State',
        billing_address: 'Somewhere',
        billing_state: '39',
        contacts: [],
      }),
    );
    expect(badCode.statusCode).toBe(400);
  });

  it('refuses a second client of the same name (any case) or GSTIN', async () => {
    for (const payload of [
      { name: 'SAHYADRI AUTO PARTS', billing_address: 'Pune', billing_state: '27', contacts: [] },
      { name: 'Another name', gstin: '27AAPFU0939F1ZV', contacts: [] },
    ]) {
      const response = await inject(json('POST', '/api/clients', cookie, payload));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This Data Already Exists');
    }
  });

  it("changes, adds and removes contacts; a contact needs a phone or an e-mail; another client's contact is refused", async () => {
    const client = await createClient({
      name: 'Mehsana Dairy Works',
      gstin: '24AAACB1234C1ZL',
      contacts: [contact, { name: 'Ravi Desai', email: 'ravi@dairy.example' }],
    });
    const [meera, ravi] = client.contacts;
    const noReach = await inject(
      json('PUT', `/api/clients/${client.id}`, cookie, {
        name: 'Mehsana Dairy Works',
        gstin: '24AAACB1234C1ZL',
        contacts: [{ name: 'Nobody' }],
      }),
    );
    expect(noReach.json().message).toBe(
      'Please give a phone number or an e-mail address for the contact Nobody.',
    );
    const updated = await inject(
      json('PUT', `/api/clients/${client.id}`, cookie, {
        name: 'Mehsana Dairy Works',
        gstin: '24AAACB1234C1ZL',
        contacts: [
          { id: meera.id, ...contact, designation: 'Plant HR Head' },
          { name: 'Kiran Joshi', phone: '+91 99090 22222' },
        ],
      }),
    );
    expectContractShape(updated, 'updateClient');
    const contacts = updated.json().data.contacts as { id: number; name: string; designation: string }[];
    expect(contacts.map((row) => [row.name, row.designation])).toEqual([
      ['Meera Patel', 'Plant HR Head'],
      ['Kiran Joshi', ''],
    ]);
    expect(contacts[0].id).toBe(meera.id);
    expect(contacts.map((row) => row.id)).not.toContain(ravi.id);

    const other = await createClient({ name: 'Kalol Ceramics', gstin: '27AAPFU0939F2ZU', contacts: [] });
    const foreign = await inject(
      json('PUT', `/api/clients/${other.id}`, cookie, {
        name: 'Kalol Ceramics',
        gstin: '27AAPFU0939F2ZU',
        contacts: [{ id: meera.id, ...contact }],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      "A contact that was sent to be changed is not one of this client's contacts.",
    );
  });

  it('keeps a requirement: client, headcount, fee terms, guarantee; the public never sees a client it may not name', async () => {
    const client = await createClient({
      name: 'Zenith Forgings',
      billing_address: 'Changodar',
      billing_state: '24',
      contacts: [contact],
    });
    const created = await inject(
      jobForm({
        title: 'ITI Electrician',
        category: '2',
        location: 'Sanand',
        client_id: String(client.id),
        headcount: '2',
        fee_type: 'percent_ctc',
        fee_percent_bp: '833',
        guarantee_days: '90',
      }),
    );
    expect(created.statusCode).toBe(200);
    const jobId = created.json().data.id as number;
    expect(JSON.stringify(created.json())).not.toContain('Zenith');
    const managed = await inject({ method: 'GET', url: `/api/job/manage/${jobId}`, headers: { cookie } });
    expectContractShape(managed, 'getManagedJob');
    expect(managed.json().data).toMatchObject({
      client_id: client.id,
      client_name: 'Zenith Forgings',
      headcount: 2,
      fee_type: 'percent_ctc',
      fee_percent_bp: 833,
      fee_amount_paise: null,
      guarantee_days: 90,
      name_employer: false,
      employer_name: null,
    });
    // Nothing public names the client: the API's answers and the rendered page with its JSON-LD.
    for (const url of [`/api/job/${jobId}`, '/api/job', '/api/job/category/2', '/api/job/search?category=2'])
      expect((await inject({ method: 'GET', url })).body).not.toMatch(/zenith|client_id|fee_/i);
    const page = await inject({ method: 'GET', url: `/job-detail/${jobId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('application/ld+json');
    expect(page.body).toContain('ITI Electrician');
    expect(page.body).not.toMatch(/zenith/i);

    // A posting that does not name its client may not name it in its texts.
    const named = await inject(
      jobForm(
        {
          title: 'ITI Electrician',
          category: '2',
          location: 'Sanand',
          description: '<p>Join the Zenith Forgings team.</p>',
          client_id: String(client.id),
        },
        'PUT',
        `/api/job/${jobId}`,
      ),
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(
      'The posting is set not to name its employer, but its description names the client (Zenith Forgings).',
    );

    // Named: the public employer is the client, and follows its renaming.
    const naming = await inject(
      jobForm(
        {
          title: 'ITI Electrician',
          category: '2',
          location: 'Sanand',
          client_id: String(client.id),
          fee_type: 'fixed_per_hire',
          fee_amount_paise: '1500000',
          name_employer: 'true',
        },
        'PUT',
        `/api/job/${jobId}`,
      ),
    );
    expect(naming.statusCode).toBe(200);
    expect(naming.json().data.employer_name).toBe('Zenith Forgings');
    const renamed = await inject(
      json('PUT', `/api/clients/${client.id}`, cookie, {
        name: 'Zenith Forgings Pvt Ltd',
        billing_address: 'Changodar',
        billing_state: '24',
        contacts: [],
      }),
    );
    expect(renamed.json().data.requirements).toBe(1);
    const publicJob = await inject({ method: 'GET', url: `/api/job/${jobId}` });
    expect(publicJob.json().data.employer_name).toBe('Zenith Forgings Pvt Ltd');
  });

  it('shows an Editor the jobs without any client, requirement or fee, and no clients at all', async () => {
    const client = await createClient({
      name: 'Editor Hidden Ltd',
      billing_address: 'Kadi',
      billing_state: '24',
      contacts: [],
    });
    const job = await createJob(server.app, cookie, {
      title: 'Loader',
      client_id: String(client.id),
      fee_type: 'monthly_per_worker',
      fee_amount_paise: '1850000',
    });
    const email = 'editor@agency.example';
    await upsertUser(server.app.db, {
      email,
      name: 'The editor',
      role: 'editor',
      passwordHash: await hashPassword(EDITOR_PASSWORD, TEST_PASSWORD_HASH_COST),
    });
    const editor = await signIn(server.app, email, EDITOR_PASSWORD);
    const managed = await inject({
      method: 'GET',
      url: `/api/job/manage/${job.id}`,
      headers: { cookie: editor },
    });
    expectContractShape(managed, 'getManagedJob');
    expect(managed.json().data).toMatchObject({
      client_id: null,
      client_name: null,
      fee_type: null,
      fee_amount_paise: null,
      name_employer: false,
    });
    const list = await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie: editor } });
    expect(list.body).not.toContain('Editor Hidden');
    expect(list.body).not.toContain('1850000');
    expect(
      (await inject({ method: 'GET', url: '/api/clients', headers: { cookie: editor } })).statusCode,
    ).toBe(403);
  });

  it('refuses requirement fields without a client, incomplete fee terms and an unknown client', async () => {
    const client = await createClient({
      name: 'Viramgam Textiles',
      billing_address: 'Viramgam',
      billing_state: '24',
      contacts: [],
    });
    const cases: [Record<string, string>, string][] = [
      [{ headcount: '3' }, 'Headcount, fee terms, guarantee and naming the employer belong to a client'],
      [{ client_id: String(client.id), fee_type: 'percent_ctc' }, 'a percentage of annual CTC and no amount'],
      [
        { client_id: String(client.id), fee_type: 'monthly_per_worker', fee_percent_bp: '500' },
        'an amount in rupees and no percentage',
      ],
      [{ client_id: String(client.id), fee_amount_paise: '100' }, 'The fee terms need their type.'],
      [{ client_id: '999999' }, 'The client chosen for this job was not found.'],
    ];
    for (const [fields, sentence] of cases) {
      const response = await inject(jobForm({ title: `Helper ${sentence.length}`, ...fields }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(sentence);
    }
  });

  it('filters applications by client, and deletes a client only once it has no requirements', async () => {
    const client = await createClient({
      name: 'Bavla Packaging',
      billing_address: 'Bavla',
      billing_state: '24',
      contacts: [],
    });
    const ours = await createJob(server.app, cookie, {
      title: 'Packer',
      client_id: String(client.id),
      headcount: '12',
    });
    const theirs = await createJob(server.app, cookie, { title: 'Welder without a client' });
    for (const [jobId, n] of [
      [ours.id, 1],
      [theirs.id, 2],
    ]) {
      const body = multipart(
        {
          job_id: String(jobId),
          title: 'Packer',
          gender: 'Female',
          name: `Filter Applicant ${n}`,
          email: `filter${n}@example.com`,
          phone: `+91 98250 2000${n}`,
          consent: '2026-05',
        },
        [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }],
      );
      const applied = await inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
      expect(applied.statusCode).toBe(200);
    }
    const whole = await inject({
      method: 'GET',
      url: `/api/applications?client_id=${client.id}`,
      headers: { cookie },
    });
    expect(whole.json().map((row: { name: string }) => row.name)).toEqual(['Filter Applicant 1']);
    const page = await inject({
      method: 'GET',
      url: `/api/applications/page?client_id=${client.id}`,
      headers: { cookie },
    });
    expectContractShape(page, 'listApplicationsPage');
    expect(page.json().items.map((row: { name: string }) => row.name)).toEqual(['Filter Applicant 1']);
    expect(page.json().total).toBe(1);
    const exported = await inject({
      method: 'GET',
      url: `/api/applications/export?client_id=${client.id}`,
      headers: { cookie },
    });
    expect(exported.body).toContain('Filter Applicant 1');
    expect(exported.body).not.toContain('Filter Applicant 2');

    const refused = await inject({ method: 'DELETE', url: `/api/clients/${client.id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This client still has 1 requirement(s) (jobs). Move or delete them first.',
    );
    expect(
      (await inject({ method: 'DELETE', url: `/api/job/delete/${ours.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const deleted = await inject({ method: 'DELETE', url: `/api/clients/${client.id}`, headers: { cookie } });
    expectContractShape(deleted, 'deleteClient');
    expect(
      (await inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('keeps clients, contacts and requirements in a backup, restored whole', async () => {
    const client = await createClient({
      name: 'Backup Bearings',
      billing_address: 'Rajkot',
      billing_state: '24',
      contacts: [contact],
    });
    const job = await createJob(server.app, cookie, {
      title: 'Machinist',
      client_id: String(client.id),
      headcount: '4',
    });
    const archive = await createBackupFile(server.config, path.join(server.config.dataDir, 'backups'));
    const tables = archive.manifest.tables.map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['clients', 'client_contacts']));
    const config = testConfig(target, {
      adminEmail: undefined,
      adminPassword: undefined,
      secretsKey: secretsKeyOf(server.config),
    });
    try {
      const report = await restoreArchive(archive.file, config);
      for (const table of report.tables) expect(table.restored).toBe(table.archived);
      const handle = await openDatabase(config);
      try {
        const restored = await handle.db
          .selectFrom('clients')
          .select(['id', 'name'])
          .where('id', '=', client.id)
          .executeTakeFirst();
        expect(restored?.name).toBe('Backup Bearings');
        const contacts = await handle.db
          .selectFrom('client_contacts')
          .select('name')
          .where('client_id', '=', client.id)
          .execute();
        expect(contacts).toEqual([{ name: 'Meera Patel' }]);
        const restoredJob = await handle.db
          .selectFrom('jobs')
          .select(['client_id', 'headcount'])
          .where('id', '=', job.id)
          .executeTakeFirst();
        expect(restoredJob).toEqual({ client_id: client.id, headcount: 4 });
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await removeTestData(config);
    }
  });
});
