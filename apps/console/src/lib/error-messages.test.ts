import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXTS, resolveApiFailure } from './error-messages';

describe('the server message table', () => {
  it.each([
    ['Not registered', 'Invalid email address', 'email'],
    ['Invalid password', 'Invalid Password', 'password'],
    ['Invalid Captcha', 'Invalid Captcha', 'captcha'],
    ['Invalid IP', 'This IP can not access Admin', 'banner'],
    ['Invalid Auth Code', 'Invalid authentication code.', 'auth_code'],
    ['Auth code expired', 'This code has expired. Please log in again.', 'banner'],
    ['Too many attempts', 'Too many wrong codes. Please log in again.', 'banner'],
    ['Invalid reset code', 'This link is not valid. Please ask for a new one.', 'form'],
    ['Reset code expired', 'This link has expired. Please ask for a new one.', 'form'],
    ['Reset code already used', 'This link has already been used. Please ask for a new one.', 'form'],
    ['Password too short', 'Must have at least 6 characters', 'form'],
    ['Passwords do not match', 'Password Not matching', 'form'],
    ['Terms and conditions must be accepted', 'Please accept the terms and conditions.', 'form'],
  ])('shows "%s" as "%s" (%s)', (message, text, target) => {
    expect(SERVER_MESSAGE_TEXTS).toHaveProperty([message], { text, target });
    expect(resolveApiFailure({ kind: 'http', status: 400, message })).toEqual({ text, target });
  });

  it('has exactly the catalogued rows', () => {
    expect(Object.keys(SERVER_MESSAGE_TEXTS)).toHaveLength(13);
  });
});

describe('resolveApiFailure', () => {
  it('maps by message before status', () => {
    expect(resolveApiFailure({ kind: 'http', status: 403, message: 'Not registered' }, 'login')).toEqual({
      text: 'Invalid email address',
      target: 'email',
    });
  });

  it('accepts a 200 whose body says success: false', () => {
    expect(resolveApiFailure({ kind: 'http', status: 200, message: 'Invalid password' }, 'login').text).toBe(
      'Invalid Password',
    );
  });

  it.each([
    ['login', 401, 'Invalid Password'],
    ['login', 403, 'This IP can not access Admin'],
    ['login', 404, 'Invalid email address'],
    ['verify', 401, 'Invalid authentication code.'],
    ['verify', 410, 'This code has expired. Please log in again.'],
    ['verify', 429, 'Too many wrong codes. Please log in again.'],
    ['password', 404, 'This link is not valid. Please ask for a new one.'],
    ['password', 410, 'This link has expired. Please ask for a new one.'],
  ] as const)('falls back to the status of the %s call: %i -> %s', (operation, status, text) => {
    expect(resolveApiFailure({ kind: 'http', status, message: 'Something unexpected' }, operation).text).toBe(text);
  });

  it.each([
    ['a network failure', { kind: 'network' } as const],
    ['a timeout', { kind: 'timeout' } as const],
    ['an unreadable answer', { kind: 'invalid-response', status: 200 } as const],
    ['a 500', { kind: 'http', status: 500, message: 'Internal server error' } as const],
    ['a 503 without a body', { kind: 'http', status: 503 } as const],
    ['an unknown message', { kind: 'http', status: 400, message: 'Invalid request: body' } as const],
  ])('shows the generic text for %s', (_case, failure) => {
    expect(resolveApiFailure(failure, 'login')).toEqual({ text: GENERIC_ERROR_TEXT, target: 'banner' });
  });

  it('says "Something went wrong. Please try again."', () => {
    expect(GENERIC_ERROR_TEXT).toBe('Something went wrong. Please try again.');
  });

  it('does not read messages off the prototype', () => {
    expect(resolveApiFailure({ kind: 'http', status: 400, message: 'toString' }).text).toBe(GENERIC_ERROR_TEXT);
  });
});
