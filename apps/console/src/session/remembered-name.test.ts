import { describe, expect, it } from 'vitest';
import { readRememberedName, rememberName } from './remembered-name';

describe('the remembered name', () => {
  it('is kept in the userName cookie, and an empty one is none', () => {
    expect(readRememberedName()).toBeUndefined();
    rememberName('Ada');
    expect(document.cookie).toContain('userName=Ada');
    expect(readRememberedName()).toBe('Ada');
    rememberName('');
    expect(readRememberedName()).toBeUndefined();
  });

  it.each(['José María', "O'Brien", 'Анна'])('is read when it is a name: %j', (name) => {
    rememberName(name);
    expect(readRememberedName()).toBe(name);
  });

  it.each([
    ['a sentence', 'Ada, your account is suspended: call +1 555 0100'],
    ['a right-to-left override', 'Ada\u202eevil'],
    ['markup', '<b>Ada</b>'],
    ['a name too long', 'a'.repeat(65)],
  ])('is none when it is not a name (%s), as for an invitation', (_what, value) => {
    rememberName(value);
    expect(readRememberedName()).toBeUndefined();
  });
});
