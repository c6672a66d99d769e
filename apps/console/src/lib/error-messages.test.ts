import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXTS, resolveApiFailure } from './error-messages';

describe('the console resolving the catalogue', () => {
  it.each(Object.entries(SERVER_MESSAGE_TEXTS))('shows the catalogue entry of "%s"', (message, entry) => {
    expect(resolveApiFailure({ kind: 'http', status: 400, message })).toEqual(entry);
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
    ['login', 429, 'Too many attempts. Please try again later.'],
    ['password', 429, 'Too many attempts. Please try again later.'],
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

  it.each(['login', 'verify', 'password'] as const)(
    'tells how long to wait when a %s call is throttled',
    (operation) => {
      const throttled = { kind: 'http', status: 429, message: 'Too many requests', retryAfterSeconds: 300 } as const;
      expect(resolveApiFailure(throttled, operation)).toEqual({
        text: 'Too many attempts. Try again in 5 minutes.',
        target: 'banner',
      });
    },
  );

  it('reads a 429 with Retry-After as throttled even when its message is unknown', () => {
    const failure = { kind: 'http', status: 429, message: 'Slow down', retryAfterSeconds: 90 } as const;
    expect(resolveApiFailure(failure).text).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('does not read messages off the prototype', () => {
    expect(resolveApiFailure({ kind: 'http', status: 400, message: 'toString' }).text).toBe(GENERIC_ERROR_TEXT);
  });

  it('reads a catalogue message the server padded with spaces', () => {
    expect(resolveApiFailure({ kind: 'http', status: 200, message: ' Invalid IP ' }, 'login').text).toBe(
      'This IP can not access Admin',
    );
  });

  it('does not read a 503 that says when to come back as throttling', () => {
    const maintenance = { kind: 'http', status: 503, retryAfterSeconds: 120 } as const;
    expect(resolveApiFailure(maintenance, 'login')).toEqual({ text: GENERIC_ERROR_TEXT, target: 'banner' });
  });

  it('still sends the user back to log in after too many wrong codes, even with Retry-After', () => {
    const voided = { kind: 'http', status: 429, message: 'Too many attempts', retryAfterSeconds: 300 } as const;
    expect(resolveApiFailure(voided, 'verify').text).toBe('Too many wrong codes. Please log in again.');
  });
});
