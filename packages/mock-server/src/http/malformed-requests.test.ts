import { describe, expect, it } from 'vitest';
import { ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import { parseRawAnswer, rawRequest, rawSocketExchange, type RawRequest } from '../testing/raw-request';

const { isLoggedIn, login, mock } = useHttpMock();
const loginBody = JSON.stringify({ email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' });
const json = { 'content-type': 'application/json' };
const longName = 'f'.repeat(600);

type Case = [string, RawRequest, number, string, Record<string, string>?];

const CASES: Case[] = [
  [
    'a path ending in %ff',
    { method: 'GET', path: '/api/dailyQuote/%ff' },
    400,
    'Invalid request: the path is not valid percent-encoding',
  ],
  [
    'a path ending in a bare %',
    { method: 'GET', path: '/api/dailyQuote/%' },
    400,
    'Invalid request: the path is not valid percent-encoding',
  ],
  [
    'a cut UTF-8 sequence',
    { method: 'GET', path: '/api/dailyQuote/%E0%A4%A' },
    400,
    'Invalid request: the path is not valid percent-encoding',
  ],
  [
    'bad encoding on a control path',
    { method: 'POST', path: '/__mock/%zz' },
    400,
    'Invalid request: the path is not valid percent-encoding',
  ],
  [
    'TRACE on login',
    { method: 'TRACE', path: '/api/admin/login' },
    405,
    'Method not allowed',
    { allow: 'POST, OPTIONS' },
  ],
  [
    'PATCH on login',
    { method: 'PATCH', path: '/api/admin/login', headers: json, body: loginBody },
    405,
    'Method not allowed',
    { allow: 'POST, OPTIONS' },
  ],
  [
    'DELETE on the daily quote',
    { method: 'DELETE', path: '/api/dailyQuote/MjAyNjExMjE=' },
    405,
    'Method not allowed',
    { allow: 'GET, OPTIONS' },
  ],
  ['PUT on reset', { method: 'PUT', path: '/__mock/reset' }, 405, 'Method not allowed', { allow: 'POST, OPTIONS' }],
  [
    'DELETE on the scenario',
    { method: 'DELETE', path: '/__mock/scenario' },
    405,
    'Method not allowed',
    { allow: 'GET, PUT, OPTIONS' },
  ],
  [
    'a JSON login sent as text/plain',
    { method: 'POST', path: '/api/admin/login', headers: { 'content-type': 'text/plain' }, body: loginBody },
    415,
    'Invalid request: the body must be application/json',
    { 'accept-post': 'application/json' },
  ],
  [
    'a login as form data',
    {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    },
    415,
    'Invalid request: the body must be application/json',
  ],
  [
    'a login without a content type',
    { method: 'POST', path: '/api/admin/login', body: loginBody },
    415,
    'Invalid request: the body must be application/json',
  ],
  [
    'JSON in another charset',
    {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: loginBody,
    },
    415,
    'Invalid request: the body must be application/json',
  ],
  [
    'a scenario as text/plain',
    { method: 'PUT', path: '/__mock/scenario', headers: { 'content-type': 'text/plain' }, body: '{"scenario":"slow"}' },
    415,
    'Invalid request: the body must be application/json',
  ],
  [
    'a body nested 10,000 deep',
    { method: 'POST', path: '/api/admin/login', headers: json, body: '['.repeat(10_000) + ']'.repeat(10_000) },
    400,
    'Invalid request: body is nested deeper than 32 levels',
  ],
  [
    'a deep value in a known field',
    {
      method: 'POST',
      path: '/api/forgetPassword',
      headers: json,
      body: `{"email":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    },
    400,
    'Invalid request: body is nested deeper than 32 levels',
  ],
  [
    'a provider state nested deep',
    { method: 'POST', path: '/__mock/provider-states', headers: json, body: '['.repeat(100) + ']'.repeat(100) },
    400,
    'Invalid request: body is nested deeper than 32 levels',
  ],
  [
    'a 600-character field name',
    {
      method: 'POST',
      path: '/api/admin/login',
      headers: json,
      body: JSON.stringify({ ...JSON.parse(loginBody), [longName]: 1 }),
    },
    400,
    `Invalid request: field name "${'f'.repeat(32)}…" is longer than 64 characters`,
  ],
  [
    'a 600-character field name in a control body',
    { method: 'PUT', path: '/__mock/scenario', headers: json, body: JSON.stringify({ [longName]: 'slow' }) },
    400,
    `Invalid request: field name "${'f'.repeat(32)}…" is longer than 64 characters`,
  ],
  [
    'a truncated JSON body',
    { method: 'POST', path: '/api/admin/verify_authentication', headers: json, body: '{"auth_code":' },
    400,
    'Invalid request: body is not valid JSON',
  ],
  [
    'an 8 KB unknown path',
    { method: 'GET', path: `/api/${'p'.repeat(8000)}` },
    404,
    `No API operation GET /api/${'p'.repeat(95)}…`,
  ],
];

describe('malformed requests', () => {
  it.each(CASES)(
    'answers %s with a bounded 4xx JSON failure',
    async (_case, request, status, message, headers = {}) => {
      const answer = await rawRequest(mock().url, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.text)).toEqual({ success: false, message });
      expect(message.length).toBeLessThanOrEqual(200);
      expect(answer.headers).toMatchObject(headers);
      expect(await isLoggedIn()).toBe(false);
    },
  );

  it('answers a request line Node cannot parse with a JSON 400, not an empty one', async () => {
    const raw = await rawSocketExchange(mock().url, 'GET /api/admin/check-is-log-in HTTP/9.9\r\nHost: x\r\n\r\n');
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(parseRawAnswer(raw)).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid request: malformed HTTP request' },
    });
  });

  it('answers CONNECT with a JSON 405', async () => {
    const raw = await rawSocketExchange(
      mock().url,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(parseRawAnswer(raw)).toEqual({ status: 405, body: { success: false, message: 'Method not allowed' } });
  });

  it('answers a protocol upgrade with a JSON 400', async () => {
    const raw = await rawSocketExchange(
      mock().url,
      'GET /api/admin/check-is-log-in HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    expect(parseRawAnswer(raw)).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid request: protocol upgrades are not supported' },
    });
  });

  it('still takes the console JSON with an explicit UTF-8 charset', async () => {
    const answer = await rawRequest(mock().url, {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: loginBody,
    });
    expect(answer.status).toBe(200);
    expect((await login(ADMIN.email)).status).toBe(200);
  });
});
