import { describe, expect, it } from 'vitest';
import { displayName, readStoredUser } from './user';

describe('the stored user', () => {
  it('reads a damaged userData as no user', () => {
    localStorage.setItem('userData', '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('is no user when none is stored, or what is stored has no first name', () => {
    expect(readStoredUser()).toBeNull();
    for (const stored of ['null', '"Ada"', '42', '{"last_name":"Lovelace"}', '{"first_name":7}']) {
      localStorage.setItem('userData', stored);
      expect(readStoredUser(), stored).toBeNull();
    }
  });

  it('is the stored user when it has a first name', () => {
    localStorage.setItem('userData', JSON.stringify({ id: 1, first_name: 'Ada', email: 'admin@crm.test' }));
    expect(readStoredUser()).toEqual({ id: 1, first_name: 'Ada', email: 'admin@crm.test' });
  });

  it('is named with first and last name, or the first name alone', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: 'Ada' })).toBe('Ada');
    expect(displayName(null)).toBe('');
  });
});
