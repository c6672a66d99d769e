import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAdminAreaPath, isClientPasswordLink, isSignInPath, paths, routes } from './routes';

describe('paths', () => {
  it('builds addresses that the route patterns match, with their parameters', () => {
    expect(matchPath(routes.createPassword.path, paths.createPassword('reset-123'))?.params).toEqual({
      code: 'reset-123',
    });
    expect(matchPath(routes.clientCreatePassword.path, paths.clientCreatePassword('Jane', 'inv-9'))?.params).toEqual({
      name: 'Jane',
      code: 'inv-9',
    });
    expect(matchPath(routes.adminAny.path, paths.admin.users())).not.toBeNull();
  });

  it('encodes a parameter so that it stays one path segment', () => {
    expect(paths.clientCreatePassword('Jane/Doe', 'a b')).toBe('/client-create-password/Jane%2FDoe/a%20b');
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
    expect(isClientPasswordLink(paths.clientCreatePassword('Jane', 'inv-9'))).toBe(true);
    expect(isClientPasswordLink(paths.createPassword('reset-123'))).toBe(false);
  });
});
