import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApiClient } from '@crm/api-client';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { renderApp, signInAs } from '@/testing/render';
import { SESSION_KEYS } from '@/testing/session';

/** What a log out leaves no trace of: the session, and where to return after the next sign-in. */
const LOGGED_OUT_KEYS = [...SESSION_KEYS, 'redirectUrl'];
const isLiveOnTheMock = (token: string) => mockApi.db.sessions.findLive(token, mockApi.now()) !== undefined;

/**
 * Signs Ada in, opens the admin area and clicks Log out once the server has confirmed the session
 * (`before` runs just before the click). `logoutCall` settles when the client has handled the
 * log out's answer, or its failure, middleware included.
 */
async function logOutOfTheAdminArea(before: () => void = () => undefined) {
  const token = await signInAs('admin@crm.test');
  const app = renderApp('/admin/users');
  const button = await screen.findByRole('button', { name: 'Log out' });
  const logout = vi.spyOn(app.api(), 'logout');
  before();
  await app.user.click(button);
  expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  expect(logout).toHaveBeenCalledOnce();
  const logoutCall = logout.mock.results[0]?.value as ReturnType<AdminApiClient['logout']>;
  return { ...app, token, logoutCall };
}

describe('the admin shell', () => {
  it("shows the signed-in user's name, the navigation and what the session knows", async () => {
    await signInAs('admin@crm.test');
    renderApp('/admin/users');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'Users' }),
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const valueOf = (term: string) => within(main).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Name')).toHaveTextContent('Ada Lovelace');
    expect(valueOf('E-mail')).toHaveTextContent('admin@crm.test');
    expect(valueOf('IP address')).toHaveTextContent('127.0.0.1');
  });

  it('logs out: the session keys go, the userName cookie stays, back to the login', async () => {
    await signInAs('admin@crm.test');
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    const { user, location } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(location()).toBe('/');
    for (const key of LOGGED_OUT_KEYS) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(Cookies.get('userName')).toBe('Ada');
    expect(screen.getByText(/, Ada$/)).toBeInTheDocument();
  });

  it("ends the token's session on the server too: a copy of the token is refused afterwards", async () => {
    const { token, location, logoutCall } = await logOutOfTheAdminArea();
    expect(location()).toBe('/');
    expect(await logoutCall).toMatchObject({ ok: true, status: 200 });
    expect(isLiveOnTheMock(token)).toBe(false);
    expect(seenRequests.filter((request) => request === 'POST /api/admin/logout')).toHaveLength(1);
  });

  it.each([
    ['server-error', () => mockApi.useScenario('server-error')],
    ['network-error', () => mockApi.useScenario('network-error')],
    ['404, from an API without the call', () => mockApi.server.use(answering(404, 'Not found'))],
    ['401, for a token the server had already ended', () => mockApi.server.use(answering(401, 'Unauthorized'))],
  ])('ends the local session as a log out when the log out fails (%s)', async (_name, failTheLogout) => {
    const { location, logoutCall } = await logOutOfTheAdminArea(failTheLogout);
    expect((await logoutCall).ok).toBe(false);
    expect(location()).toBe('/');
    for (const key of LOGGED_OUT_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('sessionEnd')).toBe('logout');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });
});

function answering(status: number, message: string) {
  return http.post('*/api/admin/logout', () => HttpResponse.json({ success: false, message }, { status }));
}
