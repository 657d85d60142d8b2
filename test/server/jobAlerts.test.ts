import { databaseTargets, createJob, signIn, startTestServer, type TestServer } from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';

jest.setTimeout(60_000);

const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 3 };
const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://jobs.agency.example';

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe'): string => {
  const match = new RegExp(`${ORIGIN}/api/subscribers/${kind}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  if (!match) throw new Error(`No ${kind} link in: ${text}`);
  return match[0];
};
const pathOf = (link: string) => link.slice(ORIGIN.length);

describe.each(databaseTargets)('job alerts on $name', (target) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(target, {
      smtpUrl: smtp.url,
      publicUrl: ORIGIN,
      outbox: fastOutbox,
      seedDemo: false,
    });
    cookie = await signIn(server.app);
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  const subscribe = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: { 'Footer-Email': email },
    });
  const subscribers = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/subscribers', headers: { cookie } })).json<{
      data: Array<{ email: string; state: string; confirmed_at: string | null }>;
    }>().data;
  const outboxTo = async (address: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } }))
      .json<{ data: Array<{ to_address: string; kind: string }> }>()
      .data.filter((message) => message.to_address === address);

  it('double opt-in: the footer text stays, a confirmation link arrives, confirming changes the state', async () => {
    const answer = await subscribe('Meera@Example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Thank you! Your submission has been received!' });
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: 'meera@example.com', state: 'unconfirmed', confirmed_at: null }),
    ]);

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toBe('meera@example.com');
    expect(mail.subject).toContain('Please confirm your job alerts');
    const confirm = linkIn(mail.text, 'confirm');

    // Subscribing again within a day queues no second confirmation.
    expect((await subscribe('meera@example.com')).statusCode).toBe(200);
    expect(
      (await outboxTo('meera@example.com')).filter((m) => m.kind === 'subscriber-confirmation'),
    ).toHaveLength(1);

    // Opening the link (as a person or a mail scanner does, GET or HEAD) shows a button and confirms nothing.
    const head = await server.app.inject({ method: 'HEAD', url: pathOf(confirm) });
    expect(head.statusCode).toBe(200);
    const page = await server.app.inject({ method: 'GET', url: pathOf(confirm) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Confirm your job alerts');
    expect(page.body).toContain(
      `<form method="post" action="${pathOf(confirm).replace(/&/g, '&#38;')}"><button type="submit">Confirm</button></form>`,
    );
    expect((await subscribers())[0]).toEqual(
      expect.objectContaining({ state: 'unconfirmed', confirmed_at: null }),
    );
    // A cross-site form post is refused; the page's own button confirms.
    const crossSite = await server.app.inject({
      method: 'POST',
      url: pathOf(confirm),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await subscribers())[0].state).toBe('unconfirmed');
    const confirmed = await server.app.inject({
      method: 'POST',
      url: pathOf(confirm),
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');
    expect((await subscribers())[0]).toEqual(
      expect.objectContaining({ state: 'confirmed', confirmed_at: expect.any(String) }),
    );
    // The old link still works: it now says the address is confirmed.
    const later = await server.app.inject({ method: 'GET', url: pathOf(confirm) });
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('Subscription confirmed');

    for (const method of ['GET', 'POST'] as const) {
      const bad = await server.app.inject({ method, url: '/api/subscribers/confirm?token=nope' });
      expect(bad.statusCode).toBe(404);
      expect(bad.body).toContain('This link is no longer valid');
    }
    const missing = await server.app.inject({ method: 'GET', url: '/api/subscribers/confirm' });
    expect(missing.statusCode).toBe(400);
  });

  it('sends a daily digest of new jobs to confirmed addresses only, with one-click unsubscribe (RFC 8058)', async () => {
    await subscribe('confirmed@example.com');
    await subscribe('unconfirmed@example.com');
    const confirmations = await smtp.waitFor(2);
    const confirmMail = confirmations.find((mail) => mail.to === 'confirmed@example.com');
    await server.app.inject({ method: 'POST', url: pathOf(linkIn(confirmMail?.text ?? '', 'confirm')) });

    const now = Date.now();
    // Nothing new: no digest at all.
    expect(await server.app.jobAlerts.runIfDue(now)).toBe(0);
    // Not due again within the day.
    expect(await server.app.jobAlerts.runIfDue(now + 60_000)).toBeNull();

    const job = await createJob(server.app, cookie, { title: 'Tower Crane Operator', location: 'Dubai' });
    expect(await server.app.jobAlerts.runIfDue(now + DAY_MS)).toBe(1);
    const mails = await smtp.waitFor(3);
    const digest = mails[2];
    expect(digest.to).toBe('confirmed@example.com');
    expect(mails.filter((mail) => mail.to === 'unconfirmed@example.com')).toHaveLength(1);
    expect(digest.subject).toContain('1 new opening');
    expect(digest.text).toContain('Tower Crane Operator (Dubai');
    expect(digest.text).toContain(`${ORIGIN}/job-detail/${job.id}`);
    const unsubscribeLink = linkIn(digest.text, 'unsubscribe');
    expect(digest.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The next day, the same job is not new any more.
    expect(await server.app.jobAlerts.runIfDue(now + 2 * DAY_MS)).toBe(0);

    // Opening the link shows a button and unsubscribes nobody.
    const page = await server.app.inject({ method: 'GET', url: pathOf(unsubscribeLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await subscribers()).map((s) => s.email)).toContain('confirmed@example.com');

    // A mail program's one-click POST.
    const oneClick = await server.app.inject({
      method: 'POST',
      url: pathOf(unsubscribeLink),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await subscribers()).map((s) => s.email)).toEqual(['unconfirmed@example.com']);
    expect(await outboxTo('confirmed@example.com')).toEqual([]);
    const again = await server.app.inject({ method: 'POST', url: pathOf(unsubscribeLink) });
    expect(again.statusCode).toBe(404);

    // A cross-site form post is refused.
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/subscribers/unsubscribe?token=x',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
