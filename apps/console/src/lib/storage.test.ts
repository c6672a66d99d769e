import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { cookieAttributes, readItem, removeCookie, removeItems, writeCookie, writeItem } from './storage';

describe('local storage', () => {
  it('uses the key names of docs/requirements.md', () => {
    writeItem('isLoggedin', 'true');
    writeItem('redirectUrl', '/admin/users');
    expect(localStorage.getItem('isLoggedin')).toBe('true');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users');
    removeItems('isLoggedin');
    expect(readItem('isLoggedin')).toBeNull();
  });

  it('behaves as empty when the store cannot be used', () => {
    // A store that refuses every use; unstubGlobals puts the page's own back after the test.
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => writeItem('token', 'x')).not.toThrow();
    expect(readItem('token')).toBeNull();
  });
});

describe('cookies', () => {
  it('are SameSite=Strict, for the whole site, for 30 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCookie('email', 'admin@crm.test');
    expect(set).toHaveBeenCalledWith('email', 'admin@crm.test', {
      path: '/',
      sameSite: 'Strict',
      secure: false,
      expires: 30,
    });
    expect(Cookies.get('email')).toBe('admin@crm.test');
  });

  it('are Secure on https', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Strict', secure: true });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'Strict', secure: false });
  });

  it('are removed with the attributes they were set with', () => {
    writeCookie('password', 'cipher');
    removeCookie('password');
    expect(Cookies.get('password')).toBeUndefined();
  });
});
