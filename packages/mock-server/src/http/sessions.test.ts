import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpMock, type HttpMock } from './server';
import { ADMIN } from '../db/fixtures';
import { httpCaller } from '../testing/http-client';
import { useHttpMock } from '../testing/http-mock-fixture';
import { mswHandlers } from '../handlers/msw';

const { clock, login, isLoggedIn, mock } = useHttpMock();
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

async function loginToken(): Promise<string> {
  const answer = await login(ADMIN.email);
  return answer.body.token as string;
}

describe('session expiry', () => {
  it('keeps a session used every 14 minutes 8 hours by default, and not a millisecond longer', async () => {
    const token = await loginToken();
    const login = clock.now;
    while (clock.now + 14 * MINUTE_MS < login + 8 * HOUR_MS) {
      clock.now += 14 * MINUTE_MS;
      expect(await isLoggedIn(token)).toBe(true);
    }
    clock.now = login + 8 * HOUR_MS - 1;
    expect(await isLoggedIn(token)).toBe(true);
    clock.now += 1;
    expect(await isLoggedIn(token)).toBe(false);
    expect(mock().api.db.sessions.size).toBe(0);
  });

  it('ends sessions after the TTL the mock was started with', async () => {
    const now = { value: Date.parse('2026-11-21T09:00:00Z') };
    const short = await startHttpMock({ port: 0, quiet: true, sessionTtlSeconds: 2, now: () => now.value });
    try {
      const token = await short.api.createSession(ADMIN.email);
      const check = httpCaller(() => short.url);
      const live = async () => (await check('/api/admin/check-is-log-in', { headers: { authorization: token } })).body;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: true } });
      now.value += 1_999;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: true } });
      now.value += 1;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: false } });
    } finally {
      await short.close();
    }
  });

  // 17,280 logins: the timeout only bounds the wait, for a machine busy with other work.
  it('prunes expired sessions, so a day of logins keeps only the last TTL of them', { timeout: 60_000 }, async () => {
    const now = { value: Date.parse('2026-11-21T09:00:00Z') };
    // Sessions that never idle out within their 8 hours: the TTL alone ends them.
    const idleLong = await startHttpMock({ port: 0, quiet: true, idleTimeoutSeconds: 86_400, now: () => now.value });
    try {
      const api = idleLong.api;
      // A login every 5 seconds for 24 hours against 8-hour sessions: memory holds 8 hours of them.
      for (let second = 0; second < 24 * 60 * 60; second += 5) {
        now.value += 5_000;
        await api.createSession(ADMIN.email);
      }
      expect(api.db.sessions.size).toBeLessThanOrEqual((8 * 60 * 60) / 5);
      expect(api.db.sessions.size).toBeGreaterThan((8 * 60 * 60) / 5 - 2);
    } finally {
      await idleLong.close();
    }
  });
});

describe('the idle timeout', () => {
  it('refuses a token no call carried for 15 minutes, within its 8 hours', async () => {
    const token = await loginToken();
    clock.now += 15 * MINUTE_MS - 1;
    expect(await isLoggedIn(token)).toBe(true);
    clock.now += 15 * MINUTE_MS;
    expect(await isLoggedIn(token)).toBe(false);
    // Gone for good: using it again does not bring it back.
    clock.now -= 15 * MINUTE_MS;
    expect(await isLoggedIn(token)).toBe(false);
  });

  it('counts the 15 minutes from the last call that carried the token, not from the login', async () => {
    const token = await loginToken();
    clock.now += 10 * MINUTE_MS;
    expect(await isLoggedIn(token)).toBe(true);
    clock.now += 15 * MINUTE_MS - 1;
    expect(await isLoggedIn(token)).toBe(true);
    clock.now += 15 * MINUTE_MS;
    expect(await isLoggedIn(token)).toBe(false);
  });

  it('idles out one session only: another, used meanwhile, lives on', async () => {
    const idle = await loginToken();
    clock.now += 5 * MINUTE_MS;
    const used = await loginToken();
    for (let step = 0; step < 3; step += 1) {
      clock.now += 10 * MINUTE_MS;
      expect(await isLoggedIn(used)).toBe(true);
    }
    expect(await isLoggedIn(idle)).toBe(false);
    expect(mock().api.db.sessions.size).toBe(1);
  });

  it('ends sessions after the idle timeout the mock was started with', async () => {
    const now = { value: Date.parse('2026-11-21T09:00:00Z') };
    const short = await startHttpMock({ port: 0, quiet: true, idleTimeoutSeconds: 2, now: () => now.value });
    try {
      const token = await short.api.createSession(ADMIN.email);
      const check = httpCaller(() => short.url);
      const live = async () => (await check('/api/admin/check-is-log-in', { headers: { authorization: token } })).body;
      now.value += 1_999;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: true } });
      now.value += 1_999;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: true } });
      now.value += 2_000;
      expect(await live()).toEqual({ success: true, payload: { isLogedIn: false } });
    } finally {
      await short.close();
    }
  });

  it('prunes idle sessions at the next login, the least recently used first', async () => {
    const api = mock().api;
    const kept = await loginToken();
    await loginToken();
    await loginToken();
    clock.now += 10 * MINUTE_MS;
    expect(await isLoggedIn(kept)).toBe(true);
    clock.now += 10 * MINUTE_MS;
    await loginToken();
    expect(api.db.sessions.all().map((session) => session.token)).toEqual([kept, expect.any(String)]);
  });
});

describe('sessions at scale', () => {
  const SESSIONS = 20_000;
  let large: HttpMock;

  beforeAll(async () => {
    large = await startHttpMock({ port: 0, quiet: true });
    for (let index = 0; index < SESSIONS; index++) await large.api.createSession(ADMIN.email);
  }, 60_000);
  afterAll(() => large.close());

  /*
   * Counted, not timed (a functional test never asserts a duration): a check looks its token up in
   * the index (db/sessions.ts), so it reads one session whatever their number and never lists them.
   */
  it('checks a token at 20,000 sessions by looking at that session alone', async () => {
    // A token from the middle: a scan from either end would read half the others.
    const token = large.api.db.sessions.all()[SESSIONS / 2]?.token ?? '';
    const sessions = large.api.db.sessions;
    const read = vi.spyOn(sessions, 'isExpired');
    const listed = vi.spyOn(sessions, 'all');
    const request = new Request(`${large.url}/api/admin/check-is-log-in`, { headers: { authorization: token } });
    const response = await getResponse(mswHandlers(large.api.operations), request);
    expect(await response?.json()).toEqual({ success: true, payload: { isLogedIn: true } });
    expect(sessions.size).toBe(SESSIONS);
    expect(listed).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('resets 20,000 sessions', async () => {
    const response = await fetch(`${large.url}/__mock/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(large.api.db.sessions.size).toBe(0);
  });
});
