import { describe, expect, it } from 'vitest';
import { ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import type { CallOptions } from '../testing/http-client';

const { call, isLoggedIn, mock } = useHttpMock();
const login = { email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' };
const verify = { auth_code: '123456', device_access: false, user_id: 2 };
const reset = { new_password: 'NewPass@2026x', confirm_password: 'NewPass@2026x', fpcode: 'reset-code-123' };
const client = { ...reset, fpcode: 'invite-code-123', termAndCondition: true };
const huge = 'x'.repeat(70 * 1024);

type Case = [string, string, CallOptions, number, string | RegExp];

const CASES: Case[] = [
  [
    'a login without email',
    '/api/admin/login',
    { body: { ...login, email: undefined } },
    400,
    "Invalid request: body must have required property 'email'",
  ],
  [
    'a login without captchaToken',
    '/api/admin/login',
    { body: { ...login, captchaToken: undefined } },
    400,
    "Invalid request: body must have required property 'captchaToken'",
  ],
  [
    'an e-mail that is a number',
    '/api/admin/login',
    { body: { ...login, email: 42 } },
    400,
    'Invalid request: body.email must be string',
  ],
  [
    'an e-mail that is not an address',
    '/api/admin/login',
    { body: { ...login, email: 'admin' } },
    400,
    'Invalid request: body.email must match format "email"',
  ],
  [
    'an empty captcha token',
    '/api/admin/login',
    { body: { ...login, captchaToken: '' } },
    400,
    'Invalid request: body.captchaToken must NOT have fewer than 1 characters',
  ],
  [
    'a password of 129 characters',
    '/api/admin/login',
    { body: { ...login, password: 'p'.repeat(129) } },
    400,
    'Invalid request: body.password must NOT have more than 128 characters',
  ],
  [
    'an e-mail of 300 characters',
    '/api/admin/login',
    { body: { ...login, email: `${'a'.repeat(290)}@crm.test` } },
    400,
    'Invalid request: body.email must NOT have more than 254 characters',
  ],
  [
    'an unknown field',
    '/api/admin/login',
    { body: { ...login, role: 'root' } },
    400,
    "Invalid request: body must NOT have additional property 'role'",
  ],
  ['a body that is an array', '/api/admin/login', { body: [login] }, 400, 'Invalid request: body must be object'],
  ['a body that is null', '/api/admin/login', { rawBody: 'null' }, 400, 'Invalid request: body must be object'],
  [
    'a body that is not JSON',
    '/api/admin/login',
    { rawBody: '{"email": "admin@crm.test",' },
    400,
    'Invalid request: body is not valid JSON',
  ],
  ['an empty body', '/api/admin/login', { method: 'POST' }, 400, 'Invalid request: body is not valid JSON'],
  [
    'a body over 64 KB',
    '/api/admin/login',
    { body: { ...login, password: huge } },
    413,
    'Invalid request: body is larger than 64 KB',
  ],
  [
    'a code of 5 digits',
    '/api/admin/verify_authentication',
    { body: { ...verify, auth_code: '12345' } },
    400,
    'Invalid request: body.auth_code must match pattern "^[0-9]{6}$"',
  ],
  [
    'a user_id that is a string',
    '/api/admin/verify_authentication',
    { body: { ...verify, user_id: '2' } },
    400,
    'Invalid request: body.user_id must be integer',
  ],
  [
    'a user_id of 0',
    '/api/admin/verify_authentication',
    { body: { ...verify, user_id: 0 } },
    400,
    'Invalid request: body.user_id must be >= 1',
  ],
  [
    'a verify without device_access',
    '/api/admin/verify_authentication',
    { body: { ...verify, device_access: undefined } },
    400,
    "Invalid request: body must have required property 'device_access'",
  ],
  [
    'a forgetPassword without email',
    '/api/forgetPassword',
    { body: {} },
    400,
    "Invalid request: body must have required property 'email'",
  ],
  [
    'a reset without fpcode',
    '/api/resetPassword',
    { body: { ...reset, fpcode: undefined } },
    400,
    "Invalid request: body must have required property 'fpcode'",
  ],
  [
    'a reset code of 300 characters',
    '/api/resetPassword',
    { body: { ...reset, fpcode: 'c'.repeat(300) } },
    400,
    'Invalid request: body.fpcode must NOT have more than 200 characters',
  ],
  [
    'terms that are a string',
    '/api/resetClientPassword',
    { body: { ...client, termAndCondition: 'yes' } },
    400,
    'Invalid request: body.termAndCondition must be boolean',
  ],
  ['a day key that is not base64', '/api/dailyQuote/!!!!', {}, 400, 'Invalid day key'],
  ['a day key that is base64 of text', '/api/dailyQuote/bm90LWpzb24=', {}, 400, 'Invalid day key'],
  ['a day key that is base64 of a JSON string', '/api/dailyQuote/IjIxMTAyMDI2Ig==', {}, 400, 'Invalid day key'],
  ['a day key whose number is no date', '/api/dailyQuote/OTk5OTk5OTk=', {}, 400, 'Invalid day key'],
  ['a day key that is too short', '/api/dailyQuote/MTI', {}, 400, 'Invalid day key'],
  ['a day key of 100 characters', `/api/dailyQuote/${'A'.repeat(100)}`, {}, 400, 'Invalid day key'],
  [
    'an unknown scenario header',
    '/api/admin/check-is-log-in',
    { headers: { 'x-mock-scenario': 'chaos' } },
    400,
    'Invalid request: unknown scenario "chaos" in x-mock-scenario',
  ],
  ['an unknown API path', '/api/admin/users', {}, 404, /^No API operation GET \/api\/admin\/users/],
  ['a GET of a POST operation', '/api/admin/login', {}, 405, 'Method not allowed'],
  ['a path outside the API', '/admin/login', { body: login }, 404, /^Not found: POST \/admin\/login/],
  ['an unknown control endpoint', '/__mock/nothing', { method: 'POST' }, 404, /^No control endpoint/],
  [
    'a provider state that does not exist',
    '/__mock/provider-states',
    { body: { state: 'the moon is full' } },
    400,
    'Unknown provider state: the moon is full',
  ],
  [
    'a provider-state body without state',
    '/__mock/provider-states',
    { body: { params: {} } },
    400,
    /^Expected \{ "state"/,
  ],
  [
    'a provider-state action that does not exist',
    '/__mock/provider-states',
    { body: { state: 'no session is live', action: 'explode' } },
    400,
    /^Expected/,
  ],
  [
    'a provider-state body that is not JSON',
    '/__mock/provider-states',
    { rawBody: 'state=x' },
    400,
    'Invalid request: body is not valid JSON',
  ],
];

describe('bad input', () => {
  it.each(CASES)(
    'answers %s with a 4xx JSON failure and keeps serving',
    async (_case, path, options, status, message) => {
      const answer = await call(path, options);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toEqual({
        success: false,
        message: message instanceof RegExp ? expect.stringMatching(message) : message,
      });
      expect(await isLoggedIn()).toBe(false);
      expect((await call('/api/admin/login', { body: login })).status).toBe(200);
    },
  );

  it('drops the connection of a sender that will not stop, and keeps serving others', async () => {
    const body = new Uint8Array(17 * 1024 * 1024).fill(97);
    await expect(fetch(`${mock().url}/api/admin/login`, { method: 'POST', body })).rejects.toThrow();
    expect(await isLoggedIn()).toBe(false);
  });
});
