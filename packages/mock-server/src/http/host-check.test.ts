import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from './answers';
import { isLoopbackHostHeader } from './loopback';
import { startHttpMock } from './server';
import { parseRawAnswer, rawRequest, rawSocketExchange } from '../testing/raw-request';
import { useHttpMock } from '../testing/http-mock-fixture';

/* Nothing on the developer's machine answers a stranger (docs/decisions/124-the-http-mock-answers-loopback-names-only.md). */
const { mock } = useHttpMock();

const LOGIN = JSON.stringify({ email: 'admin@crm.test', password: 'Admin@12345', captchaToken: 'ok' });

const askedAs = (host: string, path = '/api/admin/check-is-log-in', method = 'GET', body?: string) =>
  rawRequest(mock().url, {
    method,
    path,
    headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });

const STRANGERS = [
  'evil.example',
  'evil.example:4010',
  'localhost.evil.example',
  'localhost.',
  '127.0.0.1.nip.io',
  '128.0.0.1',
  '10.0.0.7:4010',
  '0.0.0.0',
  '[::]',
  '[::2]:4010',
  '[fe80::1]',
];

describe('the Host a request names', () => {
  it.each([
    'localhost',
    'localhost:4010',
    'LOCALHOST:4010',
    '127.0.0.1',
    '127.0.0.1:4010',
    '127.9.8.7:1',
    '[::1]',
    '[::1]:4010',
  ])('answers %s, a name of this machine', async (host) => {
    const answer = await askedAs(host);
    expect([answer.status, JSON.parse(answer.text)]).toEqual([200, { success: true, payload: { isLogedIn: false } }]);
  });

  it.each(STRANGERS)('refuses %j with a 403 JSON failure, on the API and the control routes alike', async (host) => {
    for (const [path, method, body] of [
      ['/api/admin/check-is-log-in', 'GET'],
      ['/api/admin/login', 'POST', LOGIN],
      ['/__mock/reset', 'POST'],
      ['/__mock/provider-states', 'GET'],
      ['/no-such-path', 'OPTIONS'],
    ] as const) {
      const answer = await askedAs(host, path, method, body);
      expect(answer.status).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: HTTP_MESSAGES.hostNotAllowed });
    }
  });

  it.each(['::1', '[::1', 'localhost:port', 'a b'])(
    'refuses the malformed Host %j with the JSON 400 of a malformed request',
    async (host) => {
      const answer = await askedAs(host);
      expect([answer.status, JSON.parse(answer.text)]).toEqual([
        400,
        { success: false, message: HTTP_MESSAGES.badRequestLine },
      ]);
    },
  );

  it.each([
    ['no Host at all (HTTP/1.0)', 'GET /api/admin/check-is-log-in HTTP/1.0\r\n\r\n'],
    ['an empty Host', 'GET /api/admin/check-is-log-in HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'],
  ])('refuses %s with the JSON 400 of a malformed request', async (_case, bytes) => {
    const answer = parseRawAnswer(await rawSocketExchange(mock().url, bytes));
    expect(answer).toEqual({ status: 400, body: { success: false, message: HTTP_MESSAGES.badRequestLine } });
  });

  it('changes nothing for a stranger: its login opens no session and its reset resets nothing', async () => {
    await askedAs('evil.example', '/api/admin/login', 'POST', LOGIN);
    expect(mock().api.db.sessions.size).toBe(0);
    await mock().api.useScenario('slow');
    await askedAs('evil.example', '/__mock/reset', 'POST');
    expect(mock().api.scenario).toBe('slow');
  });

  it('answers a stranger in a message of bounded length', () => {
    expect(HTTP_MESSAGES.hostNotAllowed.length).toBeLessThanOrEqual(200);
  });

  it('answers any Host when started with expose, as `--expose` starts it', async () => {
    const exposed = await startHttpMock({ port: 0, quiet: true, expose: true });
    try {
      const answer = await rawRequest(exposed.url, {
        method: 'GET',
        path: '/api/admin/check-is-log-in',
        headers: { host: 'mock.lan.example:4010' },
      });
      expect(answer.status).toBe(200);
    } finally {
      await exposed.close();
    }
  });
});

describe('isLoopbackHostHeader', () => {
  it('takes no header as a stranger, and a loopback name only as the whole header', () => {
    expect(isLoopbackHostHeader(undefined)).toBe(false);
    expect(isLoopbackHostHeader('evil.example:localhost')).toBe(false);
    expect(isLoopbackHostHeader('localhost:4010:80')).toBe(false);
  });

  it('takes a port of up to 5 digits only', () => {
    expect(isLoopbackHostHeader('localhost:65535')).toBe(true);
    expect(isLoopbackHostHeader('localhost:123456')).toBe(false);
    expect(isLoopbackHostHeader('localhost:')).toBe(false);
  });

  it('takes an IPv4 address in brackets as a stranger, and an IPv4-mapped loopback as this machine', () => {
    expect(isLoopbackHostHeader('[127.0.0.1]')).toBe(false);
    expect(isLoopbackHostHeader('[::ffff:127.0.0.1]')).toBe(true);
  });
});
