import { describe, expect, it } from 'vitest';
import { ORIGIN, clientWith, json } from './test-helpers';

const loggedOut = { success: true, message: 'Logged out' };

describe('logout', () => {
  it('posts no body to /admin/logout with the stored token raw in Authorization', async () => {
    const { client, requests } = clientWith(() => json(loggedOut), { getToken: () => 'raw-token-123' });
    expect(await client.logout()).toEqual({ ok: true, status: 200, data: loggedOut });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${ORIGIN}/api/admin/logout`);
    expect(request?.headers.get('Authorization')).toBe('raw-token-123');
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(await request?.text()).toBe('');
  });

  it('reads the token when called, so the caller may clear its storage at once', async () => {
    let token: string | null = 'raw-token-123';
    const { client, requests } = clientWith(() => json(loggedOut), { getToken: () => token });
    const pending = client.logout();
    token = null;
    await pending;
    expect(requests[0]?.headers.get('Authorization')).toBe('raw-token-123');
  });

  it('is sent with keepalive, so that it outlives the page; the other calls are not', async () => {
    const { client, requests } = clientWith((request) =>
      json(request.url.endsWith('/logout') ? loggedOut : { success: true, payload: { isLogedIn: true } }),
    );
    await client.logout();
    await client.checkIsLoggedIn();
    expect(requests.map((request) => request.keepalive)).toEqual([true, false]);
  });

  it('carries the XSRF header like every same-origin POST', async () => {
    const { client, requests } = clientWith(() => json(loggedOut), {
      readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : undefined),
    });
    await client.logout();
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it.each([
    ['a 404 from an API without the call', () => json({ success: false, message: 'Not found' }, 404), 404],
    ['a 500', () => json({ success: false, message: 'Internal server error' }, 500), 500],
  ])('reports %s as an http failure, never a throw', async (_name, respond, status) => {
    const { client } = clientWith(respond);
    expect(await client.logout()).toMatchObject({ ok: false, error: { kind: 'http', status } });
  });

  it('reports no answer at all as a network failure', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.logout()).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('reports a 204 or a 200 without success: true as invalid-response', async () => {
    const noContent = clientWith(() => new Response(null, { status: 204 }));
    expect(await noContent.client.logout()).toEqual({ ok: false, error: { kind: 'invalid-response', status: 204 } });
    const other = clientWith(() => json({ message: 'Logged out' }));
    expect(await other.client.logout()).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } });
  });
});
