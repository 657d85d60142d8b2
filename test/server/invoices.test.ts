import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import {
  financialYearOf,
  formatDocumentNumber,
  invoiceTotals,
  lineAmounts,
  numberPatternProblem,
  rupeesWithPaise,
} from '../../src/domain/invoices';
import { configFromEnv } from '../../src/server/config';
import { demoAgencyTax, parseAgencyTax } from '../../src/server/agencyTax';
import { amountInWords } from '../../src/server/services/amountInWords';
import { inertText, upiPaymentLink } from '../../src/server/services/invoicePdf';
import type { MailTransport } from '../../src/server/services/mail';
import { buildApp } from '../../src/server/app';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  json,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { accountsAndRecruiter, billingFixtures, expectRestoredIntoOtherDatabase } from './billingFixtures';

/**
 * GST tax invoices (issue 41): the tax split from the client's state, paise rounding, the amount in
 * words, numbers of at most 16 characters per financial year (restarting on 1 April in India), issuing
 * atomically (20 at once → 20 consecutive numbers), issued invoices unchangeable, credit notes, the PDF's
 * rule-46 fields, and who may see invoices. One server per database.
 */

/** The text of a PDF as pdf-parse reads it, in a child process (PDF.js's worker needs a real import). */
function pdfText(bytes: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const result = await parser.getText();
      await parser.destroy();
      process.stdout.write(JSON.stringify(result.text));
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as string),
    );
    child.stdin?.end(bytes);
  });
}

describe('invoice rules (src/domain/invoices.ts)', () => {
  it('splits the tax by state and rounds per line to the paisa, the total to the rupee', () => {
    const line = { quantity: '1', rate_paise: 2_998_800, tax_rate_bp: 1800 };
    expect(lineAmounts(line, 'intra')).toEqual({
      taxable_paise: 2_998_800,
      cgst_paise: 269_892,
      sgst_paise: 269_892,
      igst_paise: 0,
    });
    const inter = lineAmounts(line, 'inter');
    expect(inter.igst_paise).toBe(539_784);
    const totals = invoiceTotals([inter]);
    expect(totals.total_paise).toBe(3_538_600);
    expect(totals.round_off_paise).toBe(16);
    // 26.5 days at ₹712.33: decimal products, never floats.
    expect(lineAmounts({ quantity: '26.5', rate_paise: 71_233, tax_rate_bp: 1800 }, 'intra')).toEqual({
      taxable_paise: 1_887_675,
      cgst_paise: 169_891,
      sgst_paise: 169_891,
      igst_paise: 0,
    });
    expect(rupeesWithPaise(1_250_000_000)).toBe('₹1,25,00,000.00');
  });

  it('reads amounts in words the Indian way', () => {
    expect(amountInWords(3_538_600)).toBe('Thirty Five Thousand Three Hundred Eighty Six Rupees Only');
    expect(amountInWords(1_250_000_000)).toBe('One Crore Twenty Five Lakh Rupees Only');
    expect(amountInWords(1_250_000_000).toLowerCase()).toContain('one crore twenty five lakh');
  });

  it('numbers per financial year (1 April to 31 March in India)', () => {
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2099-12-31')).toBe('99-00');
    expect(formatDocumentNumber('SMS/{FY}/{NNNN}', '25-26', 1)).toBe('SMS/25-26/0001');
    expect(numberPatternProblem('SMS/{FY}/{NNNN}')).toBeUndefined();
    expect(numberPatternProblem('SAHYOG/{FY}/{NNNN}')).toBe(
      '"SAHYOG/{FY}/{NNNN}" makes numbers of 17 characters, such as "SAHYOG/25-26/0001"; a number may have at most 16 (CGST rule 46(b)).',
    );
    expect(numberPatternProblem('SMS_{FY}_{NNNN}')).toBe(
      '"SMS_{FY}_{NNNN}" may use only letters, digits, "-" and "/" besides {FY} and {NNNN} (CGST rule 46(b)).',
    );
    expect(numberPatternProblem('SMS/{FY}')).toMatch(/must hold the counter exactly once/);
  });

  it('makes free text inert and builds the UPI link only with a UPI id', () => {
    expect(inertText('see https://evil.example or www.evil.example, pay@evil')).not.toMatch(
      /https:\/\/|www\.|y@e/,
    );
    const invoice = { kind: 'invoice', number: 'SMS/25-26/0001', total_paise: 3_538_600 } as Parameters<
      typeof upiPaymentLink
    >[0];
    expect(upiPaymentLink(invoice, demoAgencyTax)).toBe(
      'upi://pay?pa=sahyogmanpower%40hdfcbank&pn=Sahyog%20Manpower%20Services%20Private%20Limited&am=35386.00&cu=INR&tn=SMS%2F25-26%2F0001',
    );
    expect(upiPaymentLink(invoice, { ...demoAgencyTax, upiId: undefined })).toBeUndefined();
  });
});

