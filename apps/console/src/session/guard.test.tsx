import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { fillLogin, renderApp, signInAs } from '@/testing/render';
import { expiredToken, storeSession, storedSession } from '@/testing/session';
import { SESSION_ENDED_TEXT } from './ended-notice-banner';

const checks = () => seenRequests.filter((request) => request === 'GET /api/admin/check-is-log-in');
const sessionKeys = () => {
  const { user, isLoggedin, token } = storedSession();
  return [user, isLoggedin, token];
};

describe('the guard of /admin/*', () => {
  it('opens the admin area when the server confirms the session', async () => {
    await signInAs('admin@crm.test');
    const { location } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(location()).toBe('/admin/users');
    expect(checks()).toHaveLength(1);
  });

  it('shows nothing of the admin area, to sight or to a screen reader, until the server has answered', async () => {
    await signInAs('admin@crm.test');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi.server.use(
      http.get('*/api/admin/check-is-log-in', async () => {
        await answered;
        return HttpResponse.json({ success: true, payload: { isLogedIn: true } });
      }),
    );
    renderApp('/admin/users');
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('refuses a session the server does not know: redirect target kept, session cleared, back to /', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('session-expired');
    const { location } = renderApp('/admin/users?tab=x');
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(checks()).toHaveLength(1);
  });

  it('refuses without asking when no token is stored', async () => {
    const { location } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users');
    expect(checks()).toEqual([]);
  });

  it('counts an expired JWT as logged out without asking the server', async () => {
    storeSession({ token: expiredToken() });
    const { location } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(checks()).toEqual([]);
  });

  it.each(['server-error', 'network-error'] as const)(
    "keeps the session when the check fails (%s): Can't reach the server, then Retry opens the page",
    async (scenario) => {
      await signInAs('admin@crm.test');
      mockApi.useScenario(scenario);
      const { user, location } = renderApp('/admin/users');
      const heading = await screen.findByRole('heading', { name: "Can't reach the server" });
      // The heading takes the focus in an effect, after the screen is in the DOM.
      await waitFor(() => expect(heading).toHaveFocus());
      expect(location()).toBe('/admin/users');
      expect(sessionKeys().every((value) => value !== null)).toBe(true);

      mockApi.useScenario('default');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
      expect(checks()).toHaveLength(2);
    },
  );

  it('offers a way back to login from a failed check, and signing in returns to the requested address', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('server-error');
    const { user, location } = renderApp('/admin/users?tab=x');
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    expect(screen.queryByText(SESSION_ENDED_TEXT)).not.toBeInTheDocument();
    // As a log out: the server is asked to end the token's session too (decision 082).
    await waitFor(() => expect(seenRequests).toContain('POST /api/admin/logout'));
  });

  it('guards unknown admin addresses too', async () => {
    const { location } = renderApp('/admin/reports');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/reports');
  });

  it('ends the session when a later call answers 401, as the guard would', async () => {
    await signInAs('admin@crm.test');
    const app = renderApp('/admin/users?tab=x');
    await screen.findByRole('heading', { name: 'Users' });
    mockApi.server.use(
      http.get('*/api/admin/check-is-log-in', () =>
        HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await act(async () => {
      await app.api().checkIsLoggedIn();
    });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_ENDED_TEXT);
  });
});

describe('the login page with a stored session', () => {
  it('goes to the stored redirect address', async () => {
    await signInAs('admin@crm.test');
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: 'Users' });
    expect(location()).toBe('/admin/users?tab=x');
  });

  it('goes to /admin/users when nothing is stored', async () => {
    await signInAs('admin@crm.test');
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Users' });
    expect(location()).toBe('/admin/users');
  });

  it('goes to /admin/users instead of a stored //evil.example', async () => {
    await signInAs('admin@crm.test');
    localStorage.setItem('redirectUrl', '//evil.example');
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: 'Users' });
    expect(location()).toBe('/admin/users');
  });

  it('stays on the login and forgets a session whose JWT has expired', async () => {
    storeSession({ token: expiredToken() });
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');
    expect(sessionKeys()).toEqual([null, null, null]);
  });
});

describe('acceptance', () => {
  it('/admin/users?tab=x signed out lands on /, and signing in returns to /admin/users?tab=x', async () => {
    const { user, location } = renderApp('/admin/users?tab=x');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(location()).toBe('/');

    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(location()).toBe('/admin/users?tab=x');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
  });

  it('a stored redirectUrl of //evil.example lands on /admin/users after signing in', async () => {
    localStorage.setItem('redirectUrl', '//evil.example');
    const { user, location } = renderApp('/');
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(location()).toBe('/admin/users');
  });
});
