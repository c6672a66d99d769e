import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { signInAs } from '@/testing/session';
import { createConsoleApi } from './api';

const answer401 = (method: 'get' | 'post', path: string) =>
  http[method](`*/api${path}`, () => HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }));

describe("the console's api client", () => {
  it('sends the stored token raw in Authorization', async () => {
    await signInAs();
    const result = await createConsoleApi(() => undefined).checkIsLoggedIn();
    expect(result).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });

  it('runs the callback it was made with on a 401 of a call that needs the session, before the caller sees the answer', async () => {
    mockApi.server.use(answer401('get', '/admin/check-is-log-in'));
    const seen: string[] = [];
    const api = createConsoleApi(() => seen.push('the callback'));
    const result = await api.checkIsLoggedIn().then((answer) => {
      seen.push('the answer');
      return answer;
    });
    expect(seen).toEqual(['the callback', 'the answer']);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it('runs nothing on an answer other than 401', async () => {
    mockApi.server.use(
      http.get('*/api/admin/check-is-log-in', () =>
        HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const onUnauthorized = vi.fn();
    await createConsoleApi(onUnauthorized).checkIsLoggedIn();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads a 401 of the login as a wrong password, and one of the log out as nothing: not as the end of a session', async () => {
    mockApi.server.use(answer401('post', '/admin/logout'));
    const onUnauthorized = vi.fn();
    const api = createConsoleApi(onUnauthorized);
    const login = await api.login({ email: 'admin@crm.test', password: 'wrong-password', captchaToken: 'token' });
    expect(login).toMatchObject({ ok: false, error: { kind: 'http', status: 401, message: 'Invalid password' } });
    expect(await api.logout()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
