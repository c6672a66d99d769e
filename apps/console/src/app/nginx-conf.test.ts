import { href } from 'react-router';
import { describe, expect, it } from 'vitest';
import nginxConf from '../../deploy/nginx.conf?raw';
import { COOKIE_NAMES } from '@/lib/cookies';
import { routes } from '@/lib/routes';
import { RECAPTCHA_ORIGINS, TRUSTED_TYPES_POLICY_NAMES } from '@/lib/trusted-types';
import { cspDirectives, nginxHeader, nginxMapBlocks, nginxVariable } from '@/testing/nginx-conf';
import { CACHE_CONTROL, cacheControlOf } from './cache-control';

/*
 * deploy/nginx.conf cannot import a constant: each fact it repeats is held here against its one
 * home, as landing-pages.test.ts holds its map of pages against the table of routes.
 */

const sorted = (values: Iterable<string>) => [...values].sort();

describe("deploy/nginx.conf's $api_cookie, the Cookie header the API gets", () => {
  const REMEMBER_ME = Object.values(COOKIE_NAMES);
  const apiCookie = (header: string) => nginxVariable(nginxConf, 'api_cookie', { http_cookie: header });

  it('names exactly the cookies of lib/cookies.ts, in every expression of its chain of maps', () => {
    const chain = [...nginxMapBlocks(nginxConf)].filter(([variable]) => variable.startsWith('api_cookie'));
    const lists = chain.flatMap(([, block]) => block.entries.map(({ key }) => /\(\?:([\w|-]+)\)=/.exec(key)?.[1]));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(sorted(list?.split('|') ?? []), String(list)).toEqual(sorted(REMEMBER_ME));
  });

  it('drops every remember-me cookie, wherever it sits, and keeps the others in their order', () => {
    const others = ['XSRF-TOKEN=t', 'crm_mock_trusted_device=d'];
    const mine = REMEMBER_ME.map((name) => `${name}=v`);
    for (const header of [
      [...mine, ...others],
      [...others, ...mine],
      [others[0], ...mine, others[1]],
      mine.flatMap((pair, at) => [pair, `other${at}=1`]),
    ])
      expect(apiCookie(header.join('; ')), header.join('; ')).toBe(
        header.filter((pair) => !mine.includes(pair!)).join('; '),
      );
    for (const name of REMEMBER_ME) expect(apiCookie(`${name}=v`), name).toBe('');
  });

  it('keeps names that only look alike, and sends nothing when a remember-me cookie is left over', () => {
    const alike = REMEMBER_ME.map((name) => `my${name}=1; ${name}2=2`).join('; ');
    expect(apiCookie(alike)).toBe(alike);
    const twice = [...REMEMBER_ME, ...REMEMBER_ME].map((name) => `${name}=v`).join('; ');
    expect(apiCookie(`${twice}; other=1`)).toBe('');
  });
});

describe("deploy/nginx.conf's $console_log_uri, the address the access log writes", () => {
  const SECRET = 'SeCrEt-c0de';
  const logged = (requestUri: string) => nginxVariable(nginxConf, 'console_log_uri', { request_uri: requestUri });
  const SAMPLE_VALUES: Record<string, string> = { name: 'Jane', code: SECRET, '*': 'no/such' };
  /**
   * Each route's addresses, its parameters given in order, then some left out at the end (a link
   * cut short); a code is the secret of a password link. A few spellings of each.
   */
  const addresses = Object.values(routes).flatMap((route) => {
    const names = [...route.path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
    return names
      .map((_, at) => Object.fromEntries(names.slice(0, at + 1).map((name) => [name, SAMPLE_VALUES[name]!])))
      .concat([{}])
      .flatMap((params) => {
        const address = href(route.path, params);
        return [address, `${address}/`, address.toUpperCase().replace(SECRET.toUpperCase(), SECRET), `/${address}`];
      });
  });

  it("never holds the code of any route's address, as the route table names its parameter", () => {
    const withCode = addresses.filter((address) => address.includes(SECRET));
    expect(withCode.length).toBeGreaterThan(0);
    for (const address of withCode) expect(logged(address), address).not.toContain(SECRET);
  });

  it('keeps every other address of the table as it came', () => {
    const routesWithCode = Object.values(routes).filter((route) => route.path.includes(':code'));
    for (const address of addresses.filter((address) => !address.includes(SECRET))) {
      const aPasswordLink = routesWithCode.some((route) =>
        new RegExp(`^/+${route.path.split('/')[1]}(/|$)`, 'i').test(address),
      );
      if (!aPasswordLink) expect(logged(address), address).toBe(address);
    }
  });

  it('never holds a query string', () => {
    for (const address of addresses) expect(logged(`${address}?email=a%40b.c`), address).not.toContain('a%40b.c');
  });
});

describe("deploy/nginx.conf's Content-Security-Policy", () => {
  const csp = cspDirectives(nginxHeader(nginxConf, 'Content-Security-Policy'));

  it("allows reCAPTCHA's origins of lib/trusted-types.ts, and no other, in frames and calls", () => {
    expect(sorted(csp.get('frame-src') ?? [])).toEqual(sorted(RECAPTCHA_ORIGINS));
    expect(sorted(csp.get('connect-src') ?? [])).toEqual(sorted(["'self'", ...RECAPTCHA_ORIGINS]));
  });

  it('enforces Trusted Types with the policies of lib/trusted-types.ts only', () => {
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(sorted(csp.get('trusted-types') ?? [])).toEqual(sorted(TRUSTED_TYPES_POLICY_NAMES));
  });
});

describe("deploy/nginx.conf's $console_cache_control", () => {
  it('gives every answer the Cache-Control of cacheControlOf(), the static server sends', () => {
    const samples = ['/', '/admin/users', '/assets/index-abc.js', '/assets/', '/assetsx.js', '/favicon.ico']
      .concat(['/api/admin/login', '/api/dailyQuote/a', '/api', '/no/such/page'])
      .flatMap((uri) => [200, 304, 404, 500, 502].map((status) => ({ uri, status: String(status) })));
    expect(samples.map((sample) => [sample, nginxVariable(nginxConf, 'console_cache_control', sample)])).toEqual(
      samples.map((sample) => [sample, cacheControlOf(Number(sample.status), sample.uri)]),
    );
  });

  it('uses each rule of cache-control.ts', () => {
    const values = nginxMapBlocks(nginxConf).get('console_cache_control');
    expect(sorted([...(values?.entries ?? []).map(({ value }) => value), values?.fallback ?? ''])).toEqual(
      sorted(Object.values(CACHE_CONTROL)),
    );
  });
});
