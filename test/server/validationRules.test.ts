import { closingDateRange, countryCodes, currencyCodes } from '../../src/api/codes';
import {
  countryCodes as packageCountries,
  currencyCodes as packageCurrencies,
} from '../../scripts/iso-codes.mjs';
import { toJsonSchema } from '../../src/server/openapi/contract';
import { contract } from '../utils/contract';
import {
  createJob,
  databaseTargets,
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/*
 * One rule per kind of value, from the contract: ISO country and currency codes from maintained lists,
 * closing dates in a sane window, and e-mail addresses accepted or refused alike on every form.
 */
describe('the contract’s code lists', () => {
  it('are the ISO lists of the maintained packages (run `node scripts/iso-codes.mjs` when they change)', () => {
    expect(countryCodes).toEqual(packageCountries());
    expect(currencyCodes).toEqual(packageCurrencies());
    expect(countryCodes).toHaveLength(249);
    for (const code of ['ZZ', 'EU', 'UK', 'XK']) expect(countryCodes).not.toContain(code);
    for (const code of ['IN', 'AE', 'SA', 'QA', 'GB']) expect(countryCodes).toContain(code);
    for (const code of ['XXX', 'XTS', 'XAU', 'ABC', 'CHW']) expect(currencyCodes).not.toContain(code);
    for (const code of ['INR', 'AED', 'SAR', 'QAR', 'XOF', 'USD']) expect(currencyCodes).toContain(code);
  });
});

describe('the contract’s own accuracy', () => {
  it('lists consent among an application’s required fields and null in every nullable enum', () => {
    const { document } = contract;
    const schemas = (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
    // (The resume is a file or `use_stored_resume` from a signed-in job seeker's profile: one of the two, which
    // the contract cannot say of a multipart body; the handler asks for it, test/server/candidateProfile.test.ts.)
    expect(schemas.ApplicationInput.required).toEqual(expect.arrayContaining(['job_id', 'consent']));
    expect(Object.keys(schemas.ApplicationInput.properties as object)).toEqual(
      expect.arrayContaining(['resume', 'use_stored_resume']),
    );
    const nullableEnums: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${path}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && Array.isArray(schema.enum)) {
        nullableEnums.push(path);
        expect({ path, lists: schema.enum.includes(null) }).toEqual({ path, lists: true });
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}/${key}`);
    };
    walk(document, '#');
    expect(nullableEnums.length).toBeGreaterThanOrEqual(4);
    // A nullable enum that forgets null is refused when the contract is read, not patched silently.
    expect(() => toJsonSchema({ type: 'string', nullable: true, enum: ['a', 'b'] })).toThrow(
      /must list null/,
    );
  });
});

const day = (date: Date) => date.toISOString().slice(0, 10);
const dayBefore = (text: string) => day(new Date(Date.parse(`${text}T00:00:00Z`) - 86_400_000));
const dayAfter = (text: string) => day(new Date(Date.parse(`${text}T00:00:00Z`) + 86_400_000));

describe.each(databaseTargets)('validation rules on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Rules Welder' })).id;
  });
  afterAll(async () => server.close());

  async function saveJob(fields: Record<string, string>, id?: number) {
    const body = multipart(jobFields({ title: `Rules ${Math.random()}`, ...fields }), [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
    ]);
    return server.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/job/${id}` : '/api/job/store',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it('refuses countries and currencies that are not ISO codes, on create and update', async () => {
    for (const country of ['ZZ', 'EU', 'UK', 'XK']) {
      for (const id of [undefined, jobId]) {
        const answer = await saveJob({ country }, id);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/^country must be one of: AD, AE/);
      }
    }
    for (const salary_currency of ['XXX', 'ABC', 'XAU', 'inr']) {
      const answer = await saveJob({ salary_min: '1000', salary_currency });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^salary_currency must be one of: /);
    }
    const good = await saveJob({ country: 'AE', salary_min: '3000', salary_currency: 'AED' });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ country: 'AE', salary_currency: 'AED' });
  });

  it('takes closing dates from a year before today to five years after it, and no others', async () => {
    const range = closingDateRange();
    const sentence = `The closing date must be between ${range.earliest} and ${range.latest}.`;
    for (const valid_through of [
      '0000-01-01',
      '1970-01-01',
      dayBefore(range.earliest),
      dayAfter(range.latest),
      '9999-12-31',
    ]) {
      const answer = await saveJob({ valid_through });
      expect({ valid_through, status: answer.statusCode }).toEqual({ valid_through, status: 400 });
      expect(answer.json()).toEqual({ message: sentence });
    }
    for (const valid_through of [range.earliest, day(new Date()), range.latest]) {
      const answer = await saveJob({ valid_through }, jobId);
      expect({ valid_through, status: answer.statusCode }).toEqual({ valid_through, status: 200 });
    }
  });

  let applications = 0;
  const forms = {
    subscribe: (email: string) =>
      server.app.inject({ method: 'POST', url: '/api/subscribers', payload: { 'Footer-Email': email } }),
    enquiry: (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { email, 'Phone-no': '+91 98250 11223', purpose: 'jobseeker' },
      }),
    apply: (email: string) => {
      applications += 1;
      const body = multipart(
        {
          job_id: String(jobId),
          consent: '2026-05',
          email,
          phone: `+91 98250 3${String(applications).padStart(4, '0')}`,
        },
        [
          {
            field: 'resume',
            filename: 'cv.pdf',
            contentType: 'application/pdf',
            data: pdfResume(`rules ${applications}`),
          },
        ],
      );
      return server.app.inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
    },
    signIn: (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'not the password' },
      }),
    erase: (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/applications/erase',
        headers: { cookie },
        payload: { email, confirmation: email },
      }),
  };
  /** What a form's answer says of the address: accepted (whatever it then did), or refused as an address. */
  async function verdict(form: keyof typeof forms, email: string): Promise<string> {
    const answer = await forms[form](email);
    if (answer.statusCode === 400) return `refused: ${String(answer.json().message)}`;
    return 'accepted';
  }

  it('accepts or refuses each internationalised address the same way on every form', async () => {
    const fieldOf = {
      subscribe: 'Footer-Email',
      enquiry: 'email',
      apply: 'email',
      signIn: 'email',
      erase: 'email',
    };
    const cases = [
      { email: 'user@bücher.de', accepted: true },
      { email: 'user@xn--bcher-kva.de', accepted: true },
      { email: 'rekha@ગુજરાત.ભારત', accepted: true },
      { email: 'ü@example.com', accepted: false },
      { email: 'रेखा@example.com', accepted: false },
      { email: 'not an address', accepted: false },
    ];
    for (const { email, accepted } of cases) {
      for (const form of Object.keys(forms) as Array<keyof typeof forms>) {
        const expected = accepted ? 'accepted' : `refused: ${fieldOf[form]} must be a valid e-mail address.`;
        expect({ form, email, verdict: await verdict(form, email) }).toEqual({
          form,
          email,
          verdict: expected,
        });
      }
    }
    // An address and its punycode form are one subscriber.
    expect((await forms.subscribe('same@bücher.de')).statusCode).toBe(200);
    expect((await forms.subscribe('Same@xn--bcher-kva.de')).statusCode).toBe(200);
    const subscribers = await server.app.db.selectFrom('subscribers').select('email').execute();
    expect(subscribers.map((row) => row.email).filter((email) => email.startsWith('same@'))).toEqual([
      'same@xn--bcher-kva.de',
    ]);
  });
});
