import { describe, expect, it } from 'vitest';
import { startHttpMock } from './server';
import { CODES, TRUSTED_DEVICE_COOKIE, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { httpCaller } from '../testing/http-client';
import { useHttpMock } from '../testing/http-mock-fixture';

/* The trusted device's cookie over HTTP (docs/decisions/121-the-server-mints-the-trusted-device.md). */
const { login, verify, mock } = useHttpMock();

const trustedBy = (setCookie: string) => setCookie.split(';')[0] ?? '';

async function trustThisDevice(headers: Record<string, string> = {}): Promise<string> {
  await login(TWO_FACTOR_ADMIN.email);
  const verified = await verify(CODES.twoFactor, true, headers);
  expect(verified.status).toBe(200);
  const [setCookie = ''] = verified.headers.getSetCookie();
  return setCookie;
}

describe('the trusted device', () => {
  it('is named by an id the mock mints, never by one the request brings', async () => {
    const chosen = `${TRUSTED_DEVICE_COOKIE}=an-id-the-caller-chose`;
    const setCookie = await trustThisDevice({ cookie: chosen });
    expect(trustedBy(setCookie)).toMatch(new RegExp(`^${TRUSTED_DEVICE_COOKIE}=[0-9a-f]{32}$`));
    expect(mock().api.db.trustedDevices.all()).toEqual([
      { device_id: trustedBy(setCookie).split('=')[1], user_id: TWO_FACTOR_ADMIN.id },
    ]);
    // The id the caller chose opens nothing: a login carrying it is still asked for the second step.
    const withChosen = await login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie: chosen });
    expect(withChosen.body).toMatchObject({ is_auth_required: true });
  });

  it("ends the trust of the renamed device only: the user's other devices stay trusted", async () => {
    const laptop = trustedBy(await trustThisDevice());
    const phone = trustedBy(await trustThisDevice());
    const renamed = trustedBy(await trustThisDevice({ cookie: laptop }));
    const loginWith = (cookie: string) => login(TWO_FACTOR_ADMIN.email, TWO_FACTOR_ADMIN.password, { cookie });
    expect((await loginWith(phone)).body).toMatchObject({ is_auth_required: false });
    expect((await loginWith(renamed)).body).toMatchObject({ is_auth_required: false });
    expect((await loginWith(laptop)).body).toMatchObject({ is_auth_required: true });
    expect(mock().api.db.trustedDevices.all()).toHaveLength(2);
  });

  it('mints a new id at each trust, even from a device without a cookie', async () => {
    const first = trustedBy(await trustThisDevice());
    const second = trustedBy(await trustThisDevice());
    expect(second).not.toBe(first);
  });

  it('is an HttpOnly, SameSite=Lax cookie on the whole origin for a year, not Secure over plain http', async () => {
    const setCookie = await trustThisDevice();
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(['Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']);
  });

  it('is Secure behind a trusted proxy that says the caller came over https, and only then', async () => {
    const proxied = await startHttpMock({ port: 0, quiet: true, trustProxy: true });
    try {
      const call = httpCaller(() => proxied.url);
      const trust = async (proto?: string) => {
        await call('/api/admin/login', {
          body: { email: TWO_FACTOR_ADMIN.email, password: TWO_FACTOR_ADMIN.password, captchaToken: 'ok' },
        });
        const verified = await call('/api/admin/verify_authentication', {
          body: { auth_code: CODES.twoFactor, device_access: true, user_id: TWO_FACTOR_ADMIN.id },
          headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
        });
        return verified.headers.getSetCookie()[0]?.split('; ').slice(1);
      };
      expect(await trust('https')).toEqual(['Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax', 'Secure']);
      // The last entry is the one the proxy wrote; an earlier one is the client's claim.
      expect(await trust('https, http')).not.toContain('Secure');
      expect(await trust('http, https')).toContain('Secure');
      // No header: the proxy said nothing, so plain http.
      expect(await trust()).toEqual(['Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']);
    } finally {
      await proxied.close();
    }
  });

  it('is not Secure when X-Forwarded-Proto says https to a mock that trusts no proxy', async () => {
    await login(TWO_FACTOR_ADMIN.email);
    const verified = await verify(CODES.twoFactor, true, { 'x-forwarded-proto': 'https' });
    expect(verified.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});
