import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsXsrfHeader, readDocumentCookie } from './xsrf';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readDocumentCookie', () => {
  it('is undefined outside a browser', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });

  it('finds a cookie among others and decodes its value, "=" included', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=a%2Fb=c==; other=1' });
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('a/b=c==');
    expect(readDocumentCookie('theme')).toBe('dark');
    expect(readDocumentCookie('other')).toBe('1');
  });

  it('is undefined when the cookie is absent, even if another name contains it', () => {
    vi.stubGlobal('document', { cookie: 'MY-XSRF-TOKEN=x; XSRF-TOKEN-OLD=y' });
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});

describe('needsXsrfHeader', () => {
  const origin = 'https://console.crm.test';

  it('is true for a state-changing request to the same origin, in any case', () => {
    expect(needsXsrfHeader('POST', `${origin}/api/admin/login`, origin)).toBe(true);
    expect(needsXsrfHeader('post', '/api/admin/login', origin)).toBe(true);
  });

  it('is false for safe methods, another origin, or no known origin', () => {
    for (const method of ['GET', 'head', 'OPTIONS']) expect(needsXsrfHeader(method, '/api/x', origin)).toBe(false);
    expect(needsXsrfHeader('POST', 'https://api.elsewhere.test/api/admin/login', origin)).toBe(false);
    expect(needsXsrfHeader('POST', '/api/admin/login', undefined)).toBe(false);
  });
});
