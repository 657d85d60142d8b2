import type { InjectOptions } from 'fastify';
import * as XLSX from 'xlsx';
import { readRegister } from '../../src/domain/deploymentRegister';
import { ageingBucketOf, settlementOf, TDS_SECTION_PATTERN } from '../../src/domain/receivables';
import { demoAgencyTax } from '../../src/server/agencyTax';
import { xlsxWorkbook } from '../../src/server/services/xlsx';
import {
  databaseTargets,
  expectContractShape,
  json,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { accountsAndRecruiter, billingFixtures, expectRestoredIntoOtherDatabase } from './billingFixtures';

/**
 * Payments and dues (issue 41 items 4 and 5): payments with TDS settle an invoice (unpaid → part-paid →
 * paid), refusals with a sentence, the outstanding and its ageing in India's calendar days, the GSTR-1
 * register and the payments as CSV and XLSX, the reminder mail through a real SMTP server, the
 * deployment register read from CSV, and who may see amounts owed. One server per database.
 */

const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 3 };

describe('receivable rules (src/domain/receivables.ts) and the XLSX writer', () => {
  it('settles an invoice with payments, TDS and credit notes', () => {
    const base = { total_paise: 3_538_600, credited_total_paise: 0, paid_paise: 0, tds_paise: 0 };
    expect(settlementOf(base)).toMatchObject({ due_paise: 3_538_600, state: 'unpaid' });
    expect(settlementOf({ ...base, paid_paise: 1_000_000, tds_paise: 59_976 })).toMatchObject({
      due_paise: 2_478_624,
      state: 'part-paid',
    });
    expect(settlementOf({ ...base, paid_paise: 3_478_624, tds_paise: 59_976 }).state).toBe('paid');
    // A credit note alone lowers what is due; it is not a payment.
    expect(settlementOf({ ...base, credited_total_paise: 1_000_000 })).toMatchObject({
      due_paise: 2_538_600,
      state: 'unpaid',
    });
  });

  it('knows a TDS section when it sees one', () => {
    for (const section of ['194C', '194J', '194JB', '194J(B)', '194Q'])
      expect({ section, ok: TDS_SECTION_PATTERN.test(section) }).toEqual({ section, ok: true });
    for (const section of ['', 'C194', '94C', '194-C', '194c'])
      expect({ section, ok: TDS_SECTION_PATTERN.test(section) }).toEqual({ section, ok: false });
  });

  it('ages from the invoice date: 30 days is 0–30, 31 is 31–60, 91 is over 90', () => {
    expect(ageingBucketOf('2026-01-02', '2026-01-02')).toBe('0-30');
    expect(ageingBucketOf('2026-01-02', '2026-02-01')).toBe('0-30');
    expect(ageingBucketOf('2026-01-02', '2026-02-02')).toBe('31-60');
    expect(ageingBucketOf('2026-01-02', '2026-03-03')).toBe('31-60');
    expect(ageingBucketOf('2026-01-02', '2026-03-04')).toBe('61-90');
    expect(ageingBucketOf('2026-01-02', '2026-04-02')).toBe('61-90');
    expect(ageingBucketOf('2026-01-02', '2026-04-03')).toBe('over-90');
  });

  it('reads a deployment register, naming each wrong row by its line', () => {
    expect(
      readRegister(
        'Worker name,Days,Daily rate\r\nGeeta Vaghela,26,712.50\r\n"Rathod, Hina",24.5,"1,712"\r\n',
      ),
    ).toEqual({
      rows: [
        { line: 2, worker_name: 'Geeta Vaghela', days: '26', rate_paise: 71_250 },
        { line: 3, worker_name: 'Rathod, Hina', days: '24.5', rate_paise: 171_200 },
      ],
      problems: [],
    });
    const wrong = readRegister('Worker,Days,Rate\nGeeta,26,712.50\n,24.3,abc\nHina,40,700\n');
    expect(wrong.rows).toEqual([]);
    expect(wrong.problems).toEqual([
      'Line 3: the worker name is missing; the days "24.3" are not a number of days (whole or half, like 24.5); the daily rate "abc" is not an amount in rupees.',
      'Line 4: the days 40 are not between 0.5 and 31.',
    ]);
  });

  it('writes a workbook SheetJS reads back: text as text, amounts as numbers', () => {
    const bytes = xlsxWorkbook([
      {
        name: 'Register',
        rows: [
          ['Name', 'Amount', 'Count'],
          ['=HYPERLINK("http://evil.example")', { number: '-29988.05' }, 3],
          ['<b>&"Patel"</b>', { number: '0.10' }, null],
        ],
      },
    ]);
    const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
    expect(workbook.SheetNames).toEqual(['Register']);
    const sheet = workbook.Sheets.Register;
    expect(sheet.A2).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil.example")' });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: 'n', v: -29988.05 });
    expect(XLSX.utils.sheet_to_json(sheet, { raw: true })).toEqual([
      { Name: '=HYPERLINK("http://evil.example")', Amount: -29988.05, Count: 3 },
      { Name: '<b>&"Patel"</b>', Amount: 0.1 },
    ]);
  });
});

