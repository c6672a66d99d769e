import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock, type HttpMock } from './server';
import { ADMIN } from '../db/fixtures';
import { httpCaller } from '../testing/http-client';
import { useHttpMock } from '../testing/http-mock-fixture';

const { login } = useHttpMock();

async function ipSeen(signIn: typeof login, forwardedFor: string): Promise<unknown> {
  const answer = await signIn(ADMIN.email, ADMIN.password, { 'x-forwarded-for': forwardedFor });
  expect(answer.status).toBe(200);
  return answer.body.ip;
}

describe('the client IP without --trust-proxy', () => {
  it.each(['203.0.113.7', '2001:db8::1', 'not-an-ip'])(
    'is the socket peer whatever X-Forwarded-For says (%s)',
    async (forwardedFor) => {
      expect(await ipSeen(login, forwardedFor)).toBe('127.0.0.1');
    },
  );
});

describe('the client IP with --trust-proxy', () => {
  let proxied: HttpMock;
  const call = httpCaller(() => proxied.url);
  const proxiedLogin: typeof login = (email, password = ADMIN.password, headers = {}) =>
    call('/api/admin/login', { body: { email, password, captchaToken: 'a-captcha-token' }, headers });

  beforeAll(async () => {
    proxied = await startHttpMock({ port: 0, quiet: true, trustProxy: true });
  });
  afterAll(() => proxied.close());

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::ffff:198.51.100.7', '2001:db8::ffff:198.51.100.7'],
    // The proxy appends the address it saw; what comes before is the client's to forge.
    ['198.51.100.1, 203.0.113.7', '203.0.113.7'],
  ])('takes X-Forwarded-For %s as %s', async (forwardedFor, ip) => {
    expect(await ipSeen(proxiedLogin, forwardedFor)).toBe(ip);
  });

  it('takes the socket peer for a request that came without X-Forwarded-For', async () => {
    const answer = await proxiedLogin(ADMIN.email);
    expect(answer.status).toBe(200);
    expect(answer.body.ip).toBe('127.0.0.1');
  });

  it.each(['not-an-ip', '203.0.113.7:8080', '<script>', '999.1.1.1', '203.0.113.7, unknown', ''])(
    'ignores X-Forwarded-For %j, which is no IP address, for the socket peer',
    async (forwardedFor) => {
      expect(await ipSeen(proxiedLogin, forwardedFor)).toBe('127.0.0.1');
    },
  );
});
