import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { fillLogin, renderApp, signInAs } from '@/testing/render';
import { clearStoredSession, expiredToken, storeSession } from '@/testing/session';
import { SESSION_ENDED_TEXT } from './ended-notice-banner';

const signInHeading = () => screen.findByRole('heading', { name: 'Log in to your account' });
const notice = () => screen.queryByText(SESSION_ENDED_TEXT);

/** What another tab's change of the token looks like here: the browser's `storage` event. */
function otherTabChanges(change: () => void) {
  const oldValue = localStorage.getItem('token');
  change();
  const newValue = localStorage.getItem('token');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue, newValue, storageArea: localStorage }));
  });
}

/** Another tab ending the session, written as that tab writes storage (not through this tab's code). */
function otherTabEnds(reason: string) {
  otherTabChanges(() => {
    localStorage.setItem('sessionEnd', reason);
    clearStoredSession();
  });
}

describe('the session-ended notice', () => {
  it('says so on the sign-in page when the server refuses the session', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('session-expired');
    renderApp('/admin/users');
    await signInHeading();
    // The live region is there from the first paint; the notice arrives in it once the refusal has.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_TEXT));
  });

  it.each([['/admin/users'], ['/']])('says so when a stored JWT has expired (at %s)', async (path) => {
    storeSession({ token: expiredToken() });
    renderApp(path);
    await signInHeading();
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
  });

  it('says nothing on a plain first visit, nor when a visitor without a session opens the admin area', async () => {
    renderApp('/admin/users');
    await signInHeading();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(notice()).not.toBeInTheDocument();
  });

  it("says nothing after the user's own log out", async () => {
    await signInAs('admin@crm.test');
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await signInHeading();
    expect(notice()).not.toBeInTheDocument();
  });

  it('says it once: the sign-in page shown again does not repeat it', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('session-expired');
    const first = renderApp('/admin/users');
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
    first.unmount();
    renderApp('/');
    await signInHeading();
    expect(notice()).not.toBeInTheDocument();
  });

  it('is gone after a new sign-in and a later log out', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('session-expired');
    const { user } = renderApp('/admin/users');
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
    mockApi.useScenario('default');
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await signInHeading();
    expect(notice()).not.toBeInTheDocument();
  });
});

describe("a 401 of the app's client", () => {
  it('ends the session from any page, the address kept for the return, and goes to the sign-in page with the notice', async () => {
    await signInAs('admin@crm.test');
    const app = renderApp('/forgot-password?from=x');
    await screen.findByRole('heading', { level: 1 });
    mockApi.server.use(
      http.get('*/api/admin/check-is-log-in', () =>
        HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await act(async () => {
      await app.api().checkIsLoggedIn();
    });
    await signInHeading();
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionEnd')).toBe('unauthorized');
    expect(localStorage.getItem('redirectUrl')).toBe('/forgot-password?from=x');
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
  });
});

describe('other tabs', () => {
  it('a log out in another tab takes this tab out of the admin area, without the notice', async () => {
    await signInAs('admin@crm.test');
    const { location } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Users' });
    otherTabEnds('logout');
    await signInHeading();
    expect(location()).toBe('/');
    expect(notice()).not.toBeInTheDocument();
  });

  it('a session ended in another tab (a 401 there) takes this tab to the sign-in page with the notice', async () => {
    await signInAs('admin@crm.test');
    const { location } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Users' });
    otherTabEnds('unauthorized');
    expect(await screen.findByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('a sign-in in another tab moves this tab from the sign-in page on to the admin area', async () => {
    const { location } = renderApp('/');
    await signInHeading();
    const token = await mockApi.createSession('admin@crm.test');
    otherTabChanges(() => storeSession({ token }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(location()).toBe('/admin/users');
  });

  it('leaves a tab outside the admin area where it is when another tab logs out', async () => {
    await signInAs('admin@crm.test');
    const { location } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1 });
    otherTabEnds('logout');
    expect(location()).toBe('/forgot-password');
  });
});
