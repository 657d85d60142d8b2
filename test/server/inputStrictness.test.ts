import type { InjectOptions } from 'fastify';
import { parse } from 'yaml';
import fs from 'node:fs';
import { loadContract } from '../../src/server/openapi/contract';
import { MALFORMED_MULTIPART_MESSAGE } from '../../src/server/http/multipartBody';
import { contractPath } from '../../src/server/paths';
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

const NOT_ALLOWED = (field: string) => `${field} contains a character that is not allowed.`;

describe.each(databaseTargets)('input the contract does not allow, on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Strictness job' })).id;
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  describe('malformed multipart bodies answer 400 with a clear message', () => {
    const boundary = 'xyzBoundary';
    const shapes: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', 'garbage'],
      ['an empty boundary', 'multipart/form-data; boundary=', 'garbage'],
      ['a garbage body', `multipart/form-data; boundary=${boundary}`, 'garbage, not a form'],
      [
        'a body cut short in a field',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nWel`,
      ],
      [
        'part headers that never end',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\nX-Extra: 1`,
      ],
      [
        'a body cut short in an image',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      ],
      [
        'a body cut short in a resume',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`,
      ],
    ];
    const targets = () => [
      { method: 'POST' as const, url: '/api/applications/store', signedIn: false },
      { method: 'POST' as const, url: '/api/job/store', signedIn: true },
      { method: 'PUT' as const, url: `/api/job/${jobId}`, signedIn: true },
    ];
    it.each(shapes)('with %s', async (_name, contentType, payload) => {
      for (const { method, url, signedIn } of targets()) {
        const response = await inject({
          method,
          url,
          headers: { 'content-type': contentType, ...(signedIn ? { cookie } : {}) },
          payload,
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toEqual({ message: MALFORMED_MULTIPART_MESSAGE });
      }
    });
  });

  describe('text the databases cannot store identically', () => {
    it.each([
      ['a NUL character', 'Asha\u0000Patel'],
      ['a lone high surrogate', 'Asha \ud800'],
      ['a lone low surrogate', '\udc00 Asha'],
    ])('refuses %s in a JSON field, naming it (400)', async (_name, value) => {
      const response = await inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { name: value, email: 'asha@example.com', 'Phone-no': '98765 43210', purpose: 'jobseeker' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NOT_ALLOWED('name') });
    });

    it('refuses a NUL character in the login e-mail and in a multipart field (400)', async () => {
      const login = await inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff@agency.example\u0000', password: 'x' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({ message: NOT_ALLOWED('email') });

      const body = multipart({ job_id: String(jobId), message: 'Hello\u0000there' }, [
        { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
      ]);
      const application = await inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
      expect(application.statusCode).toBe(400);
      expect(application.json()).toEqual({ message: NOT_ALLOWED('message') });

      const job = multipart(jobFields({ title: 'Cook\u0000' }), [
        { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
      ]);
      const created = await inject({
        method: 'POST',
        url: '/api/job/store',
        headers: { ...job.headers, cookie },
        payload: job.payload,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ message: NOT_ALLOWED('title') });
    });

    it('a NUL byte (%00) in any query or path parameter of any operation is refused with 400 naming it, never 500 (PostgreSQL answered 500)', async () => {
      const valueOf = (schema: Record<string, unknown>): string => {
        if (Array.isArray(schema.allOf)) return valueOf(schema.allOf[1] as Record<string, unknown>);
        if (Array.isArray(schema.enum)) return String(schema.enum.find((value) => value !== null));
        if (schema.type === 'integer' || schema.type === 'number') return '1';
        if (schema.type === 'boolean') return 'true';
        if (schema.format === 'date') return '2026-01-01';
        return 'x';
      };
      const wrong: string[] = [];
      let asked = 0;
      for (const operation of loadContract(contractPath).operations) {
        const parts = (['params', 'querystring'] as const).flatMap((part) => {
          const schema = operation.schema[part] as
            { properties: Record<string, Record<string, unknown>>; required: string[] } | undefined;
          return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
            part,
            name,
            property,
            required: schema?.required ?? [],
          }));
        });
        for (const poisoned of parts) {
          const value = (name: string, property: Record<string, unknown>) =>
            name === poisoned.name ? '%00' : encodeURIComponent(valueOf(property));
          const path = operation.url.replace(/:([^/]+)/g, (_match, name: string) =>
            value(name, parts.find((part) => part.part === 'params' && part.name === name)?.property ?? {}),
          );
          const query = parts
            .filter(
              (part) =>
                part.part === 'querystring' &&
                (part.name === poisoned.name || part.required.includes(part.name)),
            )
            .map((part) => `${encodeURIComponent(part.name)}=${value(part.name, part.property)}`)
            .join('&');
          const response = await inject({
            method: operation.method,
            url: query ? `${path}?${query}` : path,
            headers: operation.requiresSession ? { cookie } : {},
          });
          asked += 1;
          const answer = `${operation.method} ${operation.url} ${poisoned.name}=%00: ${response.statusCode}`;
          if (operation.requiresSession && !operation.roles.includes('admin')) {
            if (response.statusCode >= 500) wrong.push(answer);
          } else if (
            response.statusCode !== 400 ||
            response.json<{ message: string }>().message !== NOT_ALLOWED(poisoned.name)
          ) {
            wrong.push(`${answer} ${response.body}`);
          }
        }
      }
      expect(asked).toBeGreaterThan(20);
      expect(wrong).toEqual([]);
    });

    it('still stores paired surrogates (emoji) as they were sent', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { name: 'Asha 🙂', email: 'emoji@example.com', 'Phone-no': '1', purpose: 'employer' },
      });
      expect(response.statusCode).toBe(200);
      const list = await inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } });
      expect(list.json().data.map((enquiry: { name: string }) => enquiry.name)).toContain('Asha 🙂');
    });
  });

  describe('ids are plain digits', () => {
    it.each(['%201', '1e0', '0b1', '1.0', '+1', '01', '0x2', '0', '-1', '1%20', '2147483648'])(
      'refuses %s (400) and deletes nothing',
      async (id) => {
        const other = await createJob(server.app, cookie, { title: `Id probe ${id}` });
        const deleted = await inject({ method: 'DELETE', url: `/api/job/delete/${id}`, headers: { cookie } });
        expect(deleted.statusCode).toBe(400);
        const read = await inject({ method: 'GET', url: `/api/job/${id}` });
        expect(read.statusCode).toBe(400);
        expect((await inject({ method: 'GET', url: `/api/job/${other.id}` })).statusCode).toBe(200);
        expect((await inject({ method: 'GET', url: `/api/job/${jobId}` })).statusCode).toBe(200);
      },
    );

    it('names the problem', async () => {
      const response = await inject({ method: 'DELETE', url: '/api/job/delete/0x2', headers: { cookie } });
      expect(response.json()).toEqual({ message: 'id must be a whole number.' });
    });

    it.each(['0x1', '1e0', ' 1', '+1', '01'])('refuses job_id %s in an application (400)', async (value) => {
      const body = multipart({ job_id: value.replace('1', String(jobId)), consent: '2026-05' }, [
        { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
      ]);
      const response = await inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'job_id must be a whole number.' });
    });
  });

  describe('JSON bodies are typed strictly', () => {
    it('refuses arrays at login', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ['staff@agency.example'], password: ['x'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'email must be a string.' });
    });

    it.each([
      [{ 'Phone-no': 1.5 }, 'Phone-no must be a string.'],
      [{ Message: true }, 'Message must be a string.'],
      [{ name: null }, 'name must be a string.'],
      [{ purpose: ['jobseeker'] }, 'purpose must be a string.'],
      [{ extra: 'x' }, 'extra is not an accepted field.'],
    ])('refuses an enquiry with %j', async (change, message) => {
      const response = await inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { email: 'typed@example.com', 'Phone-no': '1', purpose: 'jobseeker', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses unknown fields at login and in a subscription', async () => {
      const login = await inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff@agency.example', password: 'x', admin: true },
      });
      expect(login.json()).toEqual({ message: 'admin is not an accepted field.' });
      const subscribe = await inject({
        method: 'POST',
        url: '/api/subscribers',
        payload: { 'Footer-Email': 'a@example.com', list: 'all' },
      });
      expect(subscribe.statusCode).toBe(400);
      expect(subscribe.json()).toEqual({ message: 'list is not an accepted field.' });
    });
  });

  describe('blank values', () => {
    it('are refused by the contract itself: every required text input must contain a non-space', () => {
      const document = parse(fs.readFileSync(contractPath, 'utf8'), { maxAliasCount: -1 }) as {
        components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> };
      };
      const blankable: string[] = [];
      for (const [schemaName, schema] of Object.entries(document.components.schemas)) {
        for (const [field, property] of Object.entries(schema.properties ?? {})) {
          if (property.minLength === 1 && field !== 'password' && property.pattern !== '\\S')
            blankable.push(`${schemaName}.${field}`);
        }
      }
      expect(blankable).toEqual([]);
    });

    it('answer the same message through the schema for JSON and multipart', async () => {
      const enquiry = await inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { email: 'blank@example.com', 'Phone-no': '   ', purpose: 'jobseeker' },
      });
      expect(enquiry.json()).toEqual({ message: 'Phone-no must not be empty.' });
      const body = multipart(jobFields({ location: ' \t ' }), [
        { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
      ]);
      const job = await inject({
        method: 'POST',
        url: '/api/job/store',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(job.statusCode).toBe(400);
      expect(job.json()).toEqual({ message: 'location must not be empty.' });
    });
  });

  describe('a method a path does not have', () => {
    it.each([
      ['DELETE', '/api/job/1', 'GET, HEAD, PUT'],
      ['PATCH', '/api/job/1', 'GET, HEAD, PUT'],
      ['GET', '/api/user/login', 'POST'],
      ['PUT', '/api/enquiries', 'GET, HEAD, POST'],
      ['GET', '/api/job/delete/3', 'DELETE'],
      ['OPTIONS', '/api/health', 'GET, HEAD'],
    ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
      const response = await inject({ method: method as InjectOptions['method'], url, headers: { cookie } });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json().message).toMatch(/is not allowed here/);
    });

    it.each(['/api/job/owners', '/api/job/titles', '/api/job/search'])(
      'PUT %s answers 405 with Allow: GET, HEAD before asking for a session (it answered 401)',
      async (url) => {
        const response = await inject({ method: 'PUT', url, payload: {} });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.json().message).toBe(`PUT is not allowed here. This address accepts GET, HEAD.`);
      },
    );

    it('every contract path answers 405 with its own Allow to every method it lacks, before auth', async () => {
      const contract = loadContract(contractPath);
      const methodsOf = new Map<string, Set<string>>();
      for (const operation of contract.operations) {
        const methods = methodsOf.get(operation.url) ?? new Set<string>();
        methods.add(operation.method);
        if (operation.method === 'GET') methods.add('HEAD');
        methodsOf.set(operation.url, methods);
      }
      const wrong: string[] = [];
      for (const [url, methods] of methodsOf) {
        const allow = [...methods].sort().join(', ');
        const concrete = url.replace(/:[^/]+/g, '1');
        for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((name) => !methods.has(name))) {
          const response = await inject({ method: method as InjectOptions['method'], url: concrete });
          if (response.statusCode !== 405 || response.headers.allow !== allow)
            wrong.push(
              `${method} ${concrete}: ${response.statusCode} ${String(response.headers.allow)} (${allow})`,
            );
        }
      }
      expect(wrong).toEqual([]);
    });

    it('answers 404 for a path the API does not have', async () => {
      const response = await inject({ method: 'DELETE', url: '/api/nothing/1' });
      expect(response.statusCode).toBe(404);
    });
  });
});