describe("the agency's tax details (AGENCY_CONFIG tax)", () => {
  const withTax = (tax: Record<string, unknown>) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-tax-')), 'agency.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Sahyog Manpower Services', tax }));
    return file;
  };
  const valid = { ...demoAgencyTax, signatory: { ...demoAgencyTax.signatory } };

  it('reads valid details and keeps them out of the public agency', () => {
    const config = configFromEnv({ AGENCY_CONFIG: withTax(valid) });
    expect(config.agencyTax?.gstin).toBe('24AAICS1234A1Z0');
    expect(config.agency).not.toHaveProperty('tax');
  });

  it('refuses at start-up a number pattern over 16 characters or with other characters, with a sentence', () => {
    expect(() =>
      configFromEnv({ AGENCY_CONFIG: withTax({ ...valid, invoiceNumberPattern: 'SAHYOG/{FY}/{NNNN}' }) }),
    ).toThrow(/tax\.invoiceNumberPattern: "SAHYOG\/\{FY\}\/\{NNNN\}" makes numbers of 17 characters/);
    expect(() =>
      configFromEnv({ AGENCY_CONFIG: withTax({ ...valid, creditNoteNumberPattern: 'CN_{FY}_{NNN}' }) }),
    ).toThrow(/tax\.creditNoteNumberPattern: "CN_\{FY\}_\{NNN\}" may use only letters, digits, "-" and "\/"/);
  });

  it('checks the GSTIN, PAN, IFSC and UPI id', () => {
    expect(() =>
      parseAgencyTax({
        ...valid,
        gstin: '24AAICS1234A1Z5',
        bank: { ...valid.bank, ifsc: 'HDFC1234567' },
        upiId: 'not a upi id',
      }),
    ).toThrow(
      /tax\.gstin: "24AAICS1234A1Z5" is not a valid GSTIN[\s\S]*tax\.bank\.ifsc: "HDFC1234567" is not an IFSC[\s\S]*tax\.upiId/,
    );
  });
});

