import * as XLSX from 'xlsx';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/*
 * The applications CSV opened as a spreadsheet program opens it: parsed by SheetJS (the `xlsx`
 * package), no cell may be a formula, no cell may start with a character spreadsheet programs read as
 * the start of one (ASCII, full-width or small-form), and phone numbers read as they were typed.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]/;
/** What a spreadsheet shows of a cell: invisible direction marks are not shown. */
const shown = (text: string) => text.replace(/[\u200e\u200f]/g, '');

describe.each(databaseTargets)('applications CSV in a spreadsheet, on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Spreadsheet Welder' })).id;
  });
  afterAll(async () => server.close());

  let count = 0;
  async function apply(name: string, phone: string, message = '', job = jobId) {
    count += 1;
    const body = multipart(
      {
        job_id: String(job),
        consent: '2026-05',
        name,
        phone,
        email: `csv${count}@example.com`,
        message,
        title: '@title',
      },
      [
        {
          field: 'resume',
          filename: 'cv.pdf',
          contentType: 'application/pdf',
          data: pdfResume(`csv ${count}`),
        },
      ],
    );
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
  }

  it('exports no formula, in any look-alike form, and phone numbers as typed', async () => {
    const names = [
      '=1+1',
      '+1+1',
      '-1+1',
      '@SUM(1)',
      '\uff1d1+1',
      '\uff0b1+1',
      '\uff0d1+1',
      '\uff20SUM(1)',
      '\ufe621+1',
      '\ufe631+1',
      '\ufe661+1',
      '\ufe6bSUM(1)',
      '=HYPERLINK("http://evil.example","Click")',
    ];
    const phones = ['+91 98250 11223', '+971-50-123-4567', '098250 44556', '-5', '+44 (20) 7946 0958'];
    for (const [index, name] of names.entries())
      await apply(name, phones[index] ?? `+91 97${String(index).padStart(3, '0')} 12345`);
    await apply('Ravi Patel', '+91 98250 00001', "=cmd|' /C calc'!A0");

    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/applications/export?job_id=${jobId}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    // UTF-8 with a byte-order mark, which is how spreadsheet programs know the encoding.
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const workbook = XLSX.read(text.slice(1), { type: 'string', cellFormula: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true, defval: '' });
    expect(rows.map((row) => row.Name)).toHaveLength(names.length + 1);

    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!'));
    expect(cells.filter(([, cell]) => (cell as XLSX.CellObject).f !== undefined)).toEqual([]);
    const dangerous = cells.filter(([, cell]) =>
      FORMULA_START.test(String((cell as XLSX.CellObject).v ?? '')),
    );
    expect(dangerous).toEqual([]);

    const phoneColumn = Object.keys(rows[0]).find((header) => header === 'Phone') ?? '';
    const nameColumn = Object.keys(rows[0]).find((header) => header === 'Name') ?? '';
    const exported = rows.map((row) => ({ name: String(row[nameColumn]), phone: String(row[phoneColumn]) }));
    // Every phone reads as typed: no apostrophe shown, the same digits and spaces, and text, not a number.
    for (const phone of phones) {
      const found = exported.filter((row) => shown(row.phone) === phone);
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(row.phone).not.toContain("'");
    }
    // A name that starts like a formula is shown with the apostrophe spreadsheet programs hide or show as text.
    for (const name of names) expect(exported.map((row) => row.name)).toContain(`'${name}`);
    expect(exported.map((row) => row.name)).toContain('Ravi Patel');
  });

  it("writes the columns staff read, in order, newest first, with the candidate's applications counted", async () => {
    // The same candidate (by phone) applied to another job before.
    const other = (await createJob(server.app, cookie, { title: 'Spreadsheet Cook' })).id;
    await apply('Repeat Candidate', '+91 90000 00077', 'First', other);
    await apply('Repeat Candidate', '+91 90000 00077', 'Second');
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/applications/export?job_id=${jobId}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received (UTC),Status,Job,Category,Name,Email,Phone,Gender,Job Title,Career Level,Experience,Message,Applications by this candidate',
    );
    const workbook = XLSX.read(lines.slice(0, 3).join('\r\n'), { type: 'string' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]], {
      raw: false,
      defval: '',
    });
    const job = await server.app.db
      .selectFrom('applications')
      .select(['reference', 'created_at', 'category', 'email'])
      .where('job_id', '=', jobId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      Reference: job.reference,
      Status: 'New',
      Job: 'Spreadsheet Welder',
      Category: job.category === '1' ? 'International' : 'Domestic',
      Name: 'Repeat Candidate',
      Email: job.email,
      Message: 'Second',
      'Applications by this candidate': '2',
    });
    // As stored (UTC), which the spreadsheet shows as a date.
    expect(lines[1]).toContain(`,${job.created_at},`);
    // The other job's application is not in this job's export; with no filter, it is, counted too.
    expect(rows[1]).not.toMatchObject({ Name: 'Repeat Candidate' });
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/applications/export',
      headers: { cookie },
    });
    const allLines = all.rawPayload.toString('utf8').trimEnd().split('\r\n');
    expect(allLines[2]).toMatch(/,Repeat Candidate,.*,First,2$/);
  });
});

describe.each(databaseTargets)('a long applications CSV, on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => server.close());

  it('is sent while its rows are read: a row erased after its first megabyte arrived is not in it', async () => {
    const { db } = server.app;
    const job = await createJob(server.app, cookie, { title: 'Streaming Welder' });
    // About 30 MB of CSV: far more than the server, the socket and the client buffer between them.
    const ROWS = 15_000;
    const message = 'Worked as a welder in Dubai and Doha. '.repeat(52);
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      job_id: job.id,
      job_title: 'Streaming Welder',
      category: '1' as const,
      name: `Streamed Candidate ${i}`,
      email: `streamed${i}@example.com`,
      email_key: `streamed${i}@example.com`,
      phone: '',
      phone_key: '',
      title: 'Welder',
      gender: 'Male',
      career_level: 'Experienced',
      experience: '2 Years',
      message,
      created_at: '2026-05-01 10:00:00',
      reference: `STREAM-${String(i).padStart(5, '0')}`,
    }));
    for (let start = 0; start < ROWS; start += 500)
      await db
        .insertInto('applications')
        .values(rows.slice(start, start + 500))
        .execute();
    const oldest = await db
      .selectFrom('applications')
      .select('id')
      .where('reference', '=', 'STREAM-00000')
      .executeTakeFirstOrThrow();

    const response = await fetch(`${origin}/api/applications/export?job_id=${job.id}`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // The first megabyte: rows are on their way.
    let text = '';
    while (text.length < 1024 * 1024) {
      const next = await reader.read();
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
    // Newest first: the oldest row is the last the export reads. Erased now, it must not be sent (it
    // would be if the export read all its rows first, or far ahead of what the client has taken).
    await db.deleteFrom('applications').where('id', '=', oldest.id).execute();
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
    text += decoder.decode();
    expect(text).toContain('STREAM-14999');
    expect(text).toContain('STREAM-00001');
    expect(text).not.toContain('STREAM-00000');
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + ROWS - 1);
  }, 120_000);
});
