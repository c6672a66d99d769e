import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { advanceUntil, useFakeClock } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { TWO_FACTOR_ACCOUNT, fillLogin, reachSecondStep, renderApp } from '@/testing/render';
import { NO_STORED_SESSION, sessionStoredFor, storedSession } from '@/testing/session';

const GRACE = TWO_FACTOR_ACCOUNT;
const codeField = () => screen.getByLabelText('Enter 6-digit code');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('the second step', () => {
  it('shows the texts of docs/requirements.md, the code sent by the server, and stores nothing yet', async () => {
    await reachSecondStep();
    expect(
      screen.getByText('We have sent a text message with a 6-digit code to your phone number ending in 99.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Auth Code : 123456')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "Please don't ask me again on this device" })).not.toBeChecked();
    expect(storedSession()).toEqual(NO_STORED_SESSION);
  });

  it('shows no Auth Code line when the server sends no code', async () => {
    mockApi.server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ success: true, message: 'Please check your phone', is_auth_required: true, user_id: 2 }),
      ),
    );
    await reachSecondStep();
    expect(screen.queryByText(/Auth Code :/)).not.toBeInTheDocument();
  });

  it('moves the focus to a numeric one-time-code field', async () => {
    await reachSecondStep();
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps Login disabled until the code has 6 digits', async () => {
    const { user } = await reachSecondStep();
    expect(loginButton()).toBeDisabled();
    await user.type(codeField(), '12345');
    expect(loginButton()).toBeDisabled();
    await user.type(codeField(), '6');
    expect(loginButton()).toBeEnabled();
    await user.type(codeField(), '{Backspace}');
    expect(loginButton()).toBeDisabled();
  });

  it('keeps digits only, so a pasted code with spaces works', async () => {
    const { user } = await reachSecondStep();
    await user.click(codeField());
    await user.paste('123 456');
    expect(codeField()).toHaveValue('123456');
    expect(loginButton()).toBeEnabled();
  });

  it('says the code is required when the field is left empty', async () => {
    const { user } = await reachSecondStep();
    await user.tab();
    expect(await screen.findByText('Authentication code is required.')).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription('Authentication code is required.');
  });

  it('signs in with the right code: session stored, first name remembered, on to /admin/users', async () => {
    const { user, location } = await reachSecondStep();
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(storedSession()).toEqual(sessionStoredFor(GRACE.email));
    expect(Cookies.get('userName')).toBe('Grace');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    // The guard asked once, as soon as the session was stored (docs/decisions/062-…).
    expect(seenRequests.filter((request) => request === 'GET /api/admin/check-is-log-in')).toHaveLength(1);
  });

  // docs/decisions/175-a-call-leaves-before-the-busy-form-renders.md: the second step makes two
  // round trips; nothing the page draws comes before the first one leaves.
  it('sends the code before it draws the busy form, then is busy until the answer', async () => {
    useFakeClock();
    const { user, location } = await reachSecondStep();
    mockApi.useScenario('slow');
    await user.type(codeField(), '123456');
    const busyAsItLeft: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (input instanceof Request && input.url.endsWith('/admin/verify_authentication'))
        busyAsItLeft.push(loginButton().closest('form')!.getAttribute('aria-busy'));
      return realFetch(input, init);
    });
    await user.click(loginButton());
    await advanceUntil(() => loginButton().hasAttribute('disabled'), 0);
    expect(busyAsItLeft).toEqual(['false']);
    expect(loginButton().closest('form')).toHaveAttribute('aria-busy', 'true');
    await advanceUntil(() => screen.queryByRole('heading', { name: 'Users' }) !== null);
    expect(location()).toBe('/admin/users');
  });

  it('shows Invalid authentication code. for a wrong code', async () => {
    const { user } = await reachSecondStep();
    await user.type(codeField(), '000000');
    await user.click(loginButton());
    expect(await screen.findByText('Invalid authentication code.')).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription('Invalid authentication code.');
    expect(storedSession()).toEqual(NO_STORED_SESSION);
  });

  it('sends device_access and is not asked again on this device', async () => {
    const { user, unmount } = await reachSecondStep();
    await user.click(screen.getByRole('checkbox', { name: "Please don't ask me again on this device" }));
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    await screen.findByRole('heading', { name: 'Users' });
    unmount();
    localStorage.clear();

    const again = renderApp('/');
    await fillLogin(again.user, GRACE);
    await again.user.click(loginButton());
    await screen.findByRole('heading', { name: 'Users' });
    expect(seenRequests.filter((request) => request === 'POST /api/admin/verify_authentication')).toHaveLength(1);
  });

  it('asks again on a device that was not trusted', async () => {
    const { user, unmount } = await reachSecondStep();
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    await screen.findByRole('heading', { name: 'Users' });
    unmount();
    localStorage.clear();

    await reachSecondStep();
    expect(screen.getByText('Auth Code : 123456')).toBeInTheDocument();
  });

  it('goes back to the first step with what was typed and a fresh captcha', async () => {
    const { user } = await reachSecondStep();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(GRACE.email);
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it.each([
    ['expired', { created_at: 0 }, 'This code has expired. Please log in again.'],
    ['void after too many wrong codes', { status: 'void' as const }, 'Too many wrong codes. Please log in again.'],
  ])('starts again at the first step when the challenge is %s', async (_case, overrides, text) => {
    const { user } = await reachSecondStep();
    await mockApi.openChallenge(2, overrides);
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('says something went wrong when the server fails, and stays on the step', async () => {
    const { user } = await reachSecondStep();
    mockApi.useScenario('server-error');
    await user.type(codeField(), '123456');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(codeField()).toHaveValue('123456');
  });
});
