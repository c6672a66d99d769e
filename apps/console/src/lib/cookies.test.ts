import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { cookieAttributes, removeCookie, writeCookie } from './cookies';

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

  it('are not written to be removed when they are not there', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    removeCookie('email');
    expect(remove).not.toHaveBeenCalled();
    writeCookie('email', 'admin@crm.test');
    removeCookie('email');
    expect(remove).toHaveBeenCalledOnce();
    expect(Cookies.get('email')).toBeUndefined();
  });
});
