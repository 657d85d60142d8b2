import type { InjectOptions } from 'fastify';
import { Migrator, sql } from 'kysely';
import { openDatabase } from '../../src/server/db/kysely';
import { LANGUAGES_MIGRATION, SAFE_MIGRATION_MIGRATION, migrations } from '../../src/server/db/migrations';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  removeTestData,
  signIn,
  startTestServer,
  testConfig,
  type TestServer,
} from './helpers';

let applicantCount = 0;
const applicant = (jobId: number, overrides: Record<string, string> = {}) => ({
  job_id: String(jobId),
  name: 'ટેસ્ટ ઉમેદવાર',
  email: `language${++applicantCount}@example.com`,
  phone: `+91 98251 ${String(applicantCount).padStart(5, '0')}`,
  gender: 'Other',
  consent: '2026-05',
  ...overrides,
});

describe.each(databaseTargets)('the language of each person on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Language test welder' })).id;
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  function apply(fields: Record<string, string>) {
    const body = multipart(fields, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    return inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }

  it('stores the language an application was sent in, English without one, and shows it to staff', async () => {
    const gujarati = applicant(jobId, { language: 'gu' });
    const hindi = applicant(jobId, { language: 'hi' });
    const english = applicant(jobId);
    for (const fields of [gujarati, hindi, english]) expect((await apply(fields)).statusCode).toBe(200);

    const list = await inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    expectContractShape(list, 'listApplications');
    const byEmail = new Map(
      (list.json() as { email: string; language: string; id: number }[]).map((row) => [row.email, row]),
    );
    expect(byEmail.get(gujarati.email)?.language).toBe('gu');
    expect(byEmail.get(hindi.email)?.language).toBe('hi');
    expect(byEmail.get(english.email)?.language).toBe('en');

    const detail = await inject({
      method: 'GET',
      url: `/api/applications/${byEmail.get(gujarati.email)?.id}`,
      headers: { cookie },
    });
    expectContractShape(detail, 'getApplication');
    expect(detail.json().data.language).toBe('gu');
  });

  it('refuses a language the contract does not list (400) and stores nothing', async () => {
    const fields = applicant(jobId, { language: 'fr' });
    const refused = await apply(fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'language must be one of: en, gu, hi.' });
    const enquiry = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { email: 'x@example.com', 'Phone-no': '1234', purpose: 'jobseeker', language: 'GU' },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toEqual({ message: 'language must be one of: en, gu, hi.' });
    const list = await inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    expect((list.json() as { email: string }[]).some((row) => row.email === fields.email)).toBe(false);
  });

  it('stores the language of enquiries and subscriptions; subscribing again takes the new language', async () => {
    for (const [email, language] of [
      ['hindi.enquiry@example.com', 'hi'],
      ['plain.enquiry@example.com', undefined],
    ] as const) {
      const created = await inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: {
          email,
          'Phone-no': '+91 79 0000 0000',
          purpose: 'jobseeker',
          ...(language && { language }),
        },
      });
      expect(created.statusCode).toBe(200);
    }
    const enquiries = await inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } });
    expectContractShape(enquiries, 'listEnquiries');
    const enquiryLanguage = Object.fromEntries(
      (enquiries.json().data as { email: string; language: string }[]).map((row) => [
        row.email,
        row.language,
      ]),
    );
    expect(enquiryLanguage).toMatchObject({
      'hindi.enquiry@example.com': 'hi',
      'plain.enquiry@example.com': 'en',
    });

    const subscribe = (payload: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/subscribers', payload });
    expect((await subscribe({ 'Footer-Email': 'alerts@example.com', language: 'gu' })).statusCode).toBe(200);
    expect((await subscribe({ 'Footer-Email': 'plain@example.com' })).statusCode).toBe(200);
    const languages = async () => {
      const answer = await inject({ method: 'GET', url: '/api/subscribers', headers: { cookie } });
      expectContractShape(answer, 'listSubscribers');
      return Object.fromEntries(
        (answer.json().data as { email: string; language: string }[]).map((row) => [row.email, row.language]),
      );
    };
    expect(await languages()).toEqual({ 'alerts@example.com': 'gu', 'plain@example.com': 'en' });
    expect((await subscribe({ 'Footer-Email': 'Alerts@example.com', language: 'hi' })).statusCode).toBe(200);
    expect(await languages()).toEqual({ 'alerts@example.com': 'hi', 'plain@example.com': 'en' });
  });
});

describe.each(databaseTargets)(`migration ${LANGUAGES_MIGRATION} on $name`, (target) => {
  it('gives rows from before it English, adds the translated status templates, and goes down again', async () => {
    const config = testConfig(target);
    const handle = await openDatabase(config);
    const { db, dialect } = handle;
    const migrationTableSchema =
      dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db,
      migrationTableSchema,
      provider: { getMigrations: async () => migrations(dialect) },
    });
    try {
      expect((await migrator.migrateTo(SAFE_MIGRATION_MIGRATION)).error).toBeUndefined();
      await sql`insert into enquiries (name, email, phone, purpose, message, created_at)
        values ('Old', 'old@example.com', '1', 'employer', '', '2026-01-01 00:00:00')`.execute(db);
      await sql`insert into subscribers (email, created_at, token)
        values ('old@example.com', '2026-01-01 00:00:00', 'old-token')`.execute(db);

      expect((await migrator.migrateTo(LANGUAGES_MIGRATION)).error).toBeUndefined();
      expect(await db.selectFrom('enquiries').select('language').execute()).toEqual([{ language: 'en' }]);
      expect(await db.selectFrom('subscribers').select('language').execute()).toEqual([{ language: 'en' }]);
      const translations = await db
        .selectFrom('mail_template_translations')
        .select(['status', 'language', 'subject'])
        .orderBy('language')
        .orderBy('status')
        .execute();
      expect(translations.map((row) => `${row.language} ${row.status}`)).toEqual(
        ['gu', 'hi'].flatMap((language) =>
          ['Interview', 'Offered', 'Placed', 'Rejected', 'Screening', 'Withdrawn'].map(
            (status) => `${language} ${status}`,
          ),
        ),
      );
      expect(translations.find((row) => row.language === 'gu' && row.status === 'Interview')?.subject).toBe(
        '{job} માટે ઇન્ટરવ્યૂ ({reference})',
      );
      // A language longer than the column's two characters does not fit on PostgreSQL.
      if (dialect === 'postgres')
        await expect(sql`update subscribers set language = 'guj'`.execute(db)).rejects.toThrow(/too long/);

      expect((await migrator.migrateTo(SAFE_MIGRATION_MIGRATION)).error).toBeUndefined();
      const columns = await db.introspection.getTables();
      expect(columns.some((table) => table.name === 'mail_template_translations')).toBe(false);
      expect(
        columns.find((table) => table.name === 'subscribers')?.columns.map((column) => column.name),
      ).not.toContain('language');
    } finally {
      await db.destroy();
      await removeTestData(config);
    }
  });
});
