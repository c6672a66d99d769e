import { href, matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAdminAreaPath, isClientPasswordLink, isSignInPath, routes } from './routes';

describe('links', () => {
  it('builds, with href(), addresses that the route patterns match, with their parameters', () => {
    expect(
      matchPath(routes.createPassword.path, href(routes.createPassword.path, { code: 'reset-123' }))?.params,
    ).toEqual({ code: 'reset-123' });
    const invitation = href(routes.clientCreatePassword.path, { name: 'Jane', code: 'inv-9' });
    expect(matchPath(routes.clientCreatePassword.path, invitation)?.params).toEqual({ name: 'Jane', code: 'inv-9' });
    expect(matchPath(routes.adminAny.path, routes.adminUsers.path)).not.toBeNull();
  });

  it('encodes a parameter so that it stays one path segment', () => {
    expect(href(routes.clientCreatePassword.path, { name: 'Jane/Doe', code: 'a b' })).toBe(
      '/client-create-password/Jane%2FDoe/a%20b',
    );
  });

  it('takes, as typed by the table, the parameters of the pattern and the patterns of the table only', () => {
    expect(href(routes.forgotPassword.path)).toBe('/forgot-password');
    expect(href(routes.createPassword.path)).toBe('/create-password');
    // @ts-expect-error -- not a pattern of the table
    expect(() => href('/create-password/:token', { token: 'x' })).not.toThrow();
    // @ts-expect-error -- not a parameter of the pattern
    expect(href(routes.createPassword.path, { token: 'x' })).toBe('/create-password');
    // @ts-expect-error -- a route without parameters takes none
    expect(href(routes.adminUsers.path, { code: 'x' })).toBe('/admin/users');
  });

  it.each([
    ['/', true, false],
    ['/admin', true, false],
    ['/admin/', true, false],
    ['/admin//', true, false],
    ['/admin/users', false, true],
    ['/admin/no-such-page', false, true],
    ['/forgot-password', false, false],
    ['/administrator', false, false],
  ])('counts %s as a sign-in address: %s, inside the guarded admin area: %s', (pathname, signIn, adminArea) => {
    expect(isSignInPath(pathname)).toBe(signIn);
    expect(isAdminAreaPath(pathname)).toBe(adminArea);
  });

  it('tells a client invitation link by its segment', () => {
    expect(isClientPasswordLink(href(routes.clientCreatePassword.path, { name: 'Jane', code: 'inv-9' }))).toBe(true);
    expect(isClientPasswordLink(href(routes.createPassword.path, { code: 'reset-123' }))).toBe(false);
  });
});
