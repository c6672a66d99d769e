import { afterAll, beforeAll, beforeEach } from 'vitest';
import { httpCaller } from './http-client';
import { startHttpMock, type HttpMock } from '../http/server';
import { ADMIN, TWO_FACTOR_ADMIN } from '../db/fixtures';

/**
 * Starts a quiet HTTP mock on a free port for the file's tests, resets it before each test and
 * closes it after. `clock.now` is the mock's time, so tests can step over the 10 minutes.
 */
export function useHttpMock() {
  const clock = { now: Date.parse('2026-11-21T09:00:00Z') };
  let mock: HttpMock | undefined;
  const started = () => {
    if (!mock) throw new Error('the HTTP mock is not started');
    return mock;
  };
  beforeAll(async () => {
    mock = await startHttpMock({ port: 0, quiet: true, now: () => clock.now });
  });
  beforeEach(async () => {
    clock.now = Date.parse('2026-11-21T09:00:00Z');
    await started().api.reset();
  });
  afterAll(async () => {
    await mock?.close();
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
