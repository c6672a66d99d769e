import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminApiClient } from './client';
import { ORIGIN, clientWith, json, recordingFetch } from './test-helpers';

type Client = ReturnType<typeof createAdminApiClient>;

const invalid = { ok: false, error: { kind: 'invalid-response', status: 200 } };

afterEach(() => {
  vi.useRealTimers();
});

describe('a 200 that lacks what the console reads is not a success', () => {
  it('a login reply with an empty token is not a session', async () => {
    const { client } = clientWith(() =>
      json({ success: true, is_auth_required: false, user: { id: 1, first_name: 'Ada' }, token: '', ip: '1.2.3.4' }),
    );
    expect(await client.login({ email: 'admin@crm.test', password: 'Admin@12345', captchaToken: 't' })).toEqual(
      invalid,
    );
  });

  it('a daily-quote reply without quote', async () => {
    const { client } = clientWith(() => json({ success: true }));
    expect(await client.getDailyQuote(new Date(2026, 10, 21))).toEqual(invalid);
  });

  it('a check-login reply without payload', async () => {
    const { client } = clientWith(() => json({ success: true }));
    expect(await client.checkIsLoggedIn()).toEqual(invalid);
  });

  it('a verification reply without a session', async () => {
    const { client } = clientWith(() => json({ success: true, message: 'Verified' }));
    expect(await client.verifyAuthentication({ auth_code: '123456', device_access: true, user_id: 2 })).toEqual(
      invalid,
    );
  });
});

describe('each call posts its body to its own path', () => {
  const ok = () => json({ success: true, message: 'Done' });

  const reset = { new_password: 'Admin@12345', confirm_password: 'Admin@12345', fpcode: '123456' };

  it.each<[string, object, (c: Client) => Promise<unknown>]>([
    ['/forgetPassword', { email: 'admin@crm.test' }, (c) => c.forgotPassword({ email: 'admin@crm.test' })],
    ['/resetPassword', reset, (c) => c.resetPassword(reset)],
    [
      '/resetClientPassword',
      { ...reset, termAndCondition: true },
      (c) => c.resetClientPassword({ ...reset, termAndCondition: true }),
    ],
  ])('posts to %s', async (path, body, call) => {
    const { client, requests } = clientWith(ok);
    expect(await call(client)).toEqual({ ok: true, status: 200, data: { success: true, message: 'Done' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${ORIGIN}/api${path}`);
    expect(await requests[0]?.json()).toEqual(body);
  });

  it('verifyAuthentication posts to /admin/verify_authentication', async () => {
    const session = { success: true, user: { id: 2, first_name: 'Ada' }, token: 'session-token', ip: '1.2.3.4' };
    const { client, requests } = clientWith(() => json(session));
    const body = { auth_code: '123456', device_access: true, user_id: 2 };
    expect(await client.verifyAuthentication(body)).toEqual({ ok: true, status: 200, data: session });
    expect(requests[0]?.url).toBe(`${ORIGIN}/api/admin/verify_authentication`);
    expect(await requests[0]?.json()).toEqual(body);
  });
});

describe('failures', () => {
  it('carry no message key when the server gave none', async () => {
    const { client } = clientWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await client.checkIsLoggedIn()).toStrictEqual({ ok: false, error: { kind: 'http', status: 502 } });
  });

  it('leave no timer behind once the answer is in', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(() => json({ success: true, payload: { isLogedIn: true } }));
    await client.checkIsLoggedIn();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the defaults', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('use the global fetch of the moment of the call, so that one patched later (MSW) is used', async () => {
    const client = createAdminApiClient({
      baseUrl: `${ORIGIN}/api`,
      getToken: () => null,
      readCookie: () => undefined,
    });
    const recorder = recordingFetch(() => json({ success: true, payload: { isLogedIn: true } }));
    vi.stubGlobal('fetch', recorder.fetch);
    expect(await client.checkIsLoggedIn()).toMatchObject({ ok: true });
    expect(recorder.requests).toHaveLength(1);
  });

  it("take the page's origin for the XSRF rule, and send no XSRF header outside a page", async () => {
    const recorder = recordingFetch(() => json({ success: true, message: 'Done' }));
    const client = createAdminApiClient({
      baseUrl: `${ORIGIN}/api`,
      getToken: () => null,
      readCookie: () => 'xsrf-value',
      fetch: recorder.fetch,
    });
    expect(await client.forgotPassword({ email: 'admin@crm.test' })).toMatchObject({ ok: true });
    vi.stubGlobal('location', { origin: ORIGIN });
    await client.forgotPassword({ email: 'admin@crm.test' });
    expect(recorder.requests.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'xsrf-value']);
  });
});
