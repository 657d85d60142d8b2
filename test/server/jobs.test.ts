import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import {
  countFiles,
  createJob,
  databaseTargets,
  expectContractShape,
  fileExists,
  jobFields,
  multipart,
  oversizedPng,
  otherPng,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

describe.each(databaseTargets)('jobs on $name', (target) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const inject = (options: InjectOptions) => server.app.inject(options);

  function storeRequest(
    fields: Record<string, string>,
    logo: Buffer | null = pngLogo(),
    headers: Record<string, string> = { cookie },
  ) {
    const body = multipart(
      fields,
      logo ? [{ field: 'logo', filename: 'company.png', contentType: 'image/png', data: logo }] : [],
    );
    return inject({
      method: 'POST',
      url: '/api/job/store',
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
  }

  it('creates a job from multipart with a logo and answers {data, message}', async () => {
    const response = await storeRequest(
      jobFields({ title: 'Housekeeping Supervisor', location: 'Ahmedabad', category: '2' }),
    );
    expectContractShape(response, 'createJob');
    const { data, message } = response.json();
    expect(message).toBe('Job Inserted Successfully');
    expect(data).toMatchObject({ title: 'Housekeeping Supervisor', location: 'Ahmedabad', category: '2' });
    expect(data.logo).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    expect(data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const logo = await inject({ method: 'GET', url: `/api${data.logo}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(pngLogo())).toBe(true);
  });

  it('lists jobs as {data}, newest first, and a category as a bare list', async () => {
    const international = await createJob(server.app, cookie, { title: 'Pipe Fitter', category: '1' });
    const list = await inject({ method: 'GET', url: '/api/job' });
    expectContractShape(list, 'listJobs');
    expect(list.json().data[0].id).toBe(international.id);

    const category1 = await inject({ method: 'GET', url: '/api/job/category/1' });
    expectContractShape(category1, 'listJobsByCategory');
    expect(category1.json().every((job: { category: string }) => job.category === '1')).toBe(true);
    expect(category1.json().map((job: { id: number }) => job.id)).toContain(international.id);

    const category2 = await inject({ method: 'GET', url: '/api/job/category/2' });
    expect(category2.json().map((job: { id: number }) => job.id)).not.toContain(international.id);
  });

  it('rejects an unknown category', async () => {
    const response = await inject({ method: 'GET', url: '/api/job/category/3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('category must be one of: 1, 2.');
  });

  it('answers one job as {data}, 404 for a missing one and 400 for a non-numeric id', async () => {
    const job = await createJob(server.app, cookie, { title: 'Cook' });
    const found = await inject({ method: 'GET', url: `/api/job/${job.id}` });
    expectContractShape(found, 'getJob');
    expect(found.json().data.title).toBe('Cook');

    const missing = await inject({ method: 'GET', url: '/api/job/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Job not found.' });

    const invalid = await inject({ method: 'GET', url: '/api/job/abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('id must be a whole number.');
  });

  it('needs a session to create, update and delete (401)', async () => {
    const job = await createJob(server.app, cookie, { title: 'Driver' });
    const create = await storeRequest(jobFields({ title: 'Anonymous' }), pngLogo(), {});
    const body = multipart(jobFields({ title: 'Anonymous edit' }));
    const update = await inject({
      method: 'PUT',
      url: `/api/job/${job.id}`,
      headers: body.headers,
      payload: body.payload,
    });
    const remove = await inject({ method: 'DELETE', url: `/api/job/delete/${job.id}` });
    const forged = await inject({
      method: 'DELETE',
      url: `/api/job/delete/${job.id}`,
      headers: { cookie: 'sid=forged-token' },
    });
    for (const response of [create, update, remove, forged]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await inject({ method: 'GET', url: `/api/job/${job.id}` })).json().data.title).toBe('Driver');
  });

  it('explains a missing or empty field (400)', async () => {
    const emptyTitle = await storeRequest(jobFields({ title: '' }));
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json()).toEqual({ message: 'title must not be empty.' });

    const blankTitle = await storeRequest(jobFields({ title: '   ' }));
    expect(blankTitle.json()).toEqual({ message: 'title must not be empty.' });

    const { salary: _salary, ...withoutSalary } = jobFields();
    const noSalary = await storeRequest(withoutSalary);
    expect(noSalary.statusCode).toBe(400);
    expect(noSalary.json()).toEqual({ message: 'salary is required.' });

    const noLogo = await storeRequest(jobFields({ title: 'No logo' }), null);
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json()).toEqual({ message: 'logo is required.' });

    const longTitle = await storeRequest(jobFields({ title: 'x'.repeat(257) }));
    expect(longTitle.json()).toEqual({ message: 'title must be at most 256 characters long.' });
  });

  it('rejects a logo that is not an image by its content (400) and one over 5 MB (413)', async () => {
    const notImage = await storeRequest(
      jobFields({ title: 'Text logo' }),
      Buffer.from('<svg onload="alert(1)"></svg>'),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('logo must be a PNG, JPEG, WebP or GIF image.');

    const tooBig = await storeRequest(jobFields({ title: 'Huge logo' }), oversizedPng());
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'File size exceeds 5 MB' });
  });

  it('answers 415 for a JSON body where multipart is expected', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/job/store',
      headers: { cookie },
      payload: jobFields({ title: 'As JSON' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This request must be sent as multipart/form-data.');
  });

  it('answers 400 "This Data Already Exists" for the same title, category and location in any case', async () => {
    await createJob(server.app, cookie, { title: 'Mason', location: 'Sharjah', category: '1' });
    const duplicate = await storeRequest(jobFields({ title: 'MASON', location: 'sharjah', category: '1' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ message: 'This Data Already Exists' });

    const otherCategory = await storeRequest(
      jobFields({ title: 'Mason', location: 'Sharjah', category: '2' }),
    );
    expect(otherCategory.statusCode).toBe(200);
  });

  it('sanitises the description and ignores unknown fields', async () => {
    const response = await storeRequest(
      jobFields({
        title: 'Sanitised',
        description:
          '<h2 style="text-align: center; color: #ff0000">Duties</h2><p onclick="steal()">Hi<script>alert(1)</script></p>' +
          '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a>' +
          '<ul><li><p><span style="font-family: Arial; font-size: 18px; background-color: rgb(255, 255, 0); position: fixed">kept</span></p></li></ul>',
        id: '77',
        created_at: '1999-01-01 00:00:00',
        is_admin: 'true',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { description, id, created_at } = response.json().data;
    expect(description).not.toMatch(/script|onclick|iframe|javascript:|position/);
    expect(description).toContain('<h2 style="text-align:center;color:#ff0000">Duties</h2>');
    expect(description).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(description).toContain('font-family:Arial');
    expect(description).toContain('font-size:18px');
    expect(description).toContain('background-color:rgb(255, 255, 0)');
    expect(id).not.toBe(77);
    expect(created_at).not.toBe('1999-01-01 00:00:00');
  });

  it('updates fields, keeps the logo when none is sent and deletes the replaced logo', async () => {
    const job = await createJob(server.app, cookie, { title: 'Electrician' }, otherPng());
    const keep = multipart(jobFields({ title: 'Electrician (HVAC)' }), [
      { field: 'logo', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    const kept = await inject({
      method: 'PUT',
      url: `/api/job/${job.id}`,
      headers: { ...keep.headers, cookie },
      payload: keep.payload,
    });
    expectContractShape(kept, 'updateJob');
    expect(kept.json()).toMatchObject({
      message: 'Job Updated Successfully',
      data: { title: 'Electrician (HVAC)', logo: job.logo },
    });

    const newLogo = Buffer.concat([pngLogo(), Buffer.from('different bytes')]);
    const replace = multipart(jobFields({ title: 'Electrician (HVAC)' }), [
      { field: 'logo', filename: 'new.png', contentType: 'image/png', data: newLogo },
    ]);
    const replaced = await inject({
      method: 'PUT',
      url: `/api/job/${job.id}`,
      headers: { ...replace.headers, cookie },
      payload: replace.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.logo).not.toBe(job.logo);
    expect(await fileExists(server.app, job.logo)).toBe(false);
    expect(await fileExists(server.app, replaced.json().data.logo)).toBe(true);
  });

  it('answers 404 when updating a missing job and 400 when an update duplicates another job', async () => {
    const body = multipart(jobFields({ title: 'Ghost' }));
    const missing = await inject({
      method: 'PUT',
      url: '/api/job/999999',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(404);

    await createJob(server.app, cookie, { title: 'Carpenter', location: 'Doha' });
    const other = await createJob(server.app, cookie, { title: 'Plumber', location: 'Doha' });
    const clash = multipart(jobFields({ title: 'carpenter', location: 'DOHA' }));
    const duplicate = await inject({
      method: 'PUT',
      url: `/api/job/${other.id}`,
      headers: { ...clash.headers, cookie },
      payload: clash.payload,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('This Data Already Exists');
  });

  it('deletes a job and its logo unless another record shares it', async () => {
    const sharedLogo = Buffer.concat([pngLogo(), Buffer.from('shared')]);
    const first = await createJob(server.app, cookie, { title: 'Shared logo A' }, sharedLogo);
    const second = await createJob(server.app, cookie, { title: 'Shared logo B' }, sharedLogo);
    expect(first.logo).toBe(second.logo);
    const filesBefore = await countFiles(server.app);

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/job/delete/${first.id}`,
      headers: { cookie },
    });
    expectContractShape(deleted, 'deleteJob');
    expect(deleted.json()).toEqual({ message: 'This Job has been deleted.' });
    expect(await fileExists(server.app, first.logo)).toBe(true);

    await inject({ method: 'DELETE', url: `/api/job/delete/${second.id}`, headers: { cookie } });
    expect(await fileExists(server.app, second.logo)).toBe(false);
    expect(await countFiles(server.app)).toBe(filesBefore - 1);

    const again = await inject({ method: 'DELETE', url: `/api/job/delete/${first.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/job/${first.id}` })).statusCode).toBe(404);
  });

  it('compresses the job list for clients that accept it', async () => {
    const plain = await inject({ method: 'GET', url: '/api/job' });
    const gzipped = await inject({
      method: 'GET',
      url: '/api/job',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await inject({
      method: 'GET',
      url: '/api/job/category/1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      (await inject({ method: 'GET', url: '/api/job/category/1' })).json(),
    );
    const refused = await inject({
      method: 'GET',
      url: '/api/job',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends the job lists compressed from the cache, each coding with its own ETag that answers 304', async () => {
    const job = await createJob(server.app, cookie, { title: 'Compressed list check' });
    const plain = await inject({ method: 'GET', url: '/api/job' });
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const url of ['/api/job', '/api/job/category/1']) {
      const identity = await inject({ method: 'GET', url });
      const etags = new Set([String(identity.headers.etag)]);
      for (const coding of ['gzip', 'br'] as const) {
        const headers = { 'accept-encoding': coding };
        const first = await inject({ method: 'GET', url, headers });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-encoding']).toBe(coding);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
        expect(JSON.parse(decoders[coding](first.rawPayload).toString())).toEqual(identity.json());
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        etags.add(etag);
        // The same bytes again: compressed once for this content version, not per request.
        const second = await inject({ method: 'GET', url, headers });
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(second.headers.etag).toBe(etag);
        const revalidated = await inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': etag },
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.rawPayload.length).toBe(0);
        expect(revalidated.headers.etag).toBe(etag);
      }
      // Different bytes, different entity tags (RFC 9110 8.8.3): the identity, gzip and br forms.
      expect(etags.size).toBe(3);
    }
    const refused = await inject({
      method: 'GET',
      url: '/api/job',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const optedOut = await inject({
      method: 'GET',
      url: '/api/job',
      headers: { 'accept-encoding': 'gzip, br', 'x-no-compression': '1' },
    });
    expect(optedOut.headers['content-encoding']).toBeUndefined();
    expect(optedOut.body).toBe(plain.body);
    await inject({ method: 'DELETE', url: `/api/job/delete/${job.id}`, headers: { cookie } });
  });

  it('answers 304 to a client that has the current job list, and a new ETag after a change', async () => {
    const first = await inject({ method: 'GET', url: '/api/job' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const revalidated = await inject({ method: 'GET', url: '/api/job', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const job = await createJob(server.app, cookie, { title: 'ETag check' });
    const changed = await inject({ method: 'GET', url: '/api/job', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await inject({ method: 'DELETE', url: `/api/job/delete/${job.id}`, headers: { cookie } });
  });

  it('shows a change in the cached list right after a write', async () => {
    const before = (await inject({ method: 'GET', url: '/api/job' })).json().data.length;
    const job = await createJob(server.app, cookie, { title: 'Cache check' });
    const after = (await inject({ method: 'GET', url: '/api/job' })).json().data;
    expect(after.length).toBe(before + 1);
    await inject({ method: 'DELETE', url: `/api/job/delete/${job.id}`, headers: { cookie } });
    expect((await inject({ method: 'GET', url: '/api/job' })).json().data.length).toBe(before);
  });
});
