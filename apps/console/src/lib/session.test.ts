import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { jwtWith } from '@/testing/jwt';
import {
  clearSession,
  endSession,
  hasStoredSession,
  isExpiredJwt,
  logOut,
  readStoredUser,
  saveSession,
  takeRedirectTarget,
} from './session';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'admin@crm.test' };

describe('isExpiredJwt', () => {
  it('is expired when exp has passed', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 - 1 }), NOW)).toBe(true);
  });

  it('is expired at exp itself', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 }), NOW)).toBe(true);
  });

  it('is alive before exp', () => {
    expect(isExpiredJwt(jwtWith({ exp: NOW / 1000 + 60 }), NOW)).toBe(false);
  });

  it.each([
    ['an opaque token', 'mock-session-8f14e45f'],
    ['a JWT without exp', jwtWith({ sub: '1' })],
    ['a JWT with a text exp', jwtWith({ exp: 'soon' })],
    ['a damaged JWT', 'aaa.%%%.ccc'],
  ])('leaves %s to the server', (_case, token) => {
    expect(isExpiredJwt(token, NOW)).toBe(false);
  });
});

describe('the stored session', () => {
  it('is stored under the spec keys, with the first name in the userName cookie', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    expect(localStorage.getItem('userData')).toBe(JSON.stringify(ada));
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('ip')).toBe('10.0.0.1');
    expect(localStorage.getItem('isLoggedin')).toBe('true');
    expect(Cookies.get('userName')).toBe('Ada');
    expect(readStoredUser()).toEqual(ada);
    expect(hasStoredSession()).toBe(true);
  });

  it('does not count an expired JWT as a session', () => {
    saveSession({ user: ada, token: jwtWith({ exp: NOW / 1000 - 1 }), ip: '10.0.0.1' });
    expect(hasStoredSession(NOW)).toBe(false);
  });

  it('reads a damaged userData as no user', () => {
    localStorage.setItem('userData', '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('is cleared as the guard clears it: userData, isLoggedin and token', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    clearSession();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('isLoggedin')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(Cookies.get('userName')).toBe('Ada');
  });

  it('is ended with the requested address remembered', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    endSession('/admin/users?tab=x');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never remembers an address of another origin', () => {
    endSession('//evil.example');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
  });

  it('logs out: every session key goes, the userName cookie stays', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    localStorage.setItem('quote', 'Kept');
    logOut();
    for (const key of ['userData', 'token', 'ip', 'isLoggedin', 'redirectUrl']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('quote')).toBe('Kept');
    expect(Cookies.get('userName')).toBe('Ada');
  });
});

describe('takeRedirectTarget', () => {
  it('gives the stored address once', () => {
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    expect(takeRedirectTarget()).toBe('/admin/users?tab=x');
    expect(takeRedirectTarget()).toBe('/admin/users');
  });

  it('gives /admin/users for an address of another origin', () => {
    localStorage.setItem('redirectUrl', '//evil.example');
    expect(takeRedirectTarget()).toBe('/admin/users');
  });
});
