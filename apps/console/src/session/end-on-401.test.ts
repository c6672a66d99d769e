import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { api } from './api';
import { onUnauthorized } from './end-on-401';
import { saveSession } from './start';

const unauthorized = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](`*/api${path}`, () => HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }));

/** A stored session whose next check answers 401. */
function signedInAnswering401() {
  saveSession({ user: { first_name: 'Ada' }, token: 'token-1', ip: '127.0.0.1' });
  mockApi.server.use(unauthorized('/admin/check-is-log-in'));
}

describe('the api client', () => {
  it('sends the stored token raw in Authorization', async () => {
    const token = await mockApi.createSession('admin@crm.test');
    localStorage.setItem('token', token);
    const result = await api.checkIsLoggedIn();
    expect(result).toMatchObject({ ok: true, data: { payload: { isLogedIn: true } } });
  });

  it('clears the session itself when no app listens', async () => {
    signedInAnswering401();
    await api.checkIsLoggedIn();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedin')).toBeNull();
    expect(localStorage.getItem('sessionEnd')).toBe('unauthorized');
  });

  it('hands a 401 of a call that needs the session to the app, which ends the session', async () => {
    signedInAnswering401();
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    await api.checkIsLoggedIn();
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('stops telling a listener once it unsubscribes', async () => {
    signedInAnswering401();
    const listener = vi.fn();
    onUnauthorized(listener)();
    await api.checkIsLoggedIn();
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends nothing on an answer other than 401', async () => {
    saveSession({ user: { first_name: 'Ada' }, token: 'token-1', ip: '127.0.0.1' });
    mockApi.server.use(
      http.get('*/api/admin/check-is-log-in', () =>
        HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await api.checkIsLoggedIn();
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('reads a 401 of the login as a wrong password, not as the end of a session', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const result = await api.login({ email: 'admin@crm.test', password: 'wrong-password', captchaToken: 'token' });
    unsubscribe();
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401, message: 'Invalid password' } });
    expect(listener).not.toHaveBeenCalled();
  });
});
