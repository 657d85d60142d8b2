import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { SERVER_FAULT_MESSAGE } from '../../src/server/app';
import { createJob, databaseTargets, pngLogo, signIn, startTestServer, type TestServer } from './helpers';

describe.each(databaseTargets)('files, errors and the website on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    server.app.get('/api/test-failure', async () => {
      throw new Error('select secret from users -- at /srv/app.js:12');
    });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  it('serves images publicly with a year-long immutable cache, nosniff and an ETag', async () => {
    const job = await createJob(server.app, cookie, { title: 'Image headers' });
    const response = await inject({ method: 'GET', url: `/api${job.logo}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.rawPayload.equals(pngLogo())).toBe(true);

    const revalidated = await inject({
      method: 'GET',
      url: `/api${job.logo}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 404 for an unknown file and 400 for a name that is not a stored file name', async () => {
    const unknown = await inject({ method: 'GET', url: `/api/files/${'a'.repeat(64)}.png` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'File not found.' });
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'logo.png', `${'a'.repeat(64)}.svg`]) {
      const response = await inject({ method: 'GET', url: `/api/files/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'name is not in the expected format.' });
    }
  });

  it('never leaks details of a server fault', async () => {
    const response = await inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: SERVER_FAULT_MESSAGE });
    expect(response.body).not.toMatch(/secret|srv|select/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no GET /api/nothing-here here.' });
    expect((await inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('serves a placeholder page when the website is not built', async () => {
    const response = await inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('/api/docs');
  });

  it('sends the Content-Security-Policy the SPA needs', async () => {
    const csp = String((await inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "frame-src 'self' https://www.google.com https://www.facebook.com https://www.instagram.com https://www.youtube-nocookie.com",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('serves browsable API docs and the raw contract', async () => {
    const docs = await inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    expect(docs.body).not.toMatch(/<script>[^<]/);
    const json = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths['/job/store'].post.operationId).toBe('createJob');
    const yaml = await inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('operationId: createJob');
  });

  it('answers the health check', async () => {
    expect((await inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});

describe('the built website', () => {
  const frameworkSource = `window.framework = ${JSON.stringify('react '.repeat(2000))};`;
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><div id="root"></div><script src="/assets/main.0a1b2c3d4e.js"></script>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'main.0a1b2c3d4e.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');
    // A script with the build's compressed copies beside it (webpack.config.ts), and one without.
    fs.writeFileSync(path.join(webDir, 'assets', 'framework.5f6e7d8c9b.js'), frameworkSource);
    fs.writeFileSync(
      path.join(webDir, 'assets', 'framework.5f6e7d8c9b.js.br'),
      zlib.brotliCompressSync(frameworkSource),
    );
    fs.writeFileSync(
      path.join(webDir, 'assets', 'framework.5f6e7d8c9b.js.gz'),
      zlib.gzipSync(frameworkSource),
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'later.1a2b3c4d5e.js'), frameworkSource);
    server = await startTestServer(databaseTargets[0], { webDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves index.html unhashed and uncached, hashed assets for a year', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('id="root"');

    const asset = await server.app.inject({ method: 'GET', url: '/assets/main.0a1b2c3d4e.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's compressed copy of a file in the coding the browser accepts, cached as the file", async () => {
    const url = '/assets/framework.5f6e7d8c9b.js';
    const copy = (suffix: string) =>
      fs.readFileSync(path.join(webDir, `assets/framework.5f6e7d8c9b.js${suffix}`));
    const asked = (encoding: string) =>
      server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    for (const [encoding, coding, suffix] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
    ]) {
      const response = await asked(encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(copy(suffix))).toBe(true);
    }
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(frameworkSource);

    // A file without copies is compressed as it is sent; the copies are no addresses of their own.
    const uncopied = await server.app.inject({
      method: 'GET',
      url: '/assets/later.1a2b3c4d5e.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(uncopied.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(uncopied.rawPayload).toString()).toBe(frameworkSource);
    expect((await server.app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
  });

  it('answers client-side routes with index.html, but not API paths', async () => {
    for (const url of ['/job-detail/3', '/view-application/1', '/About']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
  });
});
