import { message } from '../../../src/api/messages';
import { ok, refuse, text, type Behaviours } from './outcome';
import { fake, type UserData } from './store';

/** The staff session: sign-in in two steps (password, then a code or enrolment), sign-out, who I am. */

/** The code the fake's authenticator app shows (the fake takes it any number of times). */
export const FAKE_TOTP_CODE = '123456';
/** The recovery codes the fake answers at enrolment. */
export const FAKE_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-${String(index).padStart(2, '0')}`,
);
/** The secret the fake offers at enrolment. */
export const FAKE_ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Staff%20back%20office:asha?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

const sessionAnswer = (user: UserData) => ({
  userdata: { id: user.id, name: user.name, email: user.email, role: user.role },
  roll: user.role,
});

export const sessionBehaviours: Behaviours = {
  login: ({ body }) => {
    const email = text(body, 'email').toLowerCase();
    const user = fake.store.users.find((row) => row.email.toLowerCase() === email);
    if (!user || user.password !== body.password || user.enabled === false)
      return refuse(401, message('wrongCredentials'));
    fake.store.signingIn = user.id;
    return {
      status: 202,
      body: user.enrolled === false ? { step: 'enrol', enrolment: FAKE_ENROLMENT } : { step: 'code' },
    };
  },
  verifySignInCode: ({ body }) => {
    const user = fake.store.users.find((row) => row.id === fake.store.signingIn);
    if (!user || user.enrolled === false) return refuse(401, message('signInTimedOut'));
    if (body.code !== FAKE_TOTP_CODE && !FAKE_RECOVERY_CODES.includes(String(body.code)))
      return refuse(401, message('wrongCode'));
    fake.store.signingIn = null;
    fake.store.session = sessionAnswer(user).userdata;
    return ok(sessionAnswer(user));
  },
  enrolSecondFactor: ({ body }) => {
    const user = fake.store.users.find((row) => row.id === fake.store.signingIn);
    if (!user) return refuse(401, message('signInTimedOut'));
    if (body.code !== FAKE_TOTP_CODE) return refuse(401, message('enrolmentCodeWrong'));
    user.enrolled = true;
    fake.store.signingIn = null;
    fake.store.session = sessionAnswer(user).userdata;
    return ok({ ...sessionAnswer(user), recovery_codes: FAKE_RECOVERY_CODES });
  },
  logout: () => {
    fake.store.session = null;
    return ok({ message: message('loggedOut') });
  },
  getCurrentUser: () => ok(sessionAnswer(fake.store.session as UserData)),
  // The fake has a mail server and its PUBLIC_URL: no banner.
  getServerNotices: () => ok({ mail_off: false, public_url_unset: false }),
};
