import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mswHandlers } from './msw';
import { ADMIN, CODES, TRUSTED_DEVICE_COOKIE, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { createMockApi } from '../mock-api';
import { setupMockApi } from '../node';

const mock = setupMockApi();
const API = 'http://localhost/api';

beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterAll(() => mock.close());

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const login = (email: string, headers: Record<string, string> = {}) =>
  post('/admin/login', { email, password: TWO_FACTOR_ADMIN.password, captchaToken: 'ok' }, headers);

describe('a trusted device', () => {
  async function trustOneDevice(): Promise<string> {
    await login(TWO_FACTOR_ADMIN.email);
    const verified = await post('/admin/verify_authentication', {
      auth_code: CODES.twoFactor,
      device_access: true,
      user_id: TWO_FACTOR_ADMIN.id,
    });
    const [cookie] = verified.headers.getSetCookie();
    return (cookie ?? '').split(';')[0] ?? '';
  }

  it('skips the second step for the device it names only, not for any other cookie', async () => {
    const cookie = await trustOneDevice();
    expect((await login(TWO_FACTOR_ADMIN.email, { cookie })).body).toMatchObject({ is_auth_required: false });
    const other = await login(TWO_FACTOR_ADMIN.email, { cookie: `${TRUSTED_DEVICE_COOKIE}=another-device` });
    expect(other.body).toMatchObject({ is_auth_required: true, user_id: TWO_FACTOR_ADMIN.id });
  });

  it('sets the cookie without HttpOnly under Node, where document.cookie stands in for the jar, and Secure over https', async () => {
    const trust = async (origin: string) => {
      const body = { email: TWO_FACTOR_ADMIN.email, password: TWO_FACTOR_ADMIN.password, captchaToken: 'ok' };
      const json = { 'content-type': 'application/json' };
      await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(body) });
      const verified = await fetch(`${origin}/api/admin/verify_authentication`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ auth_code: CODES.twoFactor, device_access: true, user_id: TWO_FACTOR_ADMIN.id }),
      });
      return verified.headers.getSetCookie()[0]?.split('; ').slice(1);
    };
    expect(await trust('http://localhost')).toEqual(['Path=/', 'Max-Age=31536000', 'SameSite=Lax']);
    expect(await trust('https://console.test')).toEqual(['Path=/', 'Max-Age=31536000', 'SameSite=Lax', 'Secure']);
  });

  it("sets the cookie HttpOnly in the browser's worker, whose msw keeps it from the page's scripts", async () => {
    const api = createMockApi();
    const handlers = mswHandlers(api.operations, '*/api');
    const post = async (path: string, body: object) =>
      getResponse(
        handlers,
        new Request(`https://console.test/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    await post('/admin/login', {
      email: TWO_FACTOR_ADMIN.email,
      password: TWO_FACTOR_ADMIN.password,
      captchaToken: 'ok',
    });
    const verified = await post('/admin/verify_authentication', {
      auth_code: CODES.twoFactor,
      device_access: true,
      user_id: TWO_FACTOR_ADMIN.id,
    });
    expect(verified?.headers.getSetCookie()[0]?.split('; ').slice(1)).toEqual([
      'Path=/',
      'Max-Age=31536000',
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('skips the second step for the user who trusted it only', async () => {
    const cookie = await trustOneDevice();
    await mock.db.users.update((q) => q.where({ id: ADMIN.id }), {
      data(user) {
        user.two_factor = true;
      },
    });
    const ada = await post(
      '/admin/login',
      { email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' },
      { cookie },
    );
    expect(ada.body).toMatchObject({ is_auth_required: true, user_id: ADMIN.id });
  });
});

describe('the password rule of a reset', () => {
  const reset = (password: string) =>
    post('/resetPassword', { new_password: password, confirm_password: password, fpcode: CODES.reset });

  it('takes exactly 6 characters', async () => {
    expect(await reset('Ab@123')).toMatchObject({ status: 200, body: { success: true } });
  });

  it('refuses 5 characters', async () => {
    expect(await reset('Ab@12')).toMatchObject({ status: 422, body: { message: 'Password too short' } });
  });
});
