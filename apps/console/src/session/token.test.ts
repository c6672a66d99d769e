import { describe, expect, it } from 'vitest';
import { jwtWith } from '@/testing/jwt';
import { ADMIN_USER, storeSession } from '@/testing/session';
import { hasSessionLeftovers, hasStoredSession, isExpiredJwt } from './token';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ada = ADMIN_USER;

describe('isExpiredJwt', () => {
  it('is expired when exp has passed', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 - 1 }), NOW)).toBe(true);
  });

  it('is expired at exp itself', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 }), NOW)).toBe(true);
  });

  it('reads base64url payloads, whose - and _ stand for + and /', () => {
    // '?>?>' encodes to 'Pz4/Pg', so the payload holds both '_' and '-' once made base64url.
    const token = jwtWith({ exp: NOW / 1000 - 1, note: '?>?>?>~~~' });
    expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(isExpiredJwt(token, NOW)).toBe(true);
  });

  it('is alive before exp', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 + 60 }), NOW)).toBe(false);
  });

  it.each([
    ['an opaque token', 'mock-session-8f14e45f'],
    ['a JWT without exp', jwtWith({ sub: '1' })],
    ['a JWT with a text exp', jwtWith({ exp: 'soon' })],
    ['a JWT whose exp is digits in a string', jwtWith({ exp: '1' })],
    ['a JWT whose payload is null', jwtWith(null)],
    ['a token of two parts', jwtWith({ exp: 1 }).split('.').slice(0, 2).join('.')],
    ['a JWT with an empty payload', 'aaa..ccc'],
    ['a damaged JWT', 'aaa.%%%.ccc'],
  ])('leaves %s to the server', (_case, token) => {
    expect(isExpiredJwt(token, NOW)).toBe(false);
  });
});

describe('hasStoredSession', () => {
  it('does not count an expired JWT as a session', () => {
    storeSession({ user: ada, token: jwtWith({ exp: NOW / 1000 - 1 }) });
    expect(hasStoredSession(NOW)).toBe(false);
  });

  it('needs the login flag as well as a live token', () => {
    localStorage.setItem('token', jwtWith({ exp: NOW / 1000 + 60 }));
    expect(hasStoredSession(NOW)).toBe(false);
    localStorage.setItem('isLoggedin', 'false');
    expect(hasStoredSession(NOW)).toBe(false);
    localStorage.setItem('isLoggedin', 'true');
    expect(hasStoredSession(NOW)).toBe(true);
  });
});

describe('hasSessionLeftovers', () => {
  it('counts a token or the login flag alone, and nothing else', () => {
    expect(hasSessionLeftovers()).toBe(false);
    localStorage.setItem('userData', JSON.stringify(ada));
    expect(hasSessionLeftovers()).toBe(false);
    localStorage.setItem('token', 'token-1');
    expect(hasSessionLeftovers()).toBe(true);
    localStorage.removeItem('token');
    localStorage.setItem('isLoggedin', 'true');
    expect(hasSessionLeftovers()).toBe(true);
  });
});
