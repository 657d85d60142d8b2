import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import LoginPage from '../../../src/features/session/LoginPage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { apiUrl, server } from '../../utils/msw';
import { allowSlowRendering, fill } from '../../utils/adminTestUtils';

allowSlowRendering();

const session = (roll: string) => ({
  userdata: { id: 1, name: 'Asha', email: 'asha@agency.test', role: roll },
  roll,
});

function renderLogin() {
  const result = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
  const submit = async (email = 'asha@agency.test', password = 'secret-password') => {
    await fill(result.user, screen.getByLabelText(/^E-mail/), email);
    await fill(result.user, screen.getByLabelText(/^Password/), password);
    await result.user.click(screen.getByRole('button', { name: 'Login' }));
  };
  return { ...result, submit };
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
    let body: unknown;
    server.use(
      http.post(apiUrl('/user/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session('admin'));
      }),
    );
    const { submit, store } = renderLogin();
    await submit();
    expect(await screen.findByText('Admin Login successfully')).toBeInTheDocument();
    expect(body).toEqual({ email: 'asha@agency.test', password: 'secret-password' });
    expect(store.getState().session.user?.roll).toBe('admin');
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('says "Login successfully" for a user who is not an admin, and goes to /jobs too', async () => {
    server.use(http.post(apiUrl('/user/login'), () => HttpResponse.json(session('staff'))));
    const { submit } = renderLogin();
    await submit();
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(screen.queryByText('Admin Login successfully')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('warns "Wrong Email or Password" for 1.5 s on any other status and stays', async () => {
    server.use(
      http.post(apiUrl('/user/login'), () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })),
    );
    const { submit, store } = renderLogin();
    await submit('asha@agency.test', 'wrong');
    expect(await screen.findByText('Wrong Email or Password')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(screen.queryByText('Wrong Email or Password')).not.toBeInTheDocument());
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('user_reg')).toBeNull();
  });

  it('only logs a network failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(apiUrl('/user/login'), () => HttpResponse.error()));
    const { submit, store } = renderLogin();
    await submit();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().ui.serverDown).toBe(false);
    log.mockRestore();
  });
});
