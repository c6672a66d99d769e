import { describe, expect, it, vi } from 'vitest';
import { readItem, removeItems, writeItem } from './storage';

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
