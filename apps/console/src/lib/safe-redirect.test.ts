import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, pathAndQuery, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?tab=x', '/admin/users?tab=x'],
    ['/admin/users?tab=x#top', '/admin/users?tab=x#top'],
    ['/admin/users/../settings', '/admin/settings'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/admin/users'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/admin\\..\\..\\/evil.example'],
    ['an absolute https URL', 'https://evil.example/admin/users'],
    ['an absolute http URL', 'http://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab that URL parsers drop', '/\t/evil.example'],
    ['a newline that URL parsers drop', '/\n/evil.example'],
    ['dot segments that collapse into two slashes', '/admin/..//evil.example'],
    ['a relative path', 'admin/users'],
    ['a malformed escape', '/admin/%E0%A4%A'],
    ['an empty string', ''],
    ['an address longer than 2048 characters', `/admin/users?q=${'x'.repeat(2048)}`],
    ['a non-string', 42],
    ['null', null],
  ])('rejects %s', (_case, target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_REDIRECT);
  });

  it('keeps an address of exactly 2048 characters, the longest it keeps', () => {
    const longest = `/admin/users?q=${'x'.repeat(2048 - '/admin/users?q='.length)}`;
    expect(longest).toHaveLength(2048);
    expect(safeRedirect(longest)).toBe(longest);
  });

  it('falls back to the given default', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });

  it('lands on /admin/users by default', () => {
    expect(DEFAULT_REDIRECT).toBe('/admin/users');
  });
});

describe('pathAndQuery', () => {
  it('keeps the path and the query, not the origin or the hash', () => {
    expect(pathAndQuery('http://localhost:3000/admin/users?tab=x#section')).toBe('/admin/users?tab=x');
  });
});
