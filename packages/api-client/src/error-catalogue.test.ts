import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXTS, isServerMessage, waitText } from './error-catalogue';

const CATALOGUE_ROWS = [
  ['Not registered', 'Invalid email address', 'email'],
  ['Invalid password', 'Invalid Password', 'password'],
  ['Invalid Captcha', 'Invalid Captcha', 'captcha'],
  ['Invalid IP', 'This IP can not access Admin', 'banner'],
  ['Invalid Auth Code', 'Invalid authentication code.', 'auth_code'],
  ['Auth code expired', 'This code has expired. Please log in again.', 'banner'],
  ['Too many attempts', 'Too many wrong codes. Please log in again.', 'banner'],
  ['Too many requests', 'Too many attempts. Please try again later.', 'banner'],
  ['Invalid reset code', 'This link is not valid. Please ask for a new one.', 'form'],
  ['Reset code expired', 'This link has expired. Please ask for a new one.', 'form'],
  ['Reset code already used', 'This link has already been used. Please ask for a new one.', 'form'],
  ['Password too short', 'Must have at least 6 characters', 'form'],
  ['Passwords do not match', 'Password Not matching', 'form'],
  ['Terms and conditions must be accepted', 'Please accept the terms and conditions.', 'form'],
] as const;

describe('the error catalogue', () => {
  it.each(CATALOGUE_ROWS)('shows "%s" as "%s" (%s)', (message, text, target) => {
    expect(SERVER_MESSAGE_TEXTS).toHaveProperty([message], { text, target });
  });

  it('has exactly the catalogued rows', () => {
    expect(Object.keys(SERVER_MESSAGE_TEXTS)).toEqual(CATALOGUE_ROWS.map(([message]) => message));
  });

  it('does not take what is on the prototype for a server message', () => {
    expect(isServerMessage('toString')).toBe(false);
    expect(isServerMessage('Invalid IP')).toBe(true);
  });

  it('says "Something went wrong. Please try again." for anything else', () => {
    expect(GENERIC_ERROR_TEXT).toBe('Something went wrong. Please try again.');
  });
});

describe('waitText', () => {
  it.each([
    [300, 'Too many attempts. Try again in 5 minutes.'],
    [299, 'Too many attempts. Try again in 5 minutes.'],
    [301, 'Too many attempts. Try again in 6 minutes.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [1, 'Too many attempts. Try again in 1 minute.'],
    [0, 'Too many attempts. Try again in 1 minute.'],
  ])('turns Retry-After %i into "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
