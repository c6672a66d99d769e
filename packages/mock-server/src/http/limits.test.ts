import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './answers';
import { useHttpMock } from '../testing/http-mock-fixture';
import { parseRawAnswer, rawRequest, rawSocketExchange } from '../testing/raw-request';

const { call, mock } = useHttpMock();
const json = { 'content-type': 'application/json' };
const TOO_LARGE = { success: false, message: 'Invalid request: body is larger than 64 KB' };

/** A POST whose headers are sent with `headers` and whose body is written in `chunks`. */
function post(path: string, headers: Record<string, string>, chunks: string[] = []) {
  const { hostname, port } = new URL(mock().url);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const outgoing = request({ hostname, port, method: 'POST', path, headers: { ...json, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
    for (const chunk of chunks) outgoing.write(chunk);
    if (headers['content-length'] === undefined) outgoing.end();
  });
}

describe('the body limit', () => {
  it('takes a body of exactly 64 KB', async () => {
    const scenario = JSON.stringify({ scenario: 'slow' });
    const answer = await call('/__mock/scenario', { method: 'PUT', rawBody: scenario.padEnd(MAX_BODY_BYTES, ' ') });
    expect(answer.status).toBe(200);
    expect(mock().api.scenario).toBe('slow');
  });

  it('counts a chunked body as it arrives, and refuses it past 64 KB', async () => {
    const half = `{"email":"${'a'.repeat(MAX_BODY_BYTES / 2)}`;
    const answer = await post('/api/admin/login', { 'transfer-encoding': 'chunked' }, [half, half, '"}']);
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('takes a chunked body under 64 KB whole', async () => {
    const answer = await post('/__mock/provider-states', { 'transfer-encoding': 'chunked' }, [
      '{"state":',
      '"invalid-ip"}',
    ]);
    expect(answer).toMatchObject({ status: 200, body: { success: true, scenario: 'invalid-ip' } });
    expect(mock().api.scenario).toBe('invalid-ip');
  });

  it('answers a declared 16 MB body with a 413, before any byte of it', async () => {
    const answer = await post('/api/admin/login', { 'content-length': String(16 * 1024 * 1024) });
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });
});

describe('requests outside the operations', () => {
  it('ignores the body of a GET', async () => {
    const answer = await rawRequest(mock().url, {
      method: 'GET',
      path: '/api/admin/check-is-log-in',
      headers: { 'content-type': 'text/plain' },
      body: 'not JSON at all',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ success: true, payload: { isLogedIn: false } });
  });

  it.each([
    ['/api/admin/login', 'POST, OPTIONS'],
    ['/api/dailyQuote/MjAyNjExMjE=', 'GET, OPTIONS'],
  ])('answers OPTIONS on %s with the methods of the yaml', async (path, allow) => {
    const answer = await rawRequest(mock().url, { method: 'OPTIONS', path });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe(allow);
  });

  it('quotes a path of 100 characters whole, and cuts a longer one', async () => {
    const path = `/api/${'p'.repeat(95)}`;
    expect((await call(path)).body.message).toBe(`No API operation GET ${path}`);
    expect((await call(`${path}q`)).body.message).toBe(`No API operation GET ${path}…`);
  });

  it('answers headers larger than Node reads with a JSON 431', async () => {
    const raw = await rawSocketExchange(
      mock().url,
      `GET /api/admin/check-is-log-in HTTP/1.1\r\nHost: mock\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    const body = JSON.stringify({ success: false, message: 'Invalid request: headers are too large' });
    expect(raw).toBe(
      [
        'HTTP/1.1 431 Request Header Fields Too Large',
        'content-type: application/json',
        `content-length: ${body.length}`,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });

  it('answers TRACE with a chunked body 405, as any TRACE: fetch cannot carry its body to the body limit', async () => {
    const raw = await rawSocketExchange(
      mock().url,
      'TRACE /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    );
    expect(parseRawAnswer(raw)).toEqual({ status: 405, body: { success: false, message: 'Method not allowed' } });
  });

  it('names the methods it serves when it refuses CONNECT', async () => {
    const raw = await rawSocketExchange(
      mock().url,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(raw).toContain('\r\nallow: GET, POST, PUT, OPTIONS\r\n');
  });

  it('quotes the first 60 characters of an unknown scenario', async () => {
    const name = 'n'.repeat(200);
    const answer = await call('/api/admin/check-is-log-in', { headers: { 'x-mock-scenario': name } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Invalid request: unknown scenario "${'n'.repeat(60)}" in x-mock-scenario`);
  });
});
