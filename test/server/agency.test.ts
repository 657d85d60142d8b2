import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAgency, loadAgency, parseAgency } from '../../src/server/agency';
import { configFromEnv } from '../../src/server/config';
import { databaseTargets, expectContractShape, startTestServer, type TestServer } from './helpers';

const examplePath = path.join(__dirname, '../../agency.example.json');

function writeAgencyFile(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-config-'));
  const file = path.join(dir, 'agency.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('the agency configuration (AGENCY_CONFIG)', () => {
  it('uses the demo agency when AGENCY_CONFIG is unset', () => {
    expect(configFromEnv({}).agency).toEqual(demoAgency);
    expect(demoAgency.name).toBe('Sahyog Manpower Services');
    expect(demoAgency.phones).toHaveLength(3);
    // Profile URLs are the agency's own pages, never a network's home page.
    for (const url of Object.values(demoAgency.social ?? {})) expect(new URL(url).pathname).not.toBe('/');
  });

  it('reads the named JSON file, trimming values and dropping empty blocks', () => {
    const file = writeAgencyFile({
      name: '  Example Staffing  ',
      phones: ['+91 12345 67890'],
      social: { linkedin: 'https://www.linkedin.com/company/example/' },
      feeds: {},
      address: { lines: [] },
    });
    expect(configFromEnv({ AGENCY_CONFIG: file }).agency).toEqual({
      name: 'Example Staffing',
      phones: ['+91 12345 67890'],
      social: { linkedin: 'https://www.linkedin.com/company/example/' },
    });
  });

  it('accepts the committed example file', () => {
    const agency = loadAgency(examplePath);
    expect(agency.feeds?.youtube).toMatch(/^https:\/\/www\.youtube-nocookie\.com\//);
    expect(agency.emigrationCertificate?.validUntil).toBe('2030-03-31');
  });

  it('refuses a file that cannot be read or parsed, naming the file', () => {
    expect(() => loadAgency('/nonexistent/agency.json')).toThrow(
      /AGENCY_CONFIG: cannot read \/nonexistent\/agency\.json/,
    );
    const broken = writeAgencyFile('{ "name": ');
    expect(() => loadAgency(broken)).toThrow(/is not valid JSON/);
    expect(() => parseAgency(['a list'])).toThrow(
      'AGENCY_CONFIG must hold a JSON object with at least "name".',
    );
  });

  it('lists every problem of an invalid configuration at once', () => {
    let message = '';
    try {
      parseAgency({
        phones: ['call us'],
        whatsapp: '98250 41736',
        email: 'not-an-email',
        mapUrl: 'http://www.google.com/maps/embed?pb=1',
        streetViewUrls: ['https://maps.example.com/embed'],
        social: { facebook: 'facebook.com/agency', tiktok: 'https://tiktok.com/@a' },
        feeds: { youtube: 'https://www.youtube.com/embed/abc' },
        address: { countryCode: 'India' },
        emigrationCertificate: { validUntil: '2030-02-30' },
        fax: '123',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('AGENCY_CONFIG is not a valid agency configuration:');
    for (const problem of [
      'fax: is not a known field',
      'name: is required',
      'phones[0]: "call us" is not in the expected format',
      'whatsapp: "98250 41736" is not in the expected format',
      'email: "not-an-email" is not in the expected format',
      'mapUrl: must be an https:// URL',
      'streetViewUrls[0]: must be on www.google.com (the hosts the site may embed), not maps.example.com',
      'social.tiktok: is not a known field',
      'social.facebook: "facebook.com/agency" is not a URL',
      'feeds.youtube: must be on www.youtube-nocookie.com (the hosts the site may embed), not www.youtube.com',
      'address.countryCode: "India" is not in the expected format',
      'emigrationCertificate.validUntil: "2030-02-30" is not a date (YYYY-MM-DD)',
      'emigrationCertificate.number: is required',
    ]) {
      expect(message).toContain(`  - ${problem}`);
    }
  });
});

describe.each(databaseTargets)('GET /api/agency on $name', (target) => {
  let demo: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    demo = await startTestServer(target);
    configured = await startTestServer(target, {
      agency: parseAgency({ name: 'Example Staffing', email: 'jobs@example.in' }),
    });
  });
  afterAll(async () => {
    await demo.close();
    await configured.close();
  });

  it('serves the demo agency, inside the contract, cacheable with an ETag', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/agency' });
    expectContractShape(response, 'getAgency');
    expect(response.json()).toEqual(demoAgency);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await demo.app.inject({
      method: 'GET',
      url: '/api/agency',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const stale = await demo.app.inject({
      method: 'GET',
      url: '/api/agency',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the configured agency with unset fields absent', async () => {
    const response = await configured.app.inject({ method: 'GET', url: '/api/agency' });
    expectContractShape(response, 'getAgency');
    expect(response.json()).toEqual({ name: 'Example Staffing', email: 'jobs@example.in' });
    const demoEtag = (await demo.app.inject({ method: 'GET', url: '/api/agency' })).headers.etag;
    expect(response.headers.etag).not.toBe(demoEtag);
  });

  it('checks the example file against the contract too', async () => {
    const server = await startTestServer(target, { agency: loadAgency(examplePath) });
    try {
      expectContractShape(await server.app.inject({ method: 'GET', url: '/api/agency' }), 'getAgency');
    } finally {
      await server.close();
    }
  });
});
