import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { PUBLIC_URL_MISSING_LOG } from '../../src/server/config';
import { message } from '../../src/server/openapi/catalogue';
import type { MailTransport } from '../../src/server/services/mail';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  freshTotpCode,
  multipart,
  pdfResume,
  removeTestData,
  signIn,
  startTestServer,
  testConfig,
  type TestServer,
} from './helpers';

/**
 * Issue 38: mail off (no SMTP_URL) is a state the product knows. The screens that would send say the mail
 * is only queued, an Administrator is given the invitation's or reset's link (the same single-use token as
 * the queued mail; with mail on, never), the person's own forgot-password answer says to ask an
 * Administrator, and the back office's banner is told. Also: PUBLIC_URL unset on a live site, a disabled
 * account told so after a right password only, and an invitation link checked before its form.
 */
const PUBLIC_URL = 'https://agency.example';
const GOOD_PASSWORD = 'maple lantern oxide 42';
const NEW_PASSWORD = 'copper willow gazette 77';
/** A transport that takes every message (mail on). */
const acceptingTransport: MailTransport = { send: async () => undefined, close: () => undefined };

const linkTokenOf = (link: string, path: string) => {
  const found = new RegExp(`^${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)$`).exec(link);
  if (!found) throw new Error(`Not a ${path} link: ${link}`);
  return found[1];
};

/** The newest queued mail's text to an address, of a kind. */
async function queuedText(
  app: FastifyInstance,
  email: string,
  kind: 'staff-invitation' | 'password-reset',
): Promise<string> {
  const row = await app.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.text_body;
}

async function auditSummaries(app: FastifyInstance, action: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('audit_log')
    .select('summary')
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.summary ?? '');
}

