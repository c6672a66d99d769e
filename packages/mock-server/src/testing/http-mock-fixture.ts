import { afterEach, beforeEach } from 'vitest';
import { httpCaller } from './http-client';
import { startHttpMock, type HttpMock } from '../http/server';
import { ADMIN, TWO_FACTOR_ADMIN } from '../db/fixtures';

/**
 * Starts a fresh quiet HTTP mock on a free port before each test and closes it after. `clock.now`
 * is the mock's time, so tests can step over the 10 minutes. Built inside each test's hooks, the
 * mock's routes and options count as covered by every test that calls it, which Stryker's per-test
 * coverage needs (docs/mutation-testing.md).
 */
export function useHttpMock() {
  const clock = { now: Date.parse('2026-11-21T09:00:00Z') };
  let mock: HttpMock | undefined;
  const started = () => {
    if (!mock) throw new Error('the HTTP mock is not started');
    return mock;
  };
  beforeEach(async () => {
    clock.now = Date.parse('2026-11-21T09:00:00Z');
    mock = await startHttpMock({ port: 0, quiet: true, now: () => clock.now });
  });
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });

  const call = httpCaller(() => started().url);
  const login = (email: string, password: string = ADMIN.password, headers: Record<string, string> = {}) =>
    call('/api/admin/login', { body: { email, password, captchaToken: 'a-captcha-token' }, headers });
  const verify = (authCode: string, deviceAccess = false, headers: Record<string, string> = {}) =>
    call('/api/admin/verify_authentication', {
      body: { auth_code: authCode, device_access: deviceAccess, user_id: TWO_FACTOR_ADMIN.id },
      headers,
    });
  const isLoggedIn = async (token?: string, headers: Record<string, string> = {}) => {
    const answer = await call('/api/admin/check-is-log-in', {
      headers: token ? { authorization: token, ...headers } : headers,
    });
    return (answer.body.payload as { isLogedIn: boolean } | undefined)?.isLogedIn;
  };
  return { clock, call, login, verify, isLoggedIn, mock: started };
}
