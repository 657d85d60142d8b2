import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../src/server/services/auth';
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
