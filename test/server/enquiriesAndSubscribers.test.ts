import type { InjectOptions } from 'fastify';
import { databaseTargets, expectContractShape, signIn, startTestServer, type TestServer } from './helpers';

describe.each(databaseTargets)('enquiries and subscribers on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, {
      rateLimits: {
        login: { max: 100, windowMs: 60_000 },
        loginAccount: { max: 100, windowMs: 60_000 },
        publicWrites: { max: 5, windowMs: 60_000 },
        publicReads: { max: 1000, windowMs: 60_000 },
      },
    });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);
  const enquiry = {
    name: 'Hotel Surya',
    email: 'hr@surya.example',
    'Phone-no': '+91 79 0000 0000',
    purpose: 'employer',
    Message: 'We need 12 housekeepers.',
  };

  it('stores an enquiry, lists it for staff and deletes it', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiry,
      remoteAddress: '10.3.0.1',
    });
    expectContractShape(created, 'createEnquiry');
    expect(created.json()).toEqual({ message: 'Thank you! Your submission has been received!' });

    const list = await inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } });
    expectContractShape(list, 'listEnquiries');
    const [stored] = list.json().data;
    expect(stored).toMatchObject({
      name: 'Hotel Surya',
      email: 'hr@surya.example',
      phone: '+91 79 0000 0000',
      purpose: 'employer',
      message: 'We need 12 housekeepers.',
    });

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/enquiries/delete/${stored.id}`,
      headers: { cookie },
    });
    expectContractShape(deleted, 'deleteEnquiry');
    expect(
      (await inject({ method: 'DELETE', url: `/api/enquiries/delete/${stored.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('validates enquiries (400), refuses unknown fields and multipart (415)', async () => {
    const badPurpose = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiry, purpose: 'spam' },
      remoteAddress: '10.3.0.2',
    });
    expect(badPurpose.json()).toEqual({ message: 'purpose must be one of: jobseeker, employer.' });
    const noPhone = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { email: 'a@b.example', purpose: 'jobseeker' },
      remoteAddress: '10.3.0.2',
    });
    expect(noPhone.json()).toEqual({ message: 'Phone-no is required.' });
    const longMessage = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiry, Message: 'x'.repeat(5001) },
      remoteAddress: '10.3.0.2',
    });
    expect(longMessage.json()).toEqual({ message: 'Message must be at most 5000 characters long.' });

    const extra = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiry, id: 5, created_at: 'x' },
      remoteAddress: '10.3.0.3',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: 'id is not an accepted field.' });

    const form = await inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
      remoteAddress: '10.3.0.3',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } })).json().data
      .length;
    const response = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiry, website: 'spam' },
      remoteAddress: '10.3.0.4',
    });
    expect(response.json()).toEqual({ message: 'Thank you! Your submission has been received!' });
    expect(
      (await inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } })).json().data.length,
    ).toBe(before);

    const subscriber = await inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { 'Footer-Email': 'bot@spam.example', website: 'x' },
      remoteAddress: '10.3.0.4',
    });
    expect(subscriber.statusCode).toBe(200);
    const emails = (await inject({ method: 'GET', url: '/api/subscribers', headers: { cookie } }))
      .json()
      .data.map((row: { email: string }) => row.email);
    expect(emails).not.toContain('bot@spam.example');
  });

  it('stores a subscriber once however often it subscribes, lists and deletes it', async () => {
    for (const address of ['News@Reader.example', 'news@reader.example']) {
      const response = await inject({
        method: 'POST',
        url: '/api/subscribers',
        payload: { 'Footer-Email': address },
        remoteAddress: '10.3.0.5',
      });
      expectContractShape(response, 'createSubscriber');
    }
    const list = await inject({ method: 'GET', url: '/api/subscribers', headers: { cookie } });
    expectContractShape(list, 'listSubscribers');
    const matching = list.json().data.filter((row: { email: string }) => row.email === 'news@reader.example');
    expect(matching).toHaveLength(1);

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/subscribers/delete/${matching[0].id}`,
      headers: { cookie },
    });
    expectContractShape(deleted, 'deleteSubscriber');
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/subscribers/delete/${matching[0].id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates subscriber e-mails (400)', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { 'Footer-Email': 'not an email' },
      remoteAddress: '10.3.0.6',
    });
    expect(response.json()).toEqual({ message: 'Footer-Email must be a valid e-mail address.' });
  });

  it('needs a session for the staff lists and deletes (401)', async () => {
    for (const request of [
      { method: 'GET', url: '/api/enquiries' },
      { method: 'DELETE', url: '/api/enquiries/delete/1' },
      { method: 'GET', url: '/api/subscribers' },
      { method: 'DELETE', url: '/api/subscribers/delete/1' },
    ] as const) {
      expect((await inject(request)).statusCode).toBe(401);
    }
  });

  it('rate-limits public writes per IP address and operation (429)', async () => {
    const send = () =>
      inject({
        method: 'POST',
        url: '/api/subscribers',
        payload: { 'Footer-Email': 'flood@example.com' },
        remoteAddress: '10.3.9.9',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\./);
    const enquiryFromSameAddress = await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiry,
      remoteAddress: '10.3.9.9',
    });
    expect(enquiryFromSameAddress.statusCode).toBe(200);
  });
});
