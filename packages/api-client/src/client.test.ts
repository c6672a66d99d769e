import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, clientWith, json } from './test-helpers';

const loginBody = { email: 'admin@crm.test', password: 'Admin@12345', captchaToken: 'token' };
const session = {
  success: true,
  message: 'Login successful',
  is_auth_required: false,
  user: { id: 1, first_name: 'Ada' },
  token: 'session-token',
  ip: '127.0.0.1',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Authorization header', () => {
  it('carries the stored token raw, with no Bearer prefix', async () => {
    const { client, requests } = clientWith(() => json({ success: true, payload: { isLogedIn: true } }), {
      getToken: () => 'raw-token-123',
    });
    await client.checkIsLoggedIn();
    expect(requests[0]?.headers.get('Authorization')).toBe('raw-token-123');
  });

  it('is absent when no token is stored', async () => {
    const { client, requests } = clientWith(() => json({ success: true, payload: { isLogedIn: false } }));
    await client.checkIsLoggedIn();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at every request, so a new session is used at once', async () => {
    let token = 'first';
    const { client, requests } = clientWith(() => json({ success: true, payload: { isLogedIn: true } }), {
      getToken: () => token,
    });
    await client.checkIsLoggedIn();
    token = 'second';
    await client.checkIsLoggedIn();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['first', 'second']);
  });
});

describe('the XSRF header', () => {
  const withCookie = { readCookie: (name: string) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : undefined) };

  it('is sent on a same-origin POST when the XSRF-TOKEN cookie exists', async () => {
    const { client, requests } = clientWith(() => json(session), withCookie);
    await client.login(loginBody);
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('is never sent on a GET, whose cookies are not even read', async () => {
    const read: string[] = [];
    const { client, requests } = clientWith(() => json({ success: true, payload: { isLogedIn: true } }), {
      readCookie: (name: string) => (read.push(name), withCookie.readCookie(name)),
    });
    await client.checkIsLoggedIn();
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    // Reading document.cookie can wait on the browser's network process, in the call's own task.
    expect(read).toEqual([]);
  });

  it('is never sent to another origin', async () => {
    const { client, requests } = clientWith(() => json(session), {
      ...withCookie,
      baseUrl: 'https://api.elsewhere.test/api',
    });
    await client.login(loginBody);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is not sent when there is no XSRF-TOKEN cookie', async () => {
    const { client, requests } = clientWith(() => json(session));
    await client.login(loginBody);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('requests', () => {
  it('posts the login fields exactly as the contract names them', async () => {
    const { client, requests } = clientWith(() => json(session));
    await client.login(loginBody);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${ORIGIN}/api/admin/login`);
    expect(await requests[0]?.json()).toEqual(loginBody);
  });

  it('asks for the daily quote with the day key, keeping the base64 padding literal', async () => {
    const { client, requests } = clientWith(() => json({ success: true, quote: { quote: 'Q', author: 'A' } }));
    await client.getDailyQuote(new Date(2026, 10, 21));
    expect(requests[0]?.url).toBe(`${ORIGIN}/api/dailyQuote/MjExMDIwMjY=`);
  });
});

describe('results', () => {
  it('returns the typed body on success', async () => {
    const { client } = clientWith(() => json(session));
    const result = await client.login(loginBody);
    expect(result).toEqual({ ok: true, status: 200, data: session });
  });

  it('returns an http failure with the status and the server message on a 4xx', async () => {
    const { client } = clientWith(() => json({ success: false, message: 'Not registered' }, 404));
    expect(await client.login(loginBody)).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, message: 'Not registered' },
    });
  });

  it('exposes Retry-After of a 429 as whole seconds to wait', async () => {
    const throttled = new Response(JSON.stringify({ success: false, message: 'Too many requests' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'Retry-After': '300' },
    });
    const { client } = clientWith(() => throttled);
    expect(await client.forgotPassword({ email: 'admin@crm.test' })).toStrictEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Too many requests', retryAfterSeconds: 300 },
    });
  });

  it('leaves retryAfterSeconds out when the failure carries no Retry-After', async () => {
    const { client } = clientWith(() => json({ success: false, message: 'Too many attempts' }, 429));
    const result = await client.verifyAuthentication({ auth_code: '000000', device_access: false, user_id: 2 });
    expect(result).toStrictEqual({ ok: false, error: { kind: 'http', status: 429, message: 'Too many attempts' } });
  });

  it('returns an http failure for a 200 whose body says success: false', async () => {
    const { client } = clientWith(() => json({ success: false, message: 'Invalid IP' }));
    expect(await client.login(loginBody)).toEqual({
      ok: false,
      error: { kind: 'http', status: 200, message: 'Invalid IP' },
    });
  });

  it('returns an http failure without a message for a 5xx with a non-JSON body', async () => {
    const { client } = clientWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await client.login(loginBody)).toEqual({ ok: false, error: { kind: 'http', status: 502 } });
  });

  it('returns a network failure when the request never gets an answer', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.login(loginBody)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('returns a timeout failure when no answer comes within timeoutMs', async () => {
    vi.useFakeTimers();
    // Held here, as a real fetch holds its request: Node links a Request's signal to the caller's
    // through a WeakRef, so a collected request would never hear the abort (the test would hang).
    const inFlight: Request[] = [];
    const { client } = clientWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          inFlight.push(request);
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 5_000 },
    );
    const pending = client.login(loginBody);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('returns invalid-response when a success body is not JSON', async () => {
    const { client } = clientWith(
      () => new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(await client.login(loginBody)).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } });
  });

  it('returns invalid-response when a success body lacks what the contract promises', async () => {
    const { client } = clientWith(() => json({ success: true, is_auth_required: false, user: { first_name: 'Ada' } }));
    expect(await client.login(loginBody)).toEqual({ ok: false, error: { kind: 'invalid-response', status: 200 } });
  });

  it('accepts a two-factor challenge without a session', async () => {
    const challenge = { success: true, message: 'Please check your phone', is_auth_required: true, user_id: 2 };
    const { client } = clientWith(() => json(challenge));
    expect(await client.login(loginBody)).toEqual({ ok: true, status: 200, data: challenge });
  });

  it('reads the check-login payload', async () => {
    const { client } = clientWith(() => json({ success: true, payload: { isLogedIn: false } }));
    const result = await client.checkIsLoggedIn();
    expect(result.ok && result.data.payload.isLogedIn).toBe(false);
  });
});

describe('a call', () => {
  it("leaves in the caller's task, with its headers, before any queued microtask runs", () => {
    const { client, requests } = clientWith(() => json({ success: true, payload: { isLogedIn: true } }), {
      getToken: () => 'raw-token-123',
      middleware: [{ onResponse: () => undefined }],
    });
    void client.checkIsLoggedIn();
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['raw-token-123']);
  });
});

describe('the middleware option', () => {
  it("sees every response with the call's path, after the client's own headers are set", async () => {
    const seen: string[] = [];
    const { client } = clientWith(() => json({ success: false, message: 'Unauthorized' }, 401), {
      getToken: () => 'raw-token-123',
      middleware: [
        {
          onResponse({ request, response, schemaPath }) {
            seen.push(`${schemaPath} ${response.status} ${request.headers.get('Authorization')}`);
          },
        },
      ],
    });
    const result = await client.checkIsLoggedIn();
    expect(seen).toEqual(['/admin/check-is-log-in 401 raw-token-123']);
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } });
  });
});
