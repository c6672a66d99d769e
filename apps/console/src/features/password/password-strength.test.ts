import { describe, expect, it } from 'vitest';
import { SPECIAL_CHARACTERS, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['an empty password', '', 'none'],
    ['only special characters', '!@#$%^&*()_+', 'none'],
    ['only spaces', '          ', 'none'],
    ['letters only', 'abcdefghijkl', 'week'],
    ['digits only', '123456789012', 'week'],
    ['a letter then a digit, 9 characters', 'abcdefgh1', 'week'],
    ['a letter then a digit, 10 characters', 'abcdefghi1', 'medium'],
    ['a digit before every letter, 11 characters', '1234abcdefg', 'week'],
    ['a letter, a digit and a special character, 9 characters', 'abcdefg1!', 'week'],
    ['a letter, a digit and a special character, 10 characters', 'abcdefgh1!', 'strong'],
    ['a special character first, then a letter and a digit', '!abcdefgh1', 'medium'],
    ['a special character before the digit only', 'abcdefg!1x', 'medium'],
    ['a letter, a digit and a space (not special)', 'abcdefgh1 ', 'medium'],
    ['non-ASCII letters count as letters', 'äöüßéèàçñ1@', 'strong'],
    ['length counts characters, not UTF-16 units', 'a1😀😀😀😀!', 'week'],
  ] as const)('rates %s (%s) as %s', (_case, password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it.each([...SPECIAL_CHARACTERS])('counts %s as a special character', (special) => {
    expect(passwordStrength(`abcdefgh1${special}`)).toBe('strong');
  });
});
