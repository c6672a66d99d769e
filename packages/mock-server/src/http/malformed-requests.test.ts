import { describe, expect, it } from 'vitest';
import { ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';
import { parseRawAnswer, rawRequest, rawSocketExchange, type RawRequest } from '../testing/raw-request';

const { isLoggedIn, login, mock } = useHttpMock();
const loginBody = JSON.stringify({ email: ADMIN.email, password: ADMIN.password, captchaToken: 'ok' });
const json = { 'content-type': 'application/json' };
const longName = 'f'.repeat(600);

type Case = [string, RawRequest, number, string, Record<string, string>?];

const send = (method: string, path: string, body?: string, headers: Record<string, string> = json): RawRequest => ({
  method,
  path,
  body,
  headers: body === undefined ? {} : headers,
});
const badEncoding = (name: string, method: string, path: string): Case => [
  name,
  send(method, path),
  400,
  'Invalid request: the path is not valid percent-encoding',
];
const notAllowed = (method: string, path: string, allow: string, body?: string): Case => [
  `${method} on ${path}`,
  send(method, path, body),
  405,
  'Method not allowed',
  { allow },
];
const notJson = (name: string, path: string, type: string | undefined, body: string, method = 'POST'): Case => [
  name,
  send(method, path, body, type === undefined ? {} : { 'content-type': type }),
  415,
  'Invalid request: the body must be application/json',
  { 'accept-post': 'application/json' },
];
const tooDeep = (name: string, path: string, body: string): Case => [
  name,
  send('POST', path, body),
  400,
  'Invalid request: body is nested deeper than 32 levels',
];
const longNameMessage = `Invalid request: field name "${'f'.repeat(32)}…" is longer than 64 characters`;

const CASES: Case[] = [
  badEncoding('a path ending in %ff', 'GET', '/api/dailyQuote/%ff'),
  badEncoding('a path ending in a bare %', 'GET', '/api/dailyQuote/%'),
  badEncoding('a cut UTF-8 sequence', 'GET', '/api/dailyQuote/%E0%A4%A'),
  badEncoding('bad encoding on a control path', 'POST', '/__mock/%zz'),
  notAllowed('TRACE', '/api/admin/login', 'POST, OPTIONS'),
  notAllowed('PATCH', '/api/admin/login', 'POST, OPTIONS', loginBody),
  notAllowed('DELETE', '/api/dailyQuote/MjAyNjExMjE=', 'GET, OPTIONS'),
  notAllowed('PUT', '/__mock/reset', 'POST, OPTIONS'),
  notAllowed('DELETE', '/__mock/scenario', 'GET, PUT, OPTIONS'),
  notJson('a JSON login sent as text/plain', '/api/admin/login', 'text/plain', loginBody),
  notJson('a login as form data', '/api/admin/login', 'application/x-www-form-urlencoded', 'email=a&password=b'),
  notJson('a login without a content type', '/api/admin/login', undefined, loginBody),
  notJson('JSON in another charset', '/api/admin/login', 'application/json; charset=utf-16', loginBody),
  notJson('a scenario as text/plain', '/__mock/scenario', 'text/plain', '{"scenario":"slow"}', 'PUT'),
  tooDeep('a body nested 10,000 deep', '/api/admin/login', '['.repeat(10_000) + ']'.repeat(10_000)),
  tooDeep('a deep value in a known field', '/api/forgetPassword', `{"email":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`),
  tooDeep('a provider state nested deep', '/__mock/provider-states', '['.repeat(100) + ']'.repeat(100)),
  [
    'a 600-character field name',
    send('POST', '/api/admin/login', JSON.stringify({ ...JSON.parse(loginBody), [longName]: 1 })),
    400,
    longNameMessage,
  ],
  [
    'a 600-character field name in a control body',
    send('PUT', '/__mock/scenario', JSON.stringify({ [longName]: 'slow' })),
    400,
    longNameMessage,
  ],
  [
    'a truncated JSON body',
    send('POST', '/api/admin/verify_authentication', '{"auth_code":'),
    400,
    'Invalid request: body is not valid JSON',
  ],
  ['a path of three slashes', send('GET', '///'), 404, 'Not found: GET ///; the API is under /api/'],
  [
    'an 8 KB unknown path',
    send('GET', `/api/${'p'.repeat(8000)}`),
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

  it('answers OPTIONS like the path: 204 with Allow, or the 400 and 404 of any other method', async () => {
    const known = await rawRequest(mock().url, send('OPTIONS', '/__mock/scenario'));
    expect(known).toMatchObject({ status: 204, text: '', headers: { allow: 'GET, PUT, OPTIONS' } });
    const unknown = await rawRequest(mock().url, send('OPTIONS', '/api/admin/users'));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ success: false, message: 'No API operation OPTIONS /api/admin/users' });
    const badPath = await rawRequest(mock().url, send('OPTIONS', '/api/dailyQuote/%ff'));
    expect(badPath.status).toBe(400);
    expect(JSON.parse(badPath.text)).toMatchObject({ success: false });
  });

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
