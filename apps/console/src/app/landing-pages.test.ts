import { href } from 'react-router';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nginxConf from '../../deploy/nginx.conf?raw';
import { routes } from '@/lib/routes';
import { nginxVariable } from '@/testing/nginx-conf';
import { APP_SHELL_FILE, LANDING_PAGES, NOT_FOUND_FILE, pageFileOf } from './landing-pages';

describe('the landing pages', () => {
  it('are the pages of the table of routes, each rendered at its first route with every parameter', () => {
    expect(LANDING_PAGES).toEqual([
      {
        file: 'index.html',
        renderedAt: '/',
        title: 'Log in',
        script: 'sign-in',
        signedOut: true,
        preloads: ['src/features/auth/captcha/recaptcha-captcha.tsx'],
        scriptsAfterFirstPaint: false,
      },
      {
        file: 'forgot-password.html',
        renderedAt: '/forgot-password',
        title: 'Forgotten password',
        script: 'landing',
        signedOut: false,
        preloads: [],
        scriptsAfterFirstPaint: true,
      },
      {
        file: 'create-password.html',
        renderedAt: '/create-password/code',
        title: 'Change password',
        script: 'landing',
        signedOut: false,
        preloads: [],
        scriptsAfterFirstPaint: true,
      },
      {
        file: 'client-create-password.html',
        renderedAt: '/client-create-password/%C2%A0/code',
        title: 'Create password',
        script: 'invitation',
        signedOut: false,
        preloads: [],
        scriptsAfterFirstPaint: true,
      },
      {
        file: '404.html',
        renderedAt: '/not-found',
        title: 'Page not found',
        script: 'landing',
        signedOut: true,
        preloads: [],
        scriptsAfterFirstPaint: true,
      },
    ]);
  });

  it.each([
    ['/', 'index.html'],
    ['/admin', 'index.html'],
    ['/admin/', 'index.html'],
    ['/admin//', 'index.html'],
    ['/ADMIN', 'index.html'],
    ['/admin/users', APP_SHELL_FILE],
    ['/admin/no/such/page', APP_SHELL_FILE],
    ['/forgot-password', 'forgot-password.html'],
    ['/Forgot-Password/', 'forgot-password.html'],
    ['/create-password/reset-code-123', 'create-password.html'],
    ['/create-password', APP_SHELL_FILE],
    ['/create-password/reset-code-123/more', NOT_FOUND_FILE],
    ['/client-create-password/Jane/invite-code-123', 'client-create-password.html'],
    ['/CLIENT-CREATE-PASSWORD/Jane/invite-code-123/', 'client-create-password.html'],
    ['/client-create-password/Jane', APP_SHELL_FILE],
    ['/client-create-password', APP_SHELL_FILE],
    ['/administrator', NOT_FOUND_FILE],
    ['/no/such/page', NOT_FOUND_FILE],
  ])('%s is answered with %s', (pathname, file) => {
    expect(pageFileOf(pathname)).toBe(file);
  });
});

/**
 * The `map $uri $console_page` of deploy/nginx.conf, as nginx reads it (src/testing/nginx-conf.ts),
 * on the normalised URI, its slashes merged.
 */
function nginxPageMap(conf: string): (uri: string) => string {
  return (uri) => nginxVariable(conf, 'console_page', { uri: uri.replace(/\/{2,}/g, '/') });
}

/**
 * Addresses of every route of the table: built with href() from each set of parameters (some left
 * out: links cut short), as they are, with a trailing slash, in capitals, with a segment more, and
 * under another segment.
 */
function sampleAddresses(): string[] {
  const parameters = [{}, { name: 'Jane' }, { code: 'c0de-9' }, { name: 'Jane', code: 'c0de-9' }, { '*': 'no/such' }];
  const built = Object.values(routes).flatMap((route) =>
    parameters.map((params) => href(route.path, params as Record<string, string>)),
  );
  const variants = built.flatMap((address) => [
    address,
    `${address}/`,
    address.toUpperCase(),
    `${address.replace(/\/$/, '')}/more`,
    `/x${address}`,
  ]);
  return [...new Set([...variants, '/administrator', '/forgot-passwords', '/create-passwordx/c0de'])];
}

describe("deploy/nginx.conf's map of pages", () => {
  const nginxPageOf = nginxPageMap(nginxConf);

  it('answers every sample address of the table with the page pageFileOf() gives, not-found falling through to its 404', () => {
    const expected = (uri: string) => {
      const file = pageFileOf(uri);
      return file === NOT_FOUND_FILE ? '' : `/${file}`;
    };
    const samples = sampleAddresses();
    expect(samples.map((uri) => [uri, nginxPageOf(uri)])).toEqual(samples.map((uri) => [uri, expected(uri)]));
  });

  it('reaches every page of the table and the page without a screen', () => {
    const served = new Set(sampleAddresses().map(pageFileOf));
    expect([...served].sort()).toEqual([...LANDING_PAGES.map(({ file }) => file), APP_SHELL_FILE].sort());
  });

  it('reads the map as nginx does: exact strings, then expressions in order, case ignored with ~*', () => {
    const map = nginxPageMap(
      [
        'map $uri $console_page {',
        '    "~^/a"  /first;',
        '    "/ab"  /exact;',
        '    "~*^/A" /second;',
        '    default "";',
        '}',
      ].join('\n'),
    );
    expect(map('/ab')).toBe('/exact');
    expect(map('/ac')).toBe('/first');
    expect(map('/Ac')).toBe('/second');
    expect(map('//ac')).toBe('/first');
    expect(map('/b')).toBe('');
  });
});

describe('every page the console ships', () => {
  // The landing pages and the app's shell are built from index.html (vite/first-paint-plugin.ts);
  // the built-in legal pages are copied from public/. e2e/landing-pages.spec.ts reads the build.
  it.each(['index.html', 'public/legal/pages.html'])('asks for no referrer in its head: %s', async (file) => {
    const html = await readFile(path.join(import.meta.dirname, '../..', file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta name="referrer" content="no-referrer" \/>/);
  });
});
