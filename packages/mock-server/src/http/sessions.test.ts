import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock, type HttpMock } from './server';
import { ADMIN } from '../db/fixtures';
import { httpCaller } from '../testing/http-client';
import { useHttpMock } from '../testing/http-mock-fixture';

const { clock, login, isLoggedIn, mock } = useHttpMock();
const HOUR_MS = 60 * 60 * 1000;

async function loginToken(): Promise<string> {
  const answer = await login(ADMIN.email);
  return answer.body.token as string;
}

describe('session expiry', () => {
  it('keeps a session 8 hours by default, and not a millisecond longer', async () => {
    const token = await loginToken();
    clock.now += 8 * HOUR_MS - 1;
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

  it('prunes expired sessions, so a day of logins keeps only the last TTL of them', async () => {
    const api = mock().api;
    // A login every 5 seconds for 24 hours against 8-hour sessions: memory holds 8 hours of them.
    for (let second = 0; second < 24 * 60 * 60; second += 5) {
      clock.now += 5_000;
      await api.createSession(ADMIN.email);
    }
    expect(api.db.sessions.size).toBeLessThanOrEqual((8 * 60 * 60) / 5);
    expect(api.db.sessions.size).toBeGreaterThan((8 * 60 * 60) / 5 - 2);
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('sessions at scale', () => {
  const SESSIONS = 20_000;
  const ROUNDS = 400;
  let small: HttpMock;
  let large: HttpMock;

  beforeAll(async () => {
    [small, large] = await Promise.all([
      startHttpMock({ port: 0, quiet: true }),
      startHttpMock({ port: 0, quiet: true }),
    ]);
    // A first reset compiles the seeding code, so that the timed one measures the sessions' share.
    await large.api.reset();
    for (let index = 0; index < SESSIONS; index++) await large.api.createSession(ADMIN.email);
  });
  afterAll(() => Promise.all([small.close(), large.close()]));

  /**
   * One check-is-log-in through the running mock's handlers, the very ones the server calls: the
   * loopback network's share (a millisecond or so per call) would hide what the lookup costs.
   */
  async function timedCheck(target: HttpMock, token: string): Promise<number> {
    const request = new Request(`${target.url}/api/admin/check-is-log-in`, { headers: { authorization: token } });
    const started = performance.now();
    const response = await getResponse(target.api.handlers, request);
    const body = (await response?.json()) as { payload: { isLogedIn: boolean } };
    const elapsed = performance.now() - started;
    expect(body.payload.isLogedIn).toBe(true);
    return elapsed;
  }

  it('checks a token at 20,000 sessions within 1.5 times its cost at 1', { timeout: 30_000 }, async () => {
    const smallToken = await small.api.createSession(ADMIN.email);
    // A token from the middle: a scan from either end would pay for half the others.
    const largeToken = large.api.db.sessions.all()[SESSIONS / 2]?.token ?? '';
    const costs = { small: [] as number[], large: [] as number[] };
    // Alternating the two servers spreads the noise of a loaded machine evenly over both.
    for (let round = 0; round < ROUNDS; round++) {
      costs.small.push(await timedCheck(small, smallToken));
      costs.large.push(await timedCheck(large, largeToken));
    }
    expect(large.api.db.sessions.size).toBe(SESSIONS);
    expect(median(costs.large) / median(costs.small)).toBeLessThanOrEqual(1.5);
  });

  it('resets 20,000 sessions within 200 ms', async () => {
    const started = performance.now();
    const response = await fetch(`${large.url}/__mock/reset`, { method: 'POST' });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(large.api.db.sessions.size).toBe(0);
    expect(elapsed).toBeLessThanOrEqual(200);
  });
});
