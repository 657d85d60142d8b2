import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { replaceRecoveryCodes } from '../../src/server/repositories/twoFactor';
import { message } from '../../src/server/openapi/catalogue';
import {
  SECRETS_KEY_FILE,
  SecretBox,
  SecretUnreadableError,
  parseSecretsKey,
  totpSecretContext,
} from '../../src/server/services/secrets';
import { recoveryCodeHash, totpCodeAt } from '../../src/server/services/twoFactor';
import {
  cookieOf,
  databaseTargets,
  removeTestData,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  STAFF_TOTP_SECRET,
  testConfig,
} from './helpers';

// Every password step checks an scrypt hash at OWASP's parameters (128 MiB, about a second here).
jest.setTimeout(240_000);

/** Another base32 secret than `ADMIN_TOTP_SECRET`'s, as a release before sealing would have stored it. */
const CLEAR_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const CLEAR_PENDING = 'ONSWG4TFOQYTEMZUGU3DOOBZGAYTEMZU';
const BASE32 = /^[A-Z2-7]+=*$/;

describe('the secret box', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals with a random IV: the same secret twice gives two values, both opening to it', () => {
    const first = box.seal(STAFF_TOTP_SECRET, 'users.totp_secret:1');
    const second = box.seal(STAFF_TOTP_SECRET, 'users.totp_secret:1');
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).not.toContain(STAFF_TOTP_SECRET);
      expect(sealed).not.toMatch(BASE32);
      expect(box.open(sealed, 'users.totp_secret:1')).toBe(STAFF_TOTP_SECRET);
    }
  });

  it('refuses a value altered, moved to another record, or sealed with another key', () => {
    const sealed = box.seal(STAFF_TOTP_SECRET, 'users.totp_secret:1');
    expect(() => box.open(sealed, 'users.totp_secret:2')).toThrow(SecretUnreadableError);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`, 'users.totp_secret:1')).toThrow(
      SecretUnreadableError,
    );
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'users.totp_secret:1')).toThrow(
      SecretUnreadableError,
    );
    expect(() => box.open(STAFF_TOTP_SECRET, 'users.totp_secret:1')).toThrow(SecretUnreadableError);
    expect(box.tryOpen('v1:', 'users.totp_secret:1')).toBeUndefined();
  });

  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else at start', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64url'))).toEqual(key);
    expect(configFromEnv({ SECRETS_KEY: ` ${key.toString('hex')} ` }).secretsKey).toEqual(key);
    expect(configFromEnv({}).secretsKey).toBeUndefined();
    for (const wrong of ['short', randomBytes(16).toString('hex'), randomBytes(33).toString('base64')])
      expect(() => configFromEnv({ SECRETS_KEY: wrong })).toThrow(
        'SECRETS_KEY must be 32 bytes written as 64 hex digits or as base64.',
      );
  });
});

describe.each(databaseTargets)('TOTP secrets sealed at rest on $name', (target) => {
  const configs: ServerConfig[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const config of configs) await removeTestData(config);
  });

  /** A server on a new database (`testConfig`), or on the database of `config` when given. */
  async function start(config: ServerConfig): Promise<FastifyInstance> {
    if (!configs.includes(config)) configs.push(config);
    const app = await buildApp(config, { logger: false });
    apps.push(app);
    return app;
  }
  async function stop(app: FastifyInstance) {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
  }
  const storedOf = (app: FastifyInstance) =>
    app.db
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where('email', '=', STAFF_EMAIL)
      .executeTakeFirstOrThrow();
  const passwordStep = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
  const codeStep = (app: FastifyInstance, challenge: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login/code',
      headers: { cookie: challenge },
      payload: { code },
    });

  it('stores ADMIN_TOTP_SECRET and an offered secret sealed, in a 0600 key file of DATA_DIR, and signs in', async () => {
    const config = testConfig(target);
    const app = await start(config);
    const keyFile = path.join(config.dataDir, SECRETS_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);

    const stored = await storedOf(app);
    expect(stored.totp_secret).not.toBeNull();
    expect(stored.totp_secret).not.toContain(STAFF_TOTP_SECRET);
    expect(stored.totp_secret).not.toMatch(BASE32);
    expect(app.secrets.open(stored.totp_secret ?? '', totpSecretContext(stored.id))).toBe(STAFF_TOTP_SECRET);
    expect(
      (await app.inject({ url: '/api/user/me', headers: { cookie: await signIn(app) } })).statusCode,
    ).toBe(200);

    // Without a second factor, the secret offered at sign-in is kept sealed too.
    await app.db.updateTable('users').set({ totp_secret: null }).where('id', '=', stored.id).execute();
    const first = await passwordStep(app);
    const offered = first.json<{ step: string; enrolment: { secret: string } }>();
    expect(offered.step).toBe('enrol');
    const pending = (await storedOf(app)).totp_pending_secret ?? '';
    expect(pending).not.toContain(offered.enrolment.secret);
    expect(pending).not.toMatch(BASE32);
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/user/login/enrol',
      headers: { cookie: cookieOf(first, 'signin') },
      payload: { code: totpCodeAt(offered.enrolment.secret, app.clock()) },
    });
    expect(enrolled.statusCode).toBe(200);
    const after = await storedOf(app);
    expect(after.totp_pending_secret).toBeNull();
    expect(app.secrets.open(after.totp_secret ?? '', totpSecretContext(after.id))).toBe(
      offered.enrolment.secret,
    );
    await stop(app);

    // The next start reads the same key file: the secret still opens and the person signs in.
    const again = await start(config);
    expect(again.startupReport).not.toHaveProperty('sealedSecrets');
    expect(again.startupReport).not.toHaveProperty('unreadableSecrets');
    expect(
      (await again.inject({ url: '/api/user/me', headers: { cookie: await signIn(again) } })).statusCode,
    ).toBe(200);
  });

  it('seals the secrets a release before stored in clear, at start-up, and they keep working', async () => {
    const config = testConfig(target, { adminTotpSecret: undefined });
    const app = await start(config);
    const { id } = await storedOf(app);
    // As the previous release left them: in clear.
    await app.db
      .updateTable('users')
      .set({ totp_secret: CLEAR_SECRET, totp_pending_secret: CLEAR_PENDING, totp_last_step: null })
      .where('id', '=', id)
      .execute();
    await stop(app);

    const upgraded = await start(config);
    expect(upgraded.startupReport).toMatchObject({ sealedSecrets: 2 });
    expect(upgraded.startupReport).not.toHaveProperty('unreadableSecrets');
    const stored = await storedOf(upgraded);
    for (const value of [stored.totp_secret, stored.totp_pending_secret]) {
      expect(value).not.toMatch(BASE32);
      expect(value).not.toContain(CLEAR_SECRET);
      expect(value).not.toContain(CLEAR_PENDING);
    }
    expect(upgraded.secrets.open(stored.totp_secret ?? '', totpSecretContext(id))).toBe(CLEAR_SECRET);
    expect(upgraded.secrets.open(stored.totp_pending_secret ?? '', totpSecretContext(id))).toBe(
      CLEAR_PENDING,
    );

    const first = await passwordStep(upgraded);
    expect(first.statusCode).toBe(202);
    const wrong = await codeStep(
      upgraded,
      cookieOf(first, 'signin'),
      totpCodeAt(STAFF_TOTP_SECRET, new Date()),
    );
    expect(wrong.json()).toEqual({ message: message('wrongCode') });
    const right = await codeStep(upgraded, cookieOf(first, 'signin'), totpCodeAt(CLEAR_SECRET, new Date()));
    expect(right.statusCode).toBe(200);
  });

  it('with another key: starts, refuses TOTP codes with a sentence (no 5xx), takes recovery codes; ADMIN_TOTP_SECRET re-enrols the Administrator', async () => {
    const config = testConfig(target, { secretsKey: randomBytes(32) });
    const app = await start(config);
    expect(fs.existsSync(path.join(config.dataDir, SECRETS_KEY_FILE))).toBe(false);
    const { id } = await storedOf(app);
    await replaceRecoveryCodes(app.db, id, [recoveryCodeHash('k7p2-qm4x-9t')], app.clock());
    await stop(app);

    const otherKey = { ...config, secretsKey: randomBytes(32), adminTotpSecret: undefined };
    const wrongKey = await start(otherKey);
    expect(wrongKey.startupReport).toMatchObject({ unreadableSecrets: 1 });
    expect(wrongKey.startupReport).not.toHaveProperty('sealedSecrets');
    const first = await passwordStep(wrongKey);
    expect(first.statusCode).toBe(202);
    const refused = await codeStep(
      wrongKey,
      cookieOf(first, 'signin'),
      totpCodeAt(STAFF_TOTP_SECRET, new Date()),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: message('secondFactorUnreadable') });
    const audit = await wrongKey.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'code-failed')
      .where('record_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    // Recovery codes are hashes, not sealed: they still sign in.
    const recovered = await codeStep(wrongKey, cookieOf(first, 'signin'), 'K7P2-QM4X-9T');
    expect(recovered.statusCode).toBe(200);
    // The stored value is left as it was, for the day the right key is back.
    expect((await storedOf(wrongKey)).totp_secret).toMatch(/^v1:/);
    await stop(wrongKey);

    const withAdminSecret = await start({ ...otherKey, adminTotpSecret: STAFF_TOTP_SECRET });
    expect(withAdminSecret.startupReport).toMatchObject({
      unreadableSecrets: 1,
      adminSecondFactorReplaced: true,
    });
    const stored = await storedOf(withAdminSecret);
    expect(withAdminSecret.secrets.open(stored.totp_secret ?? '', totpSecretContext(id))).toBe(
      STAFF_TOTP_SECRET,
    );
    const me = await withAdminSecret.inject({
      url: '/api/user/me',
      headers: { cookie: await signIn(withAdminSecret) },
    });
    expect(me.statusCode).toBe(200);
  });
});
