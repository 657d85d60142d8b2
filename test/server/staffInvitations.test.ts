import { message } from '../../src/server/openapi/catalogue';
import { databaseTargets, expectContractShape, signIn, startTestServer, type TestServer } from './helpers';

const PUBLIC_URL = 'https://agency.example';
const HOUR_MS = 60 * 60 * 1000;
const GOOD_PASSWORD = 'maple lantern oxide 42';

describe.each(databaseTargets)('staff invitations on $name', (target) => {
  let server: TestServer;
  let admin: string;
  let now = new Date('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL }, { clock: () => now });
    admin = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const invite = (payload: object, cookie = admin) =>
    server.app.inject({ method: 'POST', url: '/api/staff', payload, headers: { cookie } });
  const resend = (id: number) =>
    server.app.inject({ method: 'POST', url: `/api/staff/${id}/invitation`, headers: { cookie: admin } });
  const accept = (token: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password } });
  const login = (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  /** The invitation links queued for an address, oldest first, read from the outbox's stored text. */
  async function invitationTokens(email: string): Promise<string[]> {
    const rows = await server.app.db
      .selectFrom('outbox')
      .select(['kind', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      expect(row.kind).toBe('staff-invitation');
      const link = /https:\/\/agency\.example\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(row.text_body);
      if (!link) throw new Error(`No invitation link in: ${row.text_body}`);
      return link[1];
    });
  }

  it('invites a person: an account without a password, a hashed 24-hour token, a queued mail, an audit entry', async () => {
    const response = await invite({
      name: 'Rita Recruiter',
      email: 'Rita@Agency.example',
      role: 'recruiter',
    });
    expect(response.statusCode).toBe(200);
    expectContractShape(response, 'inviteStaffMember');
    expect(response.json()).toMatchObject({
      message: `${message('invitationQueued', { email: 'rita@agency.example' })} ${message('mailOffQueued')} ${message('linkShownOnce')}`,
      data: {
        name: 'Rita Recruiter',
        email: 'rita@agency.example',
        role: 'recruiter',
        invited: true,
        enabled: true,
      },
    });
    const [token] = await invitationTokens('rita@agency.example');
    const stored = await server.app.db
      .selectFrom('staff_tokens')
      .selectAll()
      .where('purpose', '=', 'invitation')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]).toMatchObject({
      purpose: 'invitation',
      expires_at: '2026-03-03 09:00:00',
      used_at: null,
    });

    // No password yet: the account cannot sign in.
    expect((await login('rita@agency.example', '')).statusCode).toBe(400);
    expect((await login('rita@agency.example', GOOD_PASSWORD)).statusCode).toBe(401);
    // An address with an account is refused; nothing more is queued.
    const again = await invite({ name: 'Rita again', email: 'rita@agency.example', role: 'editor' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: message('staffEmailTaken') });
    expect(await invitationTokens('rita@agency.example')).toHaveLength(1);

    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'record_id', 'staff_id'])
      .where('resource', '=', 'staff')
      .execute();
    expect(audit).toEqual([
      {
        action: 'invite',
        resource: 'staff',
        record_id: String(response.json().data.id),
        staff_id: expect.any(Number),
      },
    ]);
  });

  it('the Staff operations for invitations are for Administrators only', async () => {
    await invite({ name: 'Eddie Editor', email: 'eddie@agency.example', role: 'editor' });
    const [token] = await invitationTokens('eddie@agency.example');
    expect((await accept(token, GOOD_PASSWORD)).statusCode).toBe(200);
    const eddie = await signIn(server.app, 'eddie@agency.example', GOOD_PASSWORD);
    const refused = await invite({ name: 'Mallory', email: 'mallory@agency.example', role: 'admin' }, eddie);
    expect(refused.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/staff', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('applies the password rules: 11 characters and a common password are refused, 12 characters accepted', async () => {
    await invite({ name: 'Pat', email: 'pat@agency.example', role: 'recruiter' });
    const [token] = await invitationTokens('pat@agency.example');

    const short = await accept(token, 'abcdefghijk');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: message('passwordTooShort', { min: 12 }) });
    const long = await accept(token, 'x'.repeat(129));
    expect(long.json()).toEqual({ message: message('passwordTooLong', { max: 128 }) });
    for (const common of ['password1234', 'PASSWORD1234', 'qwertyuiop123']) {
      const refused = await accept(token, common);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: message('passwordCommon') });
    }
    // A refused password does not use the link up.
    const accepted = await accept(token, 'twelve chars');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: message('invitationAccepted') });
    expect(await signIn(server.app, 'pat@agency.example', 'twelve chars')).toMatch(/^sid=/);
  });

  it('a link is single-use, and accepting it signs nobody in but lets the person sign in', async () => {
    const invited = await invite({ name: 'Sam', email: 'sam@agency.example', role: 'recruiter' });
    const [token] = await invitationTokens('sam@agency.example');
    const first = await accept(token, GOOD_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();

    const second = await accept(token, 'another fine password');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: message('invitationUsed') });
    expect((await login('sam@agency.example', 'another fine password')).statusCode).toBe(401);

    expect((await login('sam@agency.example', GOOD_PASSWORD)).statusCode).toBe(202);
    const cookie = await signIn(server.app, 'sam@agency.example', GOOD_PASSWORD);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ roll: 'recruiter', userdata: { name: 'Sam' } });
    const id = invited.json().data.id as number;
    const list = await server.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie: admin } });
    expect(list.json().data).toContainEqual(expect.objectContaining({ id, invited: false }));
    // Accepted: no invitation can be sent again.
    const resent = await resend(id);
    expect(resent.statusCode).toBe(400);
    expect(resent.json()).toEqual({ message: message('invitationNotPending') });

    const accepted = await server.app.db
      .selectFrom('audit_log')
      .select(['staff_id', 'staff_name'])
      .where('action', '=', 'accept-invitation')
      .where('record_id', '=', String(id))
      .execute();
    expect(accepted).toEqual([{ staff_id: id, staff_name: 'Sam' }]);
  });

  it('a link expires after 24 hours, on the server clock', async () => {
    await invite({ name: 'Lee', email: 'lee@agency.example', role: 'editor' });
    const [token] = await invitationTokens('lee@agency.example');
    const sent = now;
    try {
      now = new Date(sent.getTime() + 24 * HOUR_MS);
      const expired = await accept(token, GOOD_PASSWORD);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: message('invitationExpired') });
      now = new Date(sent.getTime() + 24 * HOUR_MS - 1000);
      expect((await accept(token, GOOD_PASSWORD)).statusCode).toBe(200);
    } finally {
      now = sent;
    }
  });

  it('resending issues a new link and voids the old one; an unknown link is not valid', async () => {
    const invited = await invite({ name: 'Kim', email: 'kim@agency.example', role: 'recruiter' });
    const id = invited.json().data.id as number;
    const resent = await resend(id);
    expect(resent.statusCode).toBe(200);
    expectContractShape(resent, 'resendStaffInvitation');
    expect(resent.json()).toMatchObject({
      message: `${message('invitationQueued', { email: 'kim@agency.example' })} ${message('mailOffQueued')} ${message('linkShownOnce')}`,
    });
    const [oldToken, newToken] = await invitationTokens('kim@agency.example');
    expect(newToken).not.toBe(oldToken);

    const old = await accept(oldToken, GOOD_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: message('invitationInvalid') });
    expect((await accept('not-a-token', GOOD_PASSWORD)).json()).toEqual({
      message: message('invitationInvalid'),
    });
    expect((await accept(newToken, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await resend(999_999)).statusCode).toBe(404);

    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['invite', 'resend-invitation', 'accept-invitation']);
  });

  it('a disabled invitee cannot accept, and the outbox screen never shows an invitation link', async () => {
    const invited = await invite({ name: 'Dee', email: 'dee@agency.example', role: 'recruiter' });
    const id = invited.json().data.id as number;
    const [token] = await invitationTokens('dee@agency.example');
    const disabled = await server.app.inject({
      method: 'PUT',
      url: `/api/staff/${id}`,
      payload: { role: 'recruiter', enabled: false },
      headers: { cookie: admin },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await accept(token, GOOD_PASSWORD)).json()).toEqual({ message: message('invitationInvalid') });

    const outbox = await server.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: admin } });
    const invitations = (outbox.json().data as { kind: string; text_body: string }[]).filter(
      (row) => row.kind === 'staff-invitation',
    );
    expect(invitations.length).toBeGreaterThan(0);
    for (const row of invitations) expect(row.text_body).toBe(message('invitationTextHidden'));
  });
});
