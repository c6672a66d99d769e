import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS } from './cors';
import { startHttpMock, type HttpMock } from './server';
import { useHttpMock } from '../testing/http-mock-fixture';

const { call, mock } = useHttpMock();
const DENIED = ['https://evil.example', 'null', 'http://localhost:5174', 'http://localhost'];

function allowHeaders(headers: Headers): string[] {
  return [...headers.keys()].filter((name) => name.startsWith('access-control-allow-'));
}

function preflight(url: string, origin: string, method = 'POST'): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });
}

describe('CORS for the console origins', () => {
  it.each(DEFAULT_CORS_ORIGINS)(
    'answers the preflight from %s with the origin, credentials and the headers the console sends',
    async (origin) => {
      const response = await preflight(`${mock().url}/api/admin/login`, origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-mock-scenario');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(response.headers.get('vary')).toBe('Origin');
    },
  );

  it('names on a preflight exactly the methods and headers the console may send', async () => {
    const response = await preflight(`${mock().url}/api/admin/login`, 'http://localhost:5173', 'PUT');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,x-mock-scenario,X-XSRF-TOKEN',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('lets the console read Retry-After of a throttled answer', async () => {
    await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'rate-limited' } });
    const body = { email: 'admin@crm.test' };
    const answer = await call('/api/forgetPassword', { body, headers: { origin: 'http://localhost:5173' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('echoes http://localhost:5173 on an ordinary answer and on the control endpoints', async () => {
    const headers = { origin: 'http://localhost:5173' };
    const api = await call('/api/admin/check-is-log-in', { headers });
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const control = await call('/__mock/scenario', { headers });
    expect(control.status).toBe(200);
    expect(control.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await preflight(`${mock().url}/__mock/reset`, 'http://localhost:5173')).status).toBe(204);
  });
});

describe('CORS for any other origin', () => {
  it.each(DENIED)('refuses the preflight from %s with a JSON 403 and no allow header', async (origin) => {
    for (const path of ['/api/admin/login', '/__mock/reset', '/__mock/scenario']) {
      const response = await preflight(`${mock().url}${path}`, origin);
      expect(response.status).toBe(403);
      expect(allowHeaders(response.headers)).toEqual([]);
      expect(await response.json()).toEqual({ success: false, message: 'Origin not allowed' });
    }
  });

  it('marks a refused preflight as varying on the origin, so no cache serves it to the console', async () => {
    const response = await preflight(`${mock().url}/api/admin/login`, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it.each(DENIED)('answers a simple API request from %s without any allow header', async (origin) => {
    const answer = await call('/api/admin/check-is-log-in', { headers: { origin } });
    expect(answer.status).toBe(200);
    expect(allowHeaders(answer.headers)).toEqual([]);
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it.each(DENIED)('lets no page on %s reset the mock or change its scenario', async (origin) => {
    await call('/__mock/scenario', { method: 'PUT', body: { scenario: 'slow' } });
    const reset = await call('/__mock/reset', { method: 'POST', headers: { origin } });
    expect(reset).toMatchObject({ status: 403, body: { success: false, message: 'Origin not allowed' } });
    expect(allowHeaders(reset.headers)).toEqual([]);
    const change = await call('/__mock/scenario', {
      method: 'PUT',
      body: { scenario: 'default' },
      headers: { origin },
    });
    expect(change.status).toBe(403);
    expect((await call('/__mock/scenario')).body).toMatchObject({ scenario: 'slow' });
  });
});

describe('CORS with configured origins', () => {
  let configured: HttpMock;
  beforeAll(async () => {
    configured = await startHttpMock({ port: 0, quiet: true, corsOrigins: ['https://console.test'] });
  });
  afterAll(() => configured.close());

  it('allows exactly the configured origins, not the defaults', async () => {
    const allowed = await preflight(`${configured.url}/api/admin/login`, 'https://console.test');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.test');
    const dropped = await preflight(`${configured.url}/api/admin/login`, 'http://localhost:5173');
    expect(dropped.status).toBe(403);
    expect(allowHeaders(dropped.headers)).toEqual([]);
  });
});
