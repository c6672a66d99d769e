import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHttpMock, type HttpMock } from './server';
import { ADMIN } from '../db/fixtures';
import { takeConsoleOutput } from '../testing/fail-on-console';

const LOGIN = JSON.stringify({ email: ADMIN.email, password: ADMIN.password, captchaToken: 'a-captcha-token' });

let mock: HttpMock | undefined;
async function start(options: Parameters<typeof startHttpMock>[0]): Promise<HttpMock> {
  mock = await startHttpMock({ port: 0, ...options });
  return mock;
}
afterEach(async () => {
  await mock?.close();
  mock = undefined;
  vi.useRealTimers();
});

/** A login sent from `localAddress` to `host`, as a client on another loopback address would. */
function loginFrom(port: number, host: string, localAddress: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(LOGIN)) };
    const outgoing = request({ host, port, localAddress, method: 'POST', path: '/api/admin/login', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
    });
    outgoing.on('error', reject);
    outgoing.end(LOGIN);
  });
}

describe('where the HTTP mock listens', () => {
  it('gives an IPv6 origin in brackets, and answers there', async () => {
    const { url } = await start({ host: '::1', quiet: true });
    expect(url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    const answer = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: LOGIN,
    });
    expect(await answer.json()).toMatchObject({ success: true, ip: '::1' });
  });

  it('reads an IPv4 caller on a dual-stack socket as its plain address', async () => {
    const { url } = await start({ host: '::', quiet: true });
    const port = Number(new URL(url).port);
    expect(await loginFrom(port, '127.10.0.12', '127.10.0.12')).toMatchObject({ success: true, ip: '127.10.0.12' });
  });

  it('refuses connections once closed', async () => {
    const { url, close } = await start({ quiet: true });
    expect((await fetch(`${url}/api/admin/check-is-log-in`)).status).toBe(200);
    await close();
    mock = undefined;
    await expect(fetch(`${url}/api/admin/check-is-log-in`)).rejects.toThrow();
  });
});

describe('the request log', () => {
  it('prints each request with its status, its time and its scenario', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { url } = await start({});
    await fetch(`${url}/api/admin/check-is-log-in`);
    await fetch(`${url}/api/admin/check-is-log-in`, { headers: { 'x-mock-scenario': 'server-error' } });
    await vi.waitFor(() => expect(console.info).toHaveBeenCalledTimes(2));
    expect(takeConsoleOutput()).toEqual([
      'console.info: GET /api/admin/check-is-log-in -> 200 0ms [default]',
      'console.info: GET /api/admin/check-is-log-in -> 500 0ms [server-error]',
    ]);
  });

  it('says dropped when the connection went without an answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { url, api } = await start({});
    api.useScenario('network-error');
    await expect(fetch(`${url}/api/admin/check-is-log-in`)).rejects.toThrow();
    await vi.waitFor(() => expect(console.info).toHaveBeenCalledOnce());
    expect(takeConsoleOutput()).toEqual([
      'console.info: GET /api/admin/check-is-log-in -> dropped 0ms [network-error]',
    ]);
  });
});

describe('a failure inside the mock', () => {
  it('answers a JSON 500 and prints what failed', async () => {
    const { url, api } = await start({ quiet: true });
    vi.spyOn(api.db.sessions, 'findLive').mockImplementation(() => {
      throw new Error('the session store is gone');
    });
    const answer = await fetch(`${url}/api/admin/check-is-log-in`, { headers: { authorization: 'a-token' } });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(takeConsoleOutput()).toEqual([
      'console.error: mock-server: the request failed inside the mock Error: the session store is gone',
    ]);
  });
});