describe.each(databaseTargets)('invoices on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  // 23:50 on 31 March 2026 in India: financial year 25-26.
  let now = new Date('2026-03-31T18:20:00Z');
  type Sent = Parameters<MailTransport['send']>[0];
  /** Mail the outbox worker sent, each resolving the wait for its address. */
  const sent = new Map<string, (mail: Sent) => void>();
  const mailTo = (address: string) => new Promise<Sent>((resolve) => sent.set(address, resolve));
  const transport: MailTransport = {
    send: async (mail) => sent.get(mail.to)?.(mail),
    close: () => undefined,
  };
  beforeAll(async () => {
    server = await startTestServer(target, {}, { clock: () => now, mailTransport: transport });
    cookie = await signIn(server.app);
  }, 120_000);
  afterAll(async () => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);
  /** Moves the server's clock (days at a time) and signs in again: a session lasts hours, not days. */
  const at = async (instant: string) => {
    now = new Date(instant);
    cookie = await signIn(server.app);
  };
  const { next, createClient, placeOn, draftOf, issue } = billingFixtures(
    () => server,
    () => cookie,
  );

  it('invoices a placement: ₹3,60,000 at 8.33 % → ₹29,988.00, CGST + SGST in Gujarat, IGST in Maharashtra', async () => {
    const gujarat = (await createClient('Sanand Forgings', '24')).id;
    const draft = await draftOf({ placement_id: await placeOn(gujarat, 'Ravi Kumar') });
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      place_of_supply: '24',
      place_of_supply_name: 'Gujarat',
      tax_split: 'intra',
      taxable_paise: 2_998_800,
      cgst_paise: 269_892,
      sgst_paise: 269_892,
      igst_paise: 0,
      round_off_paise: 16,
      total_paise: 3_538_600,
      amount_in_words: 'Thirty Five Thousand Three Hundred Eighty Six Rupees Only',
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({ sac: '998512', quantity: '1', rate_paise: 2_998_800, tax_rate_bp: 1800 }),
    ]);

    // A client registered in Maharashtra (its GSTIN starts 27): IGST.
    const pune = (await createClient('Chakan Auto Parts', '27', { gstin: '27AAACB2230M1ZW' })).id;
    const inter = await draftOf({ placement_id: await placeOn(pune, 'Sunil Pawar') });
    expect(inter).toMatchObject({
      place_of_supply: '27',
      tax_split: 'inter',
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 539_784,
      total_paise: 3_538_600,
    });
  });

  it('bills a month of a staffing requirement from its deployment register (workers, days, daily rate)', async () => {
    const clientId = (await createClient('Aslali Warehousing', '24')).id;
    const job = await createJob(server.app, cookie, {
      title: `Housekeeping Staff ${next()}`,
      client_id: String(clientId),
      headcount: '2',
      fee_type: 'monthly_per_worker',
      fee_amount_paise: '1850000',
    });
    const register = [
      {
        description: 'Housekeeping: Geeta Vaghela, 26 days at ₹712.50',
        sac: '998513',
        quantity: '26',
        rate_paise: 71_250,
      },
      {
        description: 'Housekeeping: Hina Rathod, 24.5 days at ₹712.50',
        sac: '998513',
        quantity: '24.5',
        rate_paise: 71_250,
      },
    ];
    const badMonth = await inject(
      json('POST', '/api/invoices', cookie, { job_id: job.id, period: '2026-13', lines: register }),
    );
    expect(badMonth.statusCode).toBe(400);
    const draft = await draftOf({ job_id: job.id, period: '2026-03', lines: register });
    expect(draft).toMatchObject({
      client_id: clientId,
      job_id: job.id,
      period: '2026-03',
      tax_split: 'intra',
      // 26 × ₹712.50 = ₹18,525.00 and 24.5 × ₹712.50 = ₹17,456.25; 9 % of each, to the paisa.
      taxable_paise: 3_598_125,
      cgst_paise: 166_725 + 157_106,
      sgst_paise: 166_725 + 157_106,
      total_paise: 4_245_800,
    });
    expect(draft.round_off_paise).toBe(4_245_800 - (3_598_125 + 2 * (166_725 + 157_106)));
  });

  it('issues numbers per financial year, restarting on 1 April in India; an issued invoice never changes', async () => {
    const clientId = (await createClient('Naroda Textiles', '24')).id;
    const lines = [
      { description: 'Payroll services, March 2026', sac: '998515', quantity: '1', rate_paise: 500_000 },
    ];
    const march = await draftOf({ client_id: clientId, lines });
    now = new Date('2026-03-31T18:20:00Z');
    const issued = await issue(march.id);
    expect(issued.statusCode).toBe(200);
    expectContractShape(issued, 'issueInvoice');
    const marchNumber = issued.json().data.number as string;
    expect(marchNumber).toMatch(/^SMS\/25-26\/\d{4}$/);
    expect(issued.json().data.invoice_date).toBe('2026-03-31');

    // 00:05 on 1 April in India (still 31 March in UTC): a new financial year, a new series.
    now = new Date('2026-03-31T18:35:00Z');
    const april = await draftOf({ client_id: clientId, lines });
    const aprilIssued = await issue(april.id);
    expect(aprilIssued.json().data).toMatchObject({
      number: 'SMS/26-27/0001',
      financial_year: '26-27',
      invoice_date: '2026-04-01',
    });

    // Issued: PUT and DELETE answer 409 with a sentence; issuing again too.
    const put = await inject(json('PUT', `/api/invoices/${april.id}`, cookie, { lines }));
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(
      'Invoice SMS/26-27/0001 is issued and cannot be changed. Correct it with a credit note.',
    );
    expect(
      (await inject({ method: 'DELETE', url: `/api/invoices/${april.id}`, headers: { cookie } })).statusCode,
    ).toBe(409);
    const again = await issue(april.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This document is already issued as SMS/26-27/0001.');

    // A draft can change: its amounts follow its lines.
    const draft = await draftOf({ client_id: clientId, lines });
    const changed = await inject(
      json('PUT', `/api/invoices/${draft.id}`, cookie, {
        lines: [{ ...lines[0], quantity: '2' }],
        notes: 'Two months',
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ taxable_paise: 1_000_000, total_paise: 1_180_000 });

    // Audited with its number.
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'invoice')
      .where('record_id', '=', String(april.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'issue']);
    expect(audit[1].summary).toContain('number: SMS/26-27/0001');
  });

  it('gives 20 invoices issued at once 20 consecutive numbers, none twice, none skipped', async () => {
    await at('2026-04-10T06:00:00Z');
    const clientId = (await createClient('Vatva Chemicals', '24')).id;
    const drafts = [];
    for (let index = 0; index < 20; index++)
      drafts.push(
        await draftOf({
          client_id: clientId,
          lines: [
            { description: `Temporary staffing ${index}`, sac: '998514', quantity: '3', rate_paise: 80_000 },
          ],
        }),
      );
    const before = await server.app.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('series', '=', 'invoice')
      .where('financial_year', '=', '26-27')
      .executeTakeFirstOrThrow();
    // Each draft issued twice at once: one of each pair wins, the other is told it is issued.
    const answers = await Promise.all([...drafts, ...drafts].map((draft) => issue(draft.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(20);
    const numbers = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().data.number as string)
      .sort();
    const expected = Array.from({ length: 20 }, (_, index) =>
      formatDocumentNumber('SMS/{FY}/{NNNN}', '26-27', before.last_number + 1 + index),
    );
    expect(numbers).toEqual(expected);
  });

  it('corrects an issued invoice by a credit note of its own series, never more than the invoice', async () => {
    await at('2026-04-12T06:00:00Z');
    const clientId = (await createClient('Odhav Plastics', '24')).id;
    const invoice = await draftOf({
      client_id: clientId,
      lines: [
        {
          description: 'Contract staffing, March 2026',
          sac: '998513',
          quantity: '10',
          rate_paise: 1_500_000,
        },
      ],
    });
    const draftNote = await inject(
      json('POST', `/api/invoices/${invoice.id}/credit-note`, cookie, { reason: 'Too early' }),
    );
    expect(draftNote.statusCode).toBe(409);
    const issued = (await issue(invoice.id)).json().data;
    const partial = await inject(
      json('POST', `/api/invoices/${invoice.id}/credit-note`, cookie, {
        reason: 'Two workers absent for a week',
        lines: [{ description: 'Absence, 2 workers', sac: '998513', quantity: '1', rate_paise: 3_000_000 }],
      }),
    );
    expect(partial.statusCode).toBe(200);
    expectContractShape(partial, 'createCreditNote');
    expect(partial.json().data).toMatchObject({
      kind: 'credit-note',
      status: 'issued',
      number: 'SMS/CN/26-27/001',
      credit_note_of: invoice.id,
      credit_note_of_number: issued.number,
      taxable_paise: 3_000_000,
      cgst_paise: 270_000,
      sgst_paise: 270_000,
      reason: 'Two workers absent for a week',
    });
    expect(partial.json().message).toBe(
      `Credit note SMS/CN/26-27/001 issued against invoice ${issued.number}.`,
    );
    const credited = await inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: { cookie } });
    expect(credited.json().data.credited_paise).toBe(3_000_000);
    const tooMuch = await inject(
      json('POST', `/api/invoices/${invoice.id}/credit-note`, cookie, { reason: 'Cancel' }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'A credit note cannot credit more than what is left of the invoice (₹1,20,000.00 of taxable value).',
    );
  });

  it('prints every rule-46 field, the amount in words, the bank, and escapes what a fraudster could type', async () => {
    await at('2026-04-15T06:00:00Z');
    const clientId = (await createClient('Bavla Pharma', '27', { gstin: '27AABCB1234K1ZX' })).id;
    const draft = await draftOf({
      client_id: clientId,
      lines: [
        {
          description: 'Permanent placement: Plant Head, pay at https://evil.example/pay',
          sac: '998512',
          quantity: '1',
          rate_paise: 2_998_800,
        },
      ],
    });
    const noPdf = await inject({ method: 'GET', url: `/api/invoices/${draft.id}/pdf`, headers: { cookie } });
    expect(noPdf.statusCode).toBe(409);
    const number = (await issue(draft.id)).json().data.number as string;
    const pdf = await inject({ method: 'GET', url: `/api/invoices/${draft.id}/pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${number.replace(/\//g, '-')}.pdf"`,
    );
    expect(pdf.rawPayload.includes(Buffer.from('/URI'))).toBe(false);
    expect(pdf.rawPayload.includes(Buffer.from('/FontFile2'))).toBe(true);
    const text = (await pdfText(pdf.rawPayload)).replace(/\u200B/g, '');
    for (const field of [
      'TAX INVOICE',
      demoAgencyTax.legalName,
      demoAgencyTax.address[0],
      `GSTIN: ${demoAgencyTax.gstin}`,
      `Invoice No.: ${number}`,
      'Date: 2026-04-15',
      'Bavla Pharma',
      'GSTIN: 27AABCB1234K1ZX',
      'Place of supply: Maharashtra (27)',
      '998512',
      'Permanent placement: Plant Head',
      '₹29,988.00',
      '18 %',
      '₹5,397.84',
      'Round off',
      '₹35,386.00',
      'Reverse charge: No',
      'Amount in words: Thirty Five Thousand Three Hundred Eighty Six Rupees Only',
      `For ${demoAgencyTax.legalName}`,
      'Authorised Signatory',
      `IFSC: ${demoAgencyTax.bank.ifsc}`,
      `Account number: ${demoAgencyTax.bank.accountNumber}`,
      'Scan to pay with UPI',
      'E-invoicing (IRN) does not apply',
    ])
      expect(text).toContain(field);
  }, 60_000);

  it('lets Accounts and Administrators use invoices; a Recruiter gets 403 and sees no amounts', async () => {
    await at('2026-04-16T06:00:00Z');
    const { accounts, recruiter } = await accountsAndRecruiter(server, {
      accounts: ['accounts@agency.example', 'Kavita Shah'],
      recruiter: ['recruiter@agency.example', 'Amit Joshi'],
    });
    const clientId = (await createClient('Changodar Foods', '24')).id;
    const draft = await draftOf(
      {
        client_id: clientId,
        lines: [{ description: 'Payroll', sac: '998515', quantity: '1', rate_paise: 100_000 }],
      },
      accounts,
    );
    expect((await issue(draft.id, accounts)).statusCode).toBe(200);
    const list = await inject({ method: 'GET', url: '/api/invoices', headers: { cookie: recruiter } });
    expect(list.statusCode).toBe(403);
    expect((await issue(draft.id, recruiter)).statusCode).toBe(403);
    const pdf = await inject({
      method: 'GET',
      url: `/api/invoices/${draft.id}/pdf`,
      headers: { cookie: recruiter },
    });
    expect(pdf.statusCode).toBe(403);
    // Accounts see no applications.
    const applications = await inject({
      method: 'GET',
      url: '/api/applications',
      headers: { cookie: accounts },
    });
    expect(applications.statusCode).toBe(403);
  });

  it("sends an issued document to the client's billing contact with its PDF attached, audited", async () => {
    await at('2026-04-17T06:00:00Z');
    const { id: clientId, email: address } = await createClient('Sarkhej Logistics', '24');
    const draft = await draftOf({
      client_id: clientId,
      lines: [
        { description: 'Contract staffing, March 2026', sac: '998513', quantity: '4', rate_paise: 1_800_000 },
      ],
    });
    const early = await inject(json('POST', `/api/invoices/${draft.id}/send`, cookie, {}));
    expect(early.statusCode).toBe(409);
    const number = (await issue(draft.id)).json().data.number as string;
    const delivered = mailTo(address);
    const queued = await inject(json('POST', `/api/invoices/${draft.id}/send`, cookie, {}));
    expect(queued.statusCode).toBe(200);
    expectContractShape(queued, 'sendInvoice');
    expect(queued.json().message).toBe(`${number} will be sent to ${address}.`);
    expect(queued.json().data.sent_at).not.toBeNull();
    const mail = await delivered;
    expect(mail.subject).toBe(`Tax invoice ${number} from ${demoAgencyTax.legalName}`);
    expect(mail.text).toContain(
      `Please find attached our tax invoice ${number} dated 2026-04-17 for ₹84,960.00.`,
    );
    expect(mail.text).toContain(`IFSC: ${demoAgencyTax.bank.ifsc}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments?.[0].filename).toBe(`${number.replace(/\//g, '-')}.pdf`);
    expect(mail.attachments?.[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'invoice')
      .where('record_id', '=', String(draft.id))
      .where('action', '=', 'send')
      .execute();
    expect(audit).toEqual([{ action: 'send', summary: `number: ${number}, to: ${address}` }]);
  }, 60_000);

  it('keeps invoices and their counters in a backup restored into the other database, where numbering continues', async () => {
    await at('2026-04-18T06:00:00Z');
    await expectRestoredIntoOtherDatabase(
      server,
      target,
      ['invoices', 'invoice_lines', 'invoice_counters'],
      (db) =>
        Promise.all([
          db.selectFrom('invoices').selectAll().orderBy('id').execute(),
          db.selectFrom('invoice_lines').selectAll().orderBy('id').execute(),
          db.selectFrom('invoice_counters').selectAll().orderBy('series').orderBy('financial_year').execute(),
        ]),
      async (config, before) => {
        const restored = await buildApp(config, { logger: false, clock: () => now });
        try {
          const restoredCookie = await signIn(restored);
          const last = before[2].find((row) => row.series === 'invoice' && row.financial_year === '26-27');
          const created = await restored.inject(
            json('POST', '/api/invoices', restoredCookie, {
              client_id: before[0][0].client_id,
              lines: [{ description: 'Payroll services', sac: '998515', quantity: '1', rate_paise: 100_000 }],
            }),
          );
          const id = created.json().data.id as number;
          const issued = await restored.inject(json('POST', `/api/invoices/${id}/issue`, restoredCookie, {}));
          expect(issued.json().data.number).toBe(
            formatDocumentNumber('SMS/{FY}/{NNNN}', '26-27', (last?.last_number ?? 0) + 1),
          );
        } finally {
          await restored.close();
        }
      },
    );
  }, 120_000);
});
