import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { signInAs, storeSession } from '@/testing/session';
import { createConsoleApi } from './api';
import { logOut } from './log-out';

const api = createConsoleApi(() => undefined);
const isLive = (token: string) => mockApi.db.sessions.findLive(token, mockApi.now()) !== undefined;

/** Resolves once the mock has answered the log out (its data changed, or the scenario failed it). */
function logoutHandled(): Promise<void> {
  return new Promise((resolve) => {
    const done = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/admin/logout')) return;
      mockApi.server.events.removeListener('response:mocked', done);
      resolve();
    };
    mockApi.server.events.on('response:mocked', done);
  });
}

describe('logOut', () => {
  it("ends the token's session on the server, and the local session at once", async () => {
    const token = await signInAs();
    const handled = logoutHandled();
    logOut(api, '/admin/users?tab=x');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionEnd')).toBe('logout');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    await handled;
    expect(isLive(token)).toBe(false);
  });

  it('ends the local session when the server fails the log out', async () => {
    const token = await signInAs();
    mockApi.useScenario('server-error');
    const handled = logoutHandled();
    logOut(api);
    expect(localStorage.getItem('token')).toBeNull();
    await handled;
    expect(isLive(token)).toBe(true);
  });
});

describe('a 401 of the log out', () => {
  it('is no session end of its own: the session is already ending as a log out', async () => {
    mockApi.server.use(
      http.post('*/api/admin/logout', () =>
        HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    storeSession();
    expect(await api.logout()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('sessionEnd')).toBeNull();
  });
});
