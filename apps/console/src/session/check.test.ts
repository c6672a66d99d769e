import { DEFAULT_TIMEOUT_MS } from '@crm/api-client';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { advanceUntil, useFakeClock } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { signInAs } from '@/testing/render';
import { expiredToken, storeSession } from '@/testing/session';
import { createConsoleApi } from './api';
import {
  AHEAD_CHECK_LIFETIME_MS,
  checkSession,
  checkSessionAhead,
  settledSessionCheck,
  takeSessionCheck,
} from './check';

const api = createConsoleApi(() => undefined);

const answerCheck = (resolver: Parameters<typeof http.get>[1]) =>
  mockApi.server.use(http.get('*/api/admin/check-is-log-in', resolver));

describe('checkSession', () => {
  it('confirms a session the server knows', async () => {
    await signInAs('admin@crm.test');
    expect(await checkSession(api)).toEqual({ kind: 'confirmed' });
  });

  it('refuses without asking when no token is stored', async () => {
    expect(await checkSession(api)).toEqual({ kind: 'refused', reason: 'refused' });
  });

  it('refuses an expired JWT as expired', async () => {
    storeSession({ token: expiredToken() });
    expect(await checkSession(api)).toEqual({ kind: 'refused', reason: 'expired' });
  });

  it('refuses when the server says not logged in', async () => {
    await signInAs('admin@crm.test');
    mockApi.useScenario('session-expired');
    expect(await checkSession(api)).toEqual({ kind: 'refused', reason: 'refused' });
  });

  it('refuses a 401 as unauthorized', async () => {
    await signInAs('admin@crm.test');
    answerCheck(() => HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }));
    expect(await checkSession(api)).toEqual({ kind: 'refused', reason: 'unauthorized' });
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['an unreadable answer', () => new HttpResponse('<html>gateway</html>', { status: 200 })],
  ])('says nothing about the session after %s', async (_case, resolver) => {
    await signInAs('admin@crm.test');
    answerCheck(resolver);
    expect(await checkSession(api)).toEqual({ kind: 'unreachable' });
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('says nothing about the session after a timeout', async () => {
    await signInAs('admin@crm.test');
    answerCheck(() => new Promise<never>(() => undefined));
    useFakeClock();
    let outcome: unknown;
    void checkSession(api).then((answer) => (outcome = answer));
    await advanceUntil(() => outcome !== undefined, DEFAULT_TIMEOUT_MS / 10);
    expect(outcome).toEqual({ kind: 'unreachable' });
  });
});

describe('a check asked ahead (docs/decisions/062-the-guard-asks-during-the-sign-in-delay.md)', () => {
  const checks = () => seenRequests.filter((request) => request === 'GET /api/admin/check-is-log-in');
  /** The next check, and only that one, says logged out: the answer asked ahead differs from a fresh one. */
  const refuseNextCheck = () =>
    mockApi.server.use(
      http.get(
        '*/api/admin/check-is-log-in',
        () => HttpResponse.json({ success: true, payload: { isLogedIn: false } }),
        {
          once: true,
        },
      ),
    );
  const REFUSED = { kind: 'refused', reason: 'refused' };

  it('is sent at once, and is the guard check within its lifetime; without it the guard asks again', async () => {
    await signInAs('admin@crm.test');
    refuseNextCheck();
    const ahead = checkSessionAhead(api, 1000);
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    expect(await takeSessionCheck(api, ahead, 1000 + AHEAD_CHECK_LIFETIME_MS)).toEqual(REFUSED);
    expect(checks()).toHaveLength(1);
    expect(await takeSessionCheck(api, null)).toEqual({ kind: 'confirmed' });
    expect(checks()).toHaveLength(2);
  });

  it('is not taken once it is older than its lifetime', async () => {
    await signInAs('admin@crm.test');
    refuseNextCheck();
    const ahead = checkSessionAhead(api, 1000);
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    expect(await takeSessionCheck(api, ahead, 1001 + AHEAD_CHECK_LIFETIME_MS)).toEqual({ kind: 'confirmed' });
    expect(checks()).toHaveLength(2);
  });

  it('is not taken for another session', async () => {
    await signInAs('admin@crm.test');
    refuseNextCheck();
    const ahead = checkSessionAhead(api);
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    await signInAs('2fa@crm.test');
    expect(await takeSessionCheck(api, ahead)).toEqual({ kind: 'confirmed' });
    expect(checks()).toHaveLength(2);
  });

  it('tells its answer once it has come, while it holds, and nothing before or after', async () => {
    await signInAs('admin@crm.test');
    const ahead = checkSessionAhead(api, 1000);
    expect(settledSessionCheck(ahead, 1000)).toBeUndefined();
    await ahead!.check;
    expect(settledSessionCheck(ahead, 1000 + AHEAD_CHECK_LIFETIME_MS)).toEqual({ kind: 'confirmed' });
    expect(settledSessionCheck(ahead, 1001 + AHEAD_CHECK_LIFETIME_MS)).toBeUndefined();
    await signInAs('2fa@crm.test');
    expect(settledSessionCheck(ahead, 1000)).toBeUndefined();
    expect(settledSessionCheck(null)).toBeUndefined();
    expect(checks()).toHaveLength(1);
  });

  it('asks nothing without a stored session', async () => {
    const ahead = checkSessionAhead(api);
    expect(ahead).toBeNull();
    expect(await takeSessionCheck(api, ahead)).toEqual(REFUSED);
    expect(checks()).toEqual([]);
  });
});
