import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSignInPath, paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds addresses that the route patterns match, with their parameters', () => {
    expect(matchPath(routePatterns.createPassword, paths.createPassword('reset-123'))?.params).toEqual({
      code: 'reset-123',
    });
    expect(matchPath(routePatterns.clientCreatePassword, paths.clientCreatePassword('Jane', 'inv-9'))?.params).toEqual({
      name: 'Jane',
      code: 'inv-9',
    });
    expect(matchPath(routePatterns.adminAny, paths.admin.users())).not.toBeNull();
  });

  it('encodes a parameter so that it stays one path segment', () => {
    expect(paths.clientCreatePassword('Jane/Doe', 'a b')).toBe('/client-create-password/Jane%2FDoe/a%20b');
  });

  it.each([
    ['/', true],
    ['/admin', true],
    ['/admin/', true],
    ['/admin/users', false],
    ['/forgot-password', false],
    ['/administrator', false],
  ])('counts %s as a sign-in address: %s', (pathname, expected) => {
    expect(isSignInPath(pathname)).toBe(expected);
  });
});
