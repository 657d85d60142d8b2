import { screen, waitFor } from '@testing-library/react';
import { message } from '../../../src/api/messages';
import LoginPage, {
  NETWORK_FAILURE_TEXT,
  SERVER_FAULT_TEXT,
  SESSION_ENDED_TEXT,
} from '../../../src/features/session/LoginPage';
import type { RootState } from '../../../src/app/store';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { FAKE_RECOVERY_CODES, FAKE_TOTP_CODE, fakeApi } from '../../utils/fakeApi';
import type { StaffRole } from '../../../src/api/roles';
import { adminState, allowSlowRendering, fill } from '../../utils/adminTestUtils';

allowSlowRendering();

/** The staff account the sign-in form is filled with. */
const account = (role: StaffRole, enrolled = true) => {
  fakeApi.seed({
    users: [{ id: 1, name: 'Asha', email: 'asha@agency.test', role, password: 'secret-password', enrolled }],
  });
};

function renderLogin() {
  const result = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
  const submit = async (email = 'asha@agency.test', password = 'secret-password') => {
    await fill(result.user, screen.getByLabelText(/^E-mail/), email);
    await fill(result.user, screen.getByLabelText(/^Password/), password);
    await result.user.click(screen.getByRole('button', { name: 'Login' }));
  };
  /** The code step, after a right password. */
  const enterCode = async (code = FAKE_TOTP_CODE) => {
    const field = await screen.findByRole('textbox', { name: /^Code/ });
    await result.user.clear(field);
    await fill(result.user, field, code);
    await result.user.click(screen.getByRole('button', { name: 'Verify' }));
  };
  const signIn = async () => {
    await submit();
    await enterCode();
  };
  return { ...result, submit, enterCode, signIn };
}

describe('LoginPage', () => {
  it('has the logo, the heading and the two required fields with their placeholders', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('placeholder', 'Enter Email');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('placeholder', 'Enter Password');
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('signs an admin in: stores the user, says "Admin Login successfully", then goes to /jobs', async () => {
    account('admin');
    const { submit, enterCode, store } = renderLogin();
    await submit();
    // The password alone signs nobody in: the code step follows.
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(fakeApi.store.session).toBeNull();
    await enterCode();
    expect(await screen.findByText('Admin Login successfully')).toBeInTheDocument();
    expect(fakeApi.requests('login')[0].body).toEqual({
      email: 'asha@agency.test',
      password: 'secret-password',
    });
    expect(fakeApi.store.session?.email).toBe('asha@agency.test');
    expect(store.getState().session.user?.roll).toBe('admin');
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it("shows the server's sentence for a wrong code and stays on the code step", async () => {
    account('admin');
    const { submit, enterCode, store } = renderLogin();
    await submit();
    await enterCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(message('wrongCode'));
    expect(store.getState().session.user).toBeNull();
    await enterCode();
    expect(await screen.findByText('Admin Login successfully')).toBeInTheDocument();
  });

  it('sets up the second factor at a first sign-in: QR code, key, recovery codes once, then signed in', async () => {
    account('recruiter', false);
    const { submit, user, store } = renderLogin();
    await submit();
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP');
    await fill(user, screen.getByRole('textbox', { name: /^Code from the app/ }), FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(FAKE_RECOVERY_CODES[0]);
    expect(store.getState().session.user?.roll).toBe('recruiter');
    expect(JSON.stringify(store.getState().session)).not.toContain(FAKE_RECOVERY_CODES[0]);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('links to the forgotten-password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says "Login successfully" for a user who is not an admin, and goes to /jobs too', async () => {
    account('recruiter');
    const { signIn } = renderLogin();
    await signIn();
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(screen.queryByText('Admin Login successfully')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('warns "Wrong Email or Password" for 1.5 s on a 401 and stays', async () => {
    account('admin');
    const { submit, store } = renderLogin();
    await submit('asha@agency.test', 'wrong');
    expect(await screen.findByText('Wrong Email or Password')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(screen.queryByText('Wrong Email or Password')).not.toBeInTheDocument());
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('user_reg')).toBeNull();
    expect(fakeApi.store.session).toBeNull();
  });

  it('shows the server\'s 429 sentence (when to try again), not "Wrong Email or Password"', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const limited = message('tooManySignIns', { tryAgain: message('tryAgainIn', { minutes: 14 }) });
    fakeApi.failNext('login', 429, limited);
    const { submit } = renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.queryByText('Wrong Email or Password')).not.toBeInTheDocument();
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('says a server fault is a server fault, not wrong credentials', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.failNext('login', 500);
    const { submit, store } = renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAULT_TEXT);
    expect(screen.queryByText('Wrong Email or Password')).not.toBeInTheDocument();
    expect(store.getState().ui.serverDown).toBe(false);
    log.mockRestore();
  });

  it('says so when the server cannot be reached, and clears the message on the next try', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    account('admin');
    fakeApi.failNext('login', 'network');
    const { submit, enterCode, store, user } = renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_TEXT);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().ui.serverDown).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await enterCode();
    expect(await screen.findByText('Admin Login successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('sends someone already signed in on to /jobs', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login', preloadedState: adminState() });
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('says why after the server ended the session', async () => {
    renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      preloadedState: { session: { user: null, expired: true } } as Partial<RootState>,
    });
    expect(screen.getByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });
});