describe.each(databaseTargets)('mail off and the links an Administrator passes on ($name)', (target) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL });
    admin = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const post = (url: string, payload?: object, cookie = admin) =>
    server.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('an invitation without a mail transport says it is queued, not sent, and gives the Administrator the mailed link, audited as shown', async () => {
    const response = await post('/api/staff', {
      name: 'Rita Recruiter',
      email: 'rita@agency.example',
      role: 'recruiter',
    });
    expect(response.statusCode).toBe(200);
    expectContractShape(response, 'inviteStaffMember');
    const answer = response.json<{ message: string; link: string }>();
    expect(answer.message).toBe(
      `${message('invitationQueued', { email: 'rita@agency.example' })} ${message('mailOffQueued')} ${message('linkShownOnce')}`,
    );
    expect(answer.message).toContain('No mail server is configured');
    // The same single-use token as the queued e-mail's.
    const token = linkTokenOf(answer.link, '/accept-invitation');
    expect(await queuedText(server.app, 'rita@agency.example', 'staff-invitation')).toContain(answer.link);
    expect((await auditSummaries(server.app, 'invite')).pop()).toContain('link: shown');

    // The page checks the link before its form; it works once.
    const checked = await post('/api/invitations/check', { token }, '');
    expect(checked.statusCode).toBe(200);
    expectContractShape(checked, 'checkInvitation');
    expect(checked.json()).toEqual({ name: 'Rita Recruiter' });
    const accepted = await post('/api/invitations/accept', { token, password: GOOD_PASSWORD }, '');
    expect(accepted.statusCode).toBe(200);
    const again = await post('/api/invitations/check', { token }, '');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(message('invitationUsed'));
  });

  it('a used, unknown or expired invitation link is told before the form (checkInvitation)', async () => {
    const unknown = await post('/api/invitations/check', { token: 'no-such-token' }, '');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(message('invitationInvalid'));
    const invited = await post('/api/staff', {
      name: 'Esha Editor',
      email: 'esha@agency.example',
      role: 'editor',
    });
    const token = linkTokenOf(invited.json().link, '/accept-invitation');
    await server.app.db
      .updateTable('staff_tokens')
      .set({ expires_at: '2000-01-01 00:00:00' })
      .where('purpose', '=', 'invitation')
      .where('used_at', 'is', null)
      .execute();
    const expired = await post('/api/invitations/check', { token }, '');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(message('invitationExpired'));

    // Sending it again gives a new link (the old one void), shown again; audited as shown.
    const id = invited.json().data.id as number;
    const resent = await post(`/api/staff/${id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expectContractShape(resent, 'resendStaffInvitation');
    const newToken = linkTokenOf(resent.json().link, '/accept-invitation');
    expect(newToken).not.toBe(token);
    expect(resent.json().message).toContain(message('mailOffQueued'));
    expect((await post('/api/invitations/check', { token: newToken }, '')).statusCode).toBe(200);
    expect((await post('/api/invitations/check', { token }, '')).json().message).toBe(
      message('invitationInvalid'),
    );
    expect((await auditSummaries(server.app, 'resend-invitation')).pop()).toContain('link: shown');
  });

  it("an Administrator issues a colleague's reset link (admin only, audited); the person sets a new password with it and a code", async () => {
    const rita = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'rita@agency.example')
      .executeTakeFirstOrThrow();
    const ritaSession = await signIn(server.app, 'rita@agency.example', GOOD_PASSWORD);
    const refused = await post(`/api/staff/${rita.id}/password-reset`, undefined, ritaSession);
    expect(refused.statusCode).toBe(403);

    const issued = await post(`/api/staff/${rita.id}/password-reset`);
    expect(issued.statusCode).toBe(200);
    expectContractShape(issued, 'issueStaffPasswordReset');
    expect(issued.json().message).toBe(
      `${message('passwordResetIssued', { email: 'rita@agency.example', minutes: 30 })} ${message('mailOffQueued')} ${message('linkShownOnce')}`,
    );
    const link = issued.json().link as string;
    const token = linkTokenOf(link, '/forgot-password');
    expect(await queuedText(server.app, 'rita@agency.example', 'password-reset')).toContain(link);
    const [summary] = await auditSummaries(server.app, 'password-reset-issued');
    expect(summary).toBe('email: rita@agency.example, link: shown');

    const reset = await post(
      '/api/user/password/reset',
      { token, password: NEW_PASSWORD, code: await freshTotpCode(server.app, 'rita@agency.example') },
      '',
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(message('passwordResetDone'));
    expect((await signIn(server.app, 'rita@agency.example', NEW_PASSWORD)).startsWith('sid=')).toBe(true);

    // Not for a person still invited, nor a disabled account, nor a missing one.
    const esha = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'esha@agency.example')
      .executeTakeFirstOrThrow();
    const invited = await post(`/api/staff/${esha.id}/password-reset`);
    expect(invited.statusCode).toBe(400);
    expect(invited.json().message).toBe(message('passwordResetNotAccepted', { name: 'Esha Editor' }));
    await server.app.inject({
      method: 'PUT',
      url: `/api/staff/${rita.id}`,
      payload: { role: 'recruiter', enabled: false },
      headers: { cookie: admin },
    });
    const disabled = await post(`/api/staff/${rita.id}/password-reset`);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe(message('passwordResetDisabled', { name: 'Rita Recruiter' }));
    expect((await post('/api/staff/99999/password-reset')).statusCode).toBe(404);
  });

  it('a disabled account is told it is disabled after the right password only; a wrong one stays "Wrong Email or Password"', async () => {
    const login = (password: string) =>
      post('/api/user/login', { email: 'rita@agency.example', password }, '');
    const right = await login(NEW_PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(message('accountDisabled'));
    const wrong = await login('not her password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(message('wrongCredentials'));
  });

  it("the person's own forgot-password answer says to ask an Administrator, for every address alike", async () => {
    for (const email of ['staff@agency.example', 'nobody@agency.example']) {
      const response = await post('/api/user/password/forgot', { email }, '');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: message('passwordResetMailOff') });
    }
  });

  it('a status change says its messages wait in the Outbox, not sent', async () => {
    const job = await createJob(server.app, admin, { title: 'Welder' });
    const body = multipart(
      {
        job_id: String(job.id),
        name: 'Ramesh Kumar',
        email: 'ramesh@example.com',
        phone: '',
        gender: 'Male',
        title: 'Welder',
        message: 'Five years.',
        consent: '2026-05',
      },
      [{ field: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', data: pdfResume() }],
    );
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(applied.statusCode).toBe(200);
    const [application] = await server.app.db.selectFrom('applications').select('id').execute();
    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [application.id], status: 'Interview', send_message: true },
      headers: { cookie: admin },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(
      `${message('applicationMoved', { status: 'Interview' })} ${message('messageQueued')} ${message('mailOffQueued')}`,
    );
  });

  it("the banner's notices: mail off for every role; PUBLIC_URL is set here", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/user/notices',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expectContractShape(response, 'getServerNotices');
    expect(response.json()).toEqual({ mail_off: true, public_url_unset: false });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/notices' })).statusCode).toBe(401);
  });
});

describe.each(databaseTargets)('with a mail transport, the links stay hidden ($name)', (target) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL }, { mailTransport: acceptingTransport });
    admin = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const post = (url: string, payload?: object, cookie = admin) =>
    server.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('invite, resend and a reset for a colleague answer "queued" without the link, audited as mailed', async () => {
    const invited = await post('/api/staff', {
      name: 'Kim Kapoor',
      email: 'kim@agency.example',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().message).toBe(message('invitationQueued', { email: 'kim@agency.example' }));
    expect(invited.json()).not.toHaveProperty('link');
    const resent = await post(`/api/staff/${invited.json().data.id}/invitation`);
    expect(resent.json()).toEqual({ message: message('invitationQueued', { email: 'kim@agency.example' }) });
    expect((await auditSummaries(server.app, 'invite')).pop()).toContain('link: mailed');

    const admins = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@agency.example')
      .executeTakeFirstOrThrow();
    const issued = await post(`/api/staff/${admins.id}/password-reset`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({
      message: message('passwordResetIssued', { email: 'staff@agency.example', minutes: 30 }),
    });
    expect((await auditSummaries(server.app, 'password-reset-issued')).pop()).toContain('link: mailed');

    const forgot = await post('/api/user/password/forgot', { email: 'staff@agency.example' }, '');
    expect(forgot.json().message).toBe(message('passwordResetSent', { email: 'staff@agency.example' }));
    const notices = await server.app.inject({
      method: 'GET',
      url: '/api/user/notices',
      headers: { cookie: admin },
    });
    expect(notices.json()).toEqual({ mail_off: false, public_url_unset: false });
  });
});

describe.each(databaseTargets)('PUBLIC_URL unset on a live site ($name)', (target) => {
  async function startWithLog(production: boolean) {
    const lines: string[] = [];
    const config = testConfig(target, { production, publicUrl: undefined });
    const app = await buildApp(config, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    return { app, config, lines };
  }

  it("warns in the log at start-up and on the Administrators' banner; links stay on the configured origin, not the Host header", async () => {
    const { app, config, lines } = await startWithLog(true);
    try {
      expect(lines.some((line) => line.includes(PUBLIC_URL_MISSING_LOG))).toBe(true);
      const admin = await signIn(app);
      const notices = await app.inject({
        method: 'GET',
        url: '/api/user/notices',
        headers: { cookie: admin },
      });
      expect(notices.json()).toEqual({ mail_off: true, public_url_unset: true });

      // A recruiter is not told (the warning is the Administrators').
      const invited = await app.inject({
        method: 'POST',
        url: '/api/staff',
        payload: { name: 'Ravi', email: 'ravi@agency.example', role: 'recruiter' },
        headers: { cookie: admin, host: 'attacker.example' },
      });
      // The link is built on the configured origin, never on the request's Host.
      expect(invited.json().link).toMatch(/^http:\/\/localhost:0\/accept-invitation\?token=/);
      const token = new URL(invited.json().link as string).searchParams.get('token') ?? '';
      await app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        payload: { token, password: GOOD_PASSWORD },
      });
      const ravi = await signIn(app, 'ravi@agency.example', GOOD_PASSWORD);
      const theirs = await app.inject({ method: 'GET', url: '/api/user/notices', headers: { cookie: ravi } });
      expect(theirs.json()).toEqual({ mail_off: true, public_url_unset: false });
    } finally {
      await app.close();
      await removeTestData(config);
    }
  });

  it('outside production, no warning', async () => {
    const { app, config, lines } = await startWithLog(false);
    try {
      expect(lines.some((line) => line.includes(PUBLIC_URL_MISSING_LOG))).toBe(false);
    } finally {
      await app.close();
      await removeTestData(config);
    }
  });
});
