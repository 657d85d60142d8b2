import { randomBytes, scryptSync } from 'node:crypto';
import { configFromEnv } from '../../src/server/config';
import { decoyHash, hashPassword, verifyPassword } from '../../src/server/services/auth';
import {
  databaseTargets,
  signIn,
  startTestServer,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  TEST_PASSWORD_HASH_COST,
} from './helpers';
import { message } from '../../src/server/openapi/catalogue';
import {
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src/server/services/passwords';
import {
  PASSWORD_MAX_LENGTH as PAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH as PAGE_MIN_LENGTH,
} from '../../src/features/staff/AcceptInvitationPage';

describe('the password rules', () => {
  it('takes 12 to 128 characters of any kind, counted as characters, not bytes', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 128]);
    expect([PAGE_MIN_LENGTH, PAGE_MAX_LENGTH]).toEqual([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]);
    expect(passwordProblem('abcdefghijk')).toBe(message('passwordTooShort', { min: 12 }));
    expect(passwordProblem('zq8 vmr1 kty')).toBeUndefined();
    expect(passwordProblem('नमस्ते दुनिया 🌏 १२')).toBeUndefined();
    expect(passwordProblem('🌏'.repeat(11))).toBe(message('passwordTooShort', { min: 12 }));
    expect(passwordProblem('🌏'.repeat(128))).toBeUndefined();
    expect(passwordProblem('x'.repeat(129))).toBe(message('passwordTooLong', { max: 128 }));
  });

  it('refuses common and leaked passwords from the shipped list, in any letter case', () => {
    for (const common of ['password1234', 'Password1234', 'qwertyuiop123', '123456789012'])
      expect(passwordProblem(common)).toBe(message('passwordCommon'));
  });
});

describe('password hashing', () => {
  it("hashes new passwords with scrypt at OWASP's parameters and still verifies older hashes", async () => {
    const stored = await hashPassword('maple lantern oxide 42');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('maple lantern oxide 42', stored)).toBe(true);
    expect(await verifyPassword('maple lantern oxide 43', stored)).toBe(false);

    const salt = randomBytes(16);
    const older = ['scrypt', 16384, 8, 1, salt.toString('base64url')]
      .concat(scryptSync('an older password', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url'))
      .join('$');
    expect(await verifyPassword('an older password', older)).toBe(true);
    expect(await verifyPassword('another password', older)).toBe(false);
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('is 17 unless set, and refuses a cost below 14 or above 20', () => {
    expect(configFromEnv({}).passwordHashCost).toBe(17);
    expect(configFromEnv({ PASSWORD_HASH_COST: '15' }).passwordHashCost).toBe(15);
    expect(() => configFromEnv({ PASSWORD_HASH_COST: '13' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => configFromEnv({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('makes the decoy hash at the cost it is asked for', async () => {
    expect(await decoyHash(TEST_PASSWORD_HASH_COST)).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it.each(databaseTargets)(
    "hashes the Administrator at the server's cost, and a hash of another cost still signs in ($name)",
    async (target) => {
      const server = await startTestServer(target, { passwordHashCost: 15 });
      try {
        const stored = await server.app.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', STAFF_EMAIL)
          .executeTakeFirstOrThrow();
        expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
        await server.app.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(STAFF_PASSWORD, 14) })
          .where('email', '=', STAFF_EMAIL)
          .execute();
        expect(await signIn(server.app)).toMatch(/^sid=/);
      } finally {
        await server.close();
      }
    },
  );
});
