import { describe, expect, it } from 'vitest';
import { rememberRedirect, takeRedirectTarget } from './redirect';

describe('rememberRedirect', () => {
  it('never remembers an address of another origin, nor the sign-in page', () => {
    rememberRedirect('//evil.example');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
    rememberRedirect('/');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
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