describe.each(databaseTargets)('payments and dues on $name', (target) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let cookie: string;
  let now = new Date('2026-04-10T06:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(target, { smtpUrl: smtp.url, outbox: fastOutbox }, { clock: () => now });
    cookie = await signIn(server.app);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const inject = (options: InjectOptions) => server.app.inject(options);
  const get = (url: string, who = cookie) => inject({ method: 'GET', url, headers: { cookie: who } });
  /** Moves the server's clock and signs in again (a session lasts hours, not days). */
  const at = async (instant: string) => {
    now = new Date(instant);
    cookie = await signIn(server.app);
  };
  const { createClient, draftFor, issued } = billingFixtures(
    () => server,
    () => cookie,
  );
  const pay = (id: number, body: Record<string, unknown>, who = cookie) =>
    inject(json('POST', `/api/invoices/${id}/payments`, who, body));
  const receivableOf = async (clientId: number) => {
    const response = await get('/api/receivables');
    expect(response.statusCode).toBe(200);
    expectContractShape(response, 'getReceivables');
    return (response.json().data.clients as { client_id: number }[]).find(
      (client) => client.client_id === clientId,
    );
  };

  it('settles an invoice by a part payment with TDS (part-paid), then the rest (paid); refuses what it must', async () => {
    await at('2026-04-10T06:00:00Z');
    const client = await createClient('Sanand Forgings', '24');
    // ₹29,988.00 + 18 % → ₹35,386.00 (rounded).
    const invoice = await issued(client.id, 2_998_800);
    expect(invoice.total_paise).toBe(3_538_600);

    const draft = await draftFor(client.id, 100_000);
    const onDraft = await pay(draft, { payment_date: '2026-04-10', amount_paise: 100, mode: 'upi' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe(
      'A draft is not a tax invoice yet, so it cannot be paid. Issue it first.',
    );

    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { amount_paise: 0 },
        400,
        'Give the amount received, the TDS deducted, or both; they cannot both be zero.',
      ],
      [{ amount_paise: -500 }, 400, 'The amount received cannot be less than zero.'],
      [{ payment_date: '2026-04-11' }, 400, 'The payment date 2026-04-11 is in the future.'],
      [
        { payment_date: '2026-04-09' },
        400,
        'The payment date 2026-04-09 is before the invoice date 2026-04-10.',
      ],
      [{ tds_paise: 100 }, 400, 'Give the TDS section (such as 194C or 194J) with the TDS amount.'],
      [
        { amount_paise: 3_500_000, tds_section: '194C', tds_paise: 59_976 },
        400,
        `The amount and TDS (₹35,599.76) are more than what is due on invoice ${invoice.number} (₹35,386.00).`,
      ],
    ];
    for (const [change, status, sentence] of refusals) {
      const response = await pay(invoice.id, {
        payment_date: '2026-04-10',
        amount_paise: 1_000_000,
        mode: 'bank-transfer',
        ...change,
      });
      expect({ change, status: response.statusCode, message: response.json().message }).toEqual({
        change,
        status,
        message: sentence,
      });
    }

    // ₹10,000 by bank transfer with TDS of 2 % under 194C on the taxable value (₹599.76).
    const part = await pay(invoice.id, {
      payment_date: '2026-04-10',
      amount_paise: 1_000_000,
      mode: 'bank-transfer',
      reference: 'UTR HDFC0001234',
      tds_section: '194c',
      tds_paise: 59_976,
    });
    expect(part.statusCode).toBe(200);
    expectContractShape(part, 'recordPayment');
    expect(part.json().message).toBe(`Payment of ₹10,000.00 recorded against ${invoice.number}.`);
    expect(part.json().data).toMatchObject({
      state: 'part-paid',
      total_paise: 3_538_600,
      paid_paise: 1_000_000,
      tds_paise: 59_976,
      due_paise: 2_478_624,
      payments: [expect.objectContaining({ tds_section: '194C', reference: 'UTR HDFC0001234' })],
    });
    const shown = await get(`/api/invoices/${invoice.id}`);
    expect(shown.json().data).toMatchObject({ payment_state: 'part-paid', due_paise: 2_478_624 });

    await at('2026-04-20T06:00:00Z');
    const rest = await pay(invoice.id, {
      payment_date: '2026-04-20',
      amount_paise: 2_478_624,
      mode: 'cheque',
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ state: 'paid', due_paise: 0 });
    const again = await pay(invoice.id, { payment_date: '2026-04-20', amount_paise: 100, mode: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Invoice ${invoice.number} is settled: nothing is due on it.`);
    expect(await receivableOf(client.id)).toBeUndefined();

    const listed = await get(`/api/invoices/${invoice.id}/payments`);
    expectContractShape(listed, 'listInvoicePayments');
    expect(listed.json().data.payments.map((payment: { mode: string }) => payment.mode)).toEqual([
      'bank-transfer',
      'cheque',
    ]);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'summary'])
      .where('resource', '=', 'payment')
      .orderBy('id')
      .execute();
    expect(audit.slice(-2).map((entry) => entry.action)).toEqual(['create', 'create']);
    expect(audit.at(-2)?.summary).toContain(`invoice: ${invoice.number}`);
    expect(audit.at(-2)?.summary).toContain('tds: 194C ₹599.76');
  });

  it('never lets two payments recorded at once pay more than is due', async () => {
    await at('2026-04-25T06:00:00Z');
    const client = await createClient('Naroda Textiles', '24');
    const invoice = await issued(client.id, 1_000_000);
    // ₹11,800 due; two payments of ₹7,000 at once: one is recorded, the other refused with the due left.
    const answers = await Promise.all(
      [1, 2].map(() =>
        pay(invoice.id, { payment_date: '2026-04-25', amount_paise: 700_000, mode: 'bank-transfer' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().message).toBe(
      `The amount and TDS (₹7,000.00) are more than what is due on invoice ${invoice.number} (₹4,800.00).`,
    );
    const listed = (await get(`/api/invoices/${invoice.id}/payments`)).json().data;
    expect(listed).toMatchObject({ paid_paise: 700_000, due_paise: 480_000, state: 'part-paid' });
  });

  it('lowers the outstanding by a credit note, and ages it in India’s calendar days', async () => {
    // 00:05 on 2 January 2026 in India (still 1 January in UTC): the invoice is dated 2 January.
    await at('2026-01-01T18:35:00Z');
    const client = await createClient('Odhav Plastics', '24');
    const old = await issued(client.id, 1_000_000);
    expect(old.invoice_date).toBe('2026-01-02');
    await at('2026-01-20T06:00:00Z');
    const recent = await issued(client.id, 500_000);
    expect(recent.invoice_date).toBe('2026-01-20');
    // 23:59 on 1 February in India: the first invoice is 30 days old.
    await at('2026-02-01T18:29:00Z');
    let figures = await receivableOf(client.id);
    expect(figures).toMatchObject({ outstanding_paise: 1_180_000 + 590_000, invoices: 2 });
    expect(figures).toMatchObject({ days_0_30_paise: 1_180_000 + 590_000, days_31_60_paise: 0 });
    // Two minutes later it is 2 February in India: 31 days, 31–60.
    await at('2026-02-01T18:31:00Z');
    figures = await receivableOf(client.id);
    expect(figures).toMatchObject({ days_0_30_paise: 590_000, days_31_60_paise: 1_180_000 });
    // 3 April: the first is 91 days old (over 90), the second 73 (61–90).
    await at('2026-04-03T06:00:00Z');
    figures = await receivableOf(client.id);
    expect(figures).toMatchObject({
      days_0_30_paise: 0,
      days_61_90_paise: 590_000,
      over_90_paise: 1_180_000,
    });

    // A credit note of ₹4,000 + GST on the old invoice: the outstanding falls by its total.
    const note = await inject(
      json('POST', `/api/invoices/${old.id}/credit-note`, cookie, {
        reason: 'Two absent days',
        lines: [{ description: 'Absence', sac: '998513', quantity: '1', rate_paise: 400_000 }],
      }),
    );
    expect(note.statusCode).toBe(200);
    figures = await receivableOf(client.id);
    expect(figures).toMatchObject({
      outstanding_paise: 1_180_000 - 472_000 + 590_000,
      over_90_paise: 708_000,
    });
    expect((await get(`/api/invoices/${old.id}/payments`)).json().data).toMatchObject({
      credited_total_paise: 472_000,
      due_paise: 708_000,
      state: 'unpaid',
    });
  });

  it('exports the GSTR-1 register of a month (CSV and XLSX alike) and its payments', async () => {
    // A month of its own: May 2026.
    await at('2026-05-05T06:00:00Z');
    const gujarat = await createClient('=cmd|calc!A1 Traders', '24');
    const pune = await createClient('Chakan Auto Parts', '27', { gstin: '27AAACB2230M1ZW' });
    const local = await issued(gujarat.id, 1_250_050, '998515');
    await at('2026-05-20T06:00:00Z');
    const inter = await issued(pune.id, 2_998_800, '998512');
    const note = await inject(
      json('POST', `/api/invoices/${inter.id}/credit-note`, cookie, {
        reason: 'Fee reduced',
        lines: [{ description: 'Fee reduced', sac: '998512', quantity: '1', rate_paise: 100_000 }],
      }),
    );
    const noteNumber = note.json().data.number as string;
    await pay(inter.id, {
      payment_date: '2026-05-20',
      amount_paise: 3_000_000,
      mode: 'upi',
      reference: '+91 UPI 512345',
      tds_section: '194J',
      tds_paise: 299_880,
    });
    // June: not in May's register.
    await at('2026-06-01T06:00:00Z');
    await issued(gujarat.id, 100_000);

    const csv = await get('/api/invoices/register?month=2026-05');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="gstr1-register-2026-05.csv"');
    const text = csv.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Section,GSTIN/UIN of Recipient,Receiver Name,Document Type,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,Original Invoice Number,Original Invoice date',
    );
    // ₹12,500.50 at 9 % + 9 %: ₹1,125.05 each (rounded per line), total ₹14,750.60 → ₹14,751.
    expect(lines.slice(1)).toEqual([
      `B2C,,'=cmd|calc!A1 Traders,Invoice,${local.number},05-May-2026,14751.00,24-Gujarat,N,18,12500.50,0.00,1125.05,1125.05,0.00,,`,
      `B2B,27AAACB2230M1ZW,Chakan Auto Parts,Invoice,${inter.number},20-May-2026,35386.00,27-Maharashtra,N,18,29988.00,5397.84,0.00,0.00,0.00,,`,
      `CDNR,27AAACB2230M1ZW,Chakan Auto Parts,Credit note,${noteNumber},20-May-2026,-1180.00,27-Maharashtra,N,18,-1000.00,-180.00,0.00,0.00,0.00,${inter.number},20-May-2026`,
    ]);

    const xlsx = await get('/api/invoices/register?month=2026-05&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]], {
      raw: true,
      defval: '',
    });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      'Receiver Name': '=cmd|calc!A1 Traders',
      'Invoice Value': 14751,
      'Taxable Value': 12500.5,
      'Central Tax Amount': 1125.05,
      Rate: 18,
    });
    expect(rows[2]).toMatchObject({
      Section: 'CDNR',
      'Invoice Value': -1180,
      'Integrated Tax Amount': -180,
      'Original Invoice Number': inter.number,
    });
    // The same rows as the CSV, cell by cell (the CSV's guard apostrophe aside; a spreadsheet program reads
    // the CSV's dates as dates, the XLSX keeps GSTR-1's text).
    const withoutDates = ({
      'Invoice date': _date,
      'Original Invoice date': _original,
      ...row
    }: Record<string, unknown>) => row;
    const csvRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(text.slice(1), { type: 'string' }).Sheets.Sheet1,
      { raw: true, defval: '' },
    );
    expect(
      csvRows.map((row) =>
        withoutDates({ ...row, 'Receiver Name': String(row['Receiver Name']).replace(/^'/, '') }),
      ),
    ).toEqual(rows.map(withoutDates));
    expect(rows.map((row) => row['Invoice date'])).toEqual(['05-May-2026', '20-May-2026', '20-May-2026']);

    const payments = await get('/api/invoices/payments-register?month=2026-05');
    expect(payments.statusCode).toBe(200);
    expect(payments.body.slice(1).trimEnd().split('\r\n')).toEqual([
      'Payment date,Invoice Number,Invoice date,Receiver Name,GSTIN/UIN of Recipient,Mode,Reference,Amount received,TDS section,TDS amount,Amount settled,Reversed',
      `20-May-2026,${inter.number},20-May-2026,Chakan Auto Parts,27AAACB2230M1ZW,UPI,'+91 UPI 512345,30000.00,194J,2998.80,32998.80,`,
    ]);
    const paymentsXlsx = await get('/api/invoices/payments-register?month=2026-05&format=xlsx');
    const paymentRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(paymentsXlsx.rawPayload, { type: 'buffer' }).Sheets['Payments 2026-05'],
      { raw: true },
    );
    expect(paymentRows).toEqual([
      expect.objectContaining({ 'Amount received': 30000, 'TDS amount': 2998.8, 'Amount settled': 32998.8 }),
    ]);
    const badMonth = await get('/api/invoices/register?month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toBe('The month 2026-13 is not a month (YYYY-MM).');
    const exported = await server.app.db
      .selectFrom('audit_log')
      .select(['resource'])
      .where('action', '=', 'export')
      .where('resource', 'in', ['invoice-register', 'payments'])
      .execute();
    expect(exported.length).toBeGreaterThanOrEqual(4);
  });

  it('sends the overdue reminder to the billing contact with the figures, names made plain, audited', async () => {
    await at('2026-07-01T06:00:00Z');
    const client = await createClient(
      'Vatva Chemicals <a href="https://evil.example/pay">pay here</a>',
      '24',
      {
        contactName: 'Meera <b>Patel</b> www.evil.example',
      },
    );
    const invoice = await issued(client.id, 1_000_000);
    await at('2026-08-15T06:00:00Z');
    await pay(invoice.id, {
      payment_date: '2026-08-14',
      amount_paise: 500_000,
      mode: 'bank-transfer',
      tds_section: '194C',
      tds_paise: 20_000,
    });
    const before = smtp.received.length;
    const queued = await inject(json('POST', `/api/invoices/${invoice.id}/reminder`, cookie, {}));
    expect(queued.statusCode).toBe(200);
    expectContractShape(queued, 'sendPaymentReminder');
    expect(queued.json().message).toBe(
      `A reminder of ₹6,600.00 due on ${invoice.number} will be sent to ${client.email}.`,
    );
    const mail = (await smtp.waitFor(before + 1)).find((received) => received.to === client.email);
    expect(mail?.subject).toBe(`Payment reminder: invoice ${invoice.number} from ${demoAgencyTax.legalName}`);
    const body = mail?.text ?? '';
    for (const line of [
      `Invoice number: ${invoice.number}`,
      'Invoice date: 2026-07-01',
      'Invoice total: ₹11,800.00',
      'Paid: ₹5,000.00',
      'TDS deducted: ₹200.00',
      'Due: ₹6,600.00',
      `IFSC: ${demoAgencyTax.bank.ifsc}`,
    ])
      expect(body).toContain(line);
    expect(body).not.toMatch(/<a|<b>|https:\/\/evil|www\.evil/);
    expect(body).toContain('Dear Meera Patel www evil example,');
    // The Outbox screen does not show its text: it holds amounts.
    const outbox = await get('/api/outbox');
    const queuedReminder = (
      outbox.json().data as { kind: string; to_address: string; text_body: string }[]
    ).find((row) => row.kind === 'payment-reminder' && row.to_address === client.email);
    expect(queuedReminder?.text_body).toBe(
      "(The text of an invoice's mail holds its amounts and is shown on the Invoices screen only.)",
    );
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'payment-reminder')
      .where('record_id', '=', String(invoice.id))
      .execute();
    expect(audit).toEqual([
      { action: 'send', summary: `number: ${invoice.number}, due: ₹6,600.00, to: ${client.email}` },
    ]);
  });

  it('records a receipt of TDS alone (amount 0), and still refuses both zero, a negative amount, more than due', async () => {
    await at('2026-09-10T06:00:00Z');
    const client = await createClient('Bavla Packaging', '24');
    // ₹10,000 + 18 % → ₹11,800.
    const invoice = await issued(client.id, 1_000_000);
    const receipt = { payment_date: '2026-09-10', mode: 'other' };
    const refusals: [Record<string, unknown>, string][] = [
      [
        { amount_paise: 0, tds_paise: 0 },
        'Give the amount received, the TDS deducted, or both; they cannot both be zero.',
      ],
      [
        { amount_paise: -1, tds_section: '194C', tds_paise: 20_000 },
        'The amount received cannot be less than zero.',
      ],
      [
        { amount_paise: 0, tds_paise: 20_000 },
        'Give the TDS section (such as 194C or 194J) with the TDS amount.',
      ],
      [
        { amount_paise: 0, tds_section: '194C', tds_paise: 1_180_001 },
        `The amount and TDS (₹11,800.01) are more than what is due on invoice ${invoice.number} (₹11,800.00).`,
      ],
    ];
    for (const [change, sentence] of refusals) {
      const response = await pay(invoice.id, { ...receipt, ...change });
      expect({ change, status: response.statusCode, message: response.json().message }).toEqual({
        change,
        status: 400,
        message: sentence,
      });
    }
    // A negative TDS is outside the contract.
    expect((await pay(invoice.id, { ...receipt, amount_paise: 0, tds_paise: -1 })).statusCode).toBe(400);
    expect((await get(`/api/invoices/${invoice.id}/payments`)).json().data.payments).toEqual([]);

    const tdsOnly = await pay(invoice.id, {
      ...receipt,
      amount_paise: 0,
      reference: 'Form 16A Q2',
      tds_section: '194c',
      tds_paise: 20_000,
    });
    expect(tdsOnly.statusCode).toBe(200);
    expectContractShape(tdsOnly, 'recordPayment');
    expect(tdsOnly.json().message).toBe(`TDS of ₹200.00 recorded against ${invoice.number}.`);
    expect(tdsOnly.json().data).toMatchObject({
      state: 'part-paid',
      paid_paise: 0,
      tds_paise: 20_000,
      due_paise: 1_160_000,
      payments: [expect.objectContaining({ amount_paise: 0, tds_section: '194C', tds_paise: 20_000 })],
    });
    expect(await receivableOf(client.id)).toMatchObject({ outstanding_paise: 1_160_000 });
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'payment')
      .where('summary', 'like', `%${invoice.number}%`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'create',
        summary: `invoice: ${invoice.number}, date: 2026-09-10, amount: ₹0.00, mode: other, reference: Form 16A Q2, tds: 194C ₹200.00`,
      },
    ]);
  });

  it('reverses a payment recorded by mistake: kept and marked, no longer counted, audited, once only', async () => {
    // 23:50 on 5 October in India.
    await at('2026-10-05T18:20:00Z');
    const { accounts, recruiter } = await accountsAndRecruiter(server, {
      accounts: ['accounts41r@agency.example', 'Nisha Desai'],
      recruiter: ['recruiter41r@agency.example', 'Rakesh Modi'],
    });
    const client = await createClient('Kalol Ceramics', '24');
    const invoice = await issued(client.id, 1_000_000);
    const first = await pay(invoice.id, {
      payment_date: '2026-10-05',
      amount_paise: 500_000,
      mode: 'bank-transfer',
      tds_section: '194C',
      tds_paise: 20_000,
    });
    const firstId = first.json().data.payments[0].id as number;
    const rest = await pay(invoice.id, {
      payment_date: '2026-10-05',
      amount_paise: 660_000,
      mode: 'cheque',
      reference: 'Cheque 004512',
    });
    expect(rest.json().data).toMatchObject({ state: 'paid', due_paise: 0 });
    const chequeId = rest.json().data.payments[1].id as number;
    expect(await receivableOf(client.id)).toBeUndefined();
    const reverse = (id: number, reason: string, who = accounts) =>
      inject(json('POST', `/api/payments/${id}/reversal`, who, { reason }));

    expect((await reverse(chequeId, 'Cheque bounced', recruiter)).statusCode).toBe(403);
    const blank = await reverse(chequeId, '   ');
    expect(blank.statusCode).toBe(400);
    // (Refused by the contract: every required text holds a character that is not a space.)
    expect(blank.json().message).toBe('reason must not be empty.');
    const unknown = await reverse(2_000_000, 'Cheque bounced');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such payment. It may have been removed with its invoice.');

    // 00:05 on 6 October in India (still 5 October in UTC): the reversal is of India's day.
    now = new Date('2026-10-05T18:35:00Z');
    const reversed = await reverse(chequeId, ' Cheque bounced ');
    expect(reversed.statusCode).toBe(200);
    expectContractShape(reversed, 'reversePayment');
    expect(reversed.json().message).toBe(
      `The payment of ₹6,600.00 on 2026-10-05 against ${invoice.number} was reversed; it no longer counts towards what is paid.`,
    );
    expect(reversed.json().data).toMatchObject({
      state: 'part-paid',
      paid_paise: 500_000,
      tds_paise: 20_000,
      due_paise: 660_000,
    });
    // The row is kept, marked: who, when, why.
    expect(reversed.json().data.payments).toEqual([
      expect.objectContaining({ id: firstId, reversed_at: null, reversed_by: '', reversal_reason: '' }),
      expect.objectContaining({
        id: chequeId,
        amount_paise: 660_000,
        reversed_at: '2026-10-05 18:35:00',
        reversed_by: 'Nisha Desai',
        reversal_reason: 'Cheque bounced',
      }),
    ]);
    expect(await receivableOf(client.id)).toMatchObject({
      outstanding_paise: 660_000,
      days_0_30_paise: 660_000,
      invoices: 1,
    });
    const shown = await get(`/api/invoices/${invoice.id}`);
    expect(shown.json().data).toMatchObject({ payment_state: 'part-paid', due_paise: 660_000 });

    const twice = await reverse(chequeId, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This payment was already reversed on 2026-10-06 by Nisha Desai: Cheque bounced',
    );
    // Two reversals of one payment at once: one is done, the other refused.
    const answers = await Promise.all([1, 2].map(() => reverse(firstId, 'Recorded twice')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const listed = (await get(`/api/invoices/${invoice.id}/payments`)).json().data;
    expect(listed).toMatchObject({ state: 'unpaid', paid_paise: 0, tds_paise: 0, due_paise: 1_180_000 });
    expect(listed.payments).toHaveLength(2);
    expect(await receivableOf(client.id)).toMatchObject({ outstanding_paise: 1_180_000 });

    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'staff_name', 'summary'])
      .where('resource', '=', 'payment')
      .where('action', '=', 'reverse')
      .where('summary', 'like', `%${invoice.number}%`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'reverse',
        record_id: String(chequeId),
        staff_name: 'Nisha Desai',
        summary: `invoice: ${invoice.number}, date: 2026-10-05, amount: ₹6,600.00, reason: Cheque bounced`,
      },
      {
        action: 'reverse',
        record_id: String(firstId),
        staff_name: 'Nisha Desai',
        summary: `invoice: ${invoice.number}, date: 2026-10-05, amount: ₹5,000.00, tds: 194C ₹200.00, reason: Recorded twice`,
      },
    ]);

    // The payments register keeps both rows as recorded and says they were reversed, when and why.
    const register = await get('/api/invoices/payments-register?month=2026-10', accounts);
    const rows = register.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .filter((line) => line.includes(invoice.number));
    expect(rows).toEqual([
      `05-Oct-2026,${invoice.number},05-Oct-2026,Kalol Ceramics,,Bank transfer,,5000.00,194C,200.00,5200.00,2026-10-06: Recorded twice`,
      `05-Oct-2026,${invoice.number},05-Oct-2026,Kalol Ceramics,,Cheque,Cheque 004512,6600.00,,0.00,6600.00,2026-10-06: Cheque bounced`,
    ]);
    // What is due can be paid again.
    const again = await pay(
      invoice.id,
      { payment_date: '2026-10-05', amount_paise: 1_180_000, mode: 'upi' },
      accounts,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'paid', due_paise: 0 });
  });

  it('reads a deployment register CSV into lines, or names every wrong row', async () => {
    const read = await inject(
      json('POST', '/api/invoices/deployment-register', cookie, {
        csv: 'Worker name,Days,Daily rate\nGeeta Vaghela,26,712.50\nHina Rathod,24.5,712.50\n',
      }),
    );
    expect(read.statusCode).toBe(200);
    expectContractShape(read, 'importDeploymentRegister');
    expect(read.json().data).toEqual([
      { line: 2, worker_name: 'Geeta Vaghela', days: '26', rate_paise: 71_250 },
      { line: 3, worker_name: 'Hina Rathod', days: '24.5', rate_paise: 71_250 },
    ]);
    const wrong = await inject(
      json('POST', '/api/invoices/deployment-register', cookie, {
        csv: 'Worker name,Days,Daily rate\nGeeta Vaghela,26,712.50\nHina Rathod,twenty,712.50\n',
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'The register was not imported; nothing was changed. Line 3: the days "twenty" are not a number of days (whole or half, like 24.5).',
    );
  });

  it('lets Accounts record payments and export; a Recruiter gets 403 and no amounts owed', async () => {
    await at('2026-08-20T06:00:00Z');
    const { accounts, recruiter } = await accountsAndRecruiter(server, {
      accounts: ['accounts41@agency.example', 'Kavita Shah'],
      recruiter: ['recruiter41@agency.example', 'Amit Joshi'],
    });
    const client = await createClient('Changodar Foods', '24');
    const invoice = await issued(client.id, 100_000);
    const body = { payment_date: '2026-08-20', amount_paise: 10_000, mode: 'cash' };
    expect((await pay(invoice.id, body, recruiter)).statusCode).toBe(403);
    expect((await pay(invoice.id, body, accounts)).statusCode).toBe(200);
    for (const url of [
      '/api/receivables',
      `/api/invoices/${invoice.id}/payments`,
      '/api/invoices/register?month=2026-08',
      '/api/invoices/payments-register?month=2026-08&format=xlsx',
    ]) {
      expect({ url, status: (await get(url, recruiter)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await get(url, accounts)).statusCode }).toEqual({ url, status: 200 });
    }
    const reminder = await inject(json('POST', `/api/invoices/${invoice.id}/reminder`, recruiter, {}));
    expect(reminder.statusCode).toBe(403);
    // Accounts open the dashboard (its receivables card); a Recruiter's placements say only whether invoiced.
    expect((await get('/api/dashboard', accounts)).statusCode).toBe(200);
  });

  it('keeps payments in a backup restored into the other database', async () => {
    await expectRestoredIntoOtherDatabase(server, target, ['invoice_payments'], (db) =>
      db.selectFrom('invoice_payments').selectAll().orderBy('id').execute(),
    );
  }, 120_000);
});
