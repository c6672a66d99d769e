import { describe, expect, it } from 'vitest';
import { displayName, readStoredUser } from './session-user';

describe('the stored user', () => {
  it('reads a damaged userData as no user', () => {
    localStorage.setItem('userData', '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('is named with first and last name, or the first name alone', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: 'Ada' })).toBe('Ada');
    expect(displayName(null)).toBe('');
  });
});
