import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isValidEmail } from './email';
import { emailSchema } from './email-schema';
import { maxLengthOf, refuseOverlongPaste, tooLongText } from './field-limits';
import { forgotPasswordState, readHandedOverEmail } from './navigation-state';

describe('e-mail', () => {
  it('is valid as something@something.tld, read trimmed, with no spaces', () => {
    for (const email of ['admin@crm.test', ' a.b@mail.co.uk ', 'x+y@d.io'])
      expect(isValidEmail(email), email).toBe(true);
    for (const email of ['admin@crm', 'admin@.test', 'a b@crm.test', '@crm.test', 'admin@crm.', 'admin@crm..test', ''])
      expect(isValidEmail(email), email).toBe(false);
  });

  it('is required first, then within the limit, then well-formed, read trimmed', () => {
    const firstProblem = (value: string) => z.safeParse(emailSchema, value).error?.issues[0]?.message;
    expect(firstProblem('')).toBe('Email address is required');
    expect(firstProblem('  ')).toBe('Email address is required');
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - 9)}@crm.test`;
    expect(firstProblem(atLimit)).toBeUndefined();
    expect(firstProblem(` ${atLimit} `)).toBeUndefined();
    expect(z.parse(emailSchema, ` ${atLimit} `)).toBe(atLimit);
    expect(firstProblem(`a${atLimit}`)).toBe(EMAIL_MESSAGES.tooLong);
    expect(firstProblem('admin@crm')).toBe('Please Enter valid Email');
    expect(EMAIL_MESSAGES.tooLong).toBe(`Email can be at most ${EMAIL_MAX_LENGTH} characters.`);
  });
});

describe('field limits', () => {
  it("reads the API's limit and words the message", () => {
    expect(maxLengthOf('email')).toBe(EMAIL_MAX_LENGTH);
    expect(EMAIL_MAX_LENGTH).toBeGreaterThan(0);
    expect(tooLongText('Password', 64)).toBe('Password can be at most 64 characters.');
    expect(tooLongText('Code', 6, 'digits')).toBe('Code can be at most 6 digits.');
  });

  function paste(value: string, pasted: string, selection: [number | null, number | null]) {
    const onRefused = vi.fn();
    const preventDefault = vi.fn();
    const event = {
      currentTarget: { value, selectionStart: selection[0], selectionEnd: selection[1] },
      clipboardData: { getData: (type: string) => (type === 'text' ? pasted : '') },
      preventDefault,
    };
    refuseOverlongPaste(5, onRefused)(event as never);
    return { refused: onRefused.mock.calls.length, prevented: preventDefault.mock.calls.length };
  }

  it('lets a paste through up to the limit, counting the selection it replaces', () => {
    expect(paste('ab', 'cde', [2, 2])).toEqual({ refused: 0, prevented: 0 });
    expect(paste('abcd', 'xyz', [1, 3])).toEqual({ refused: 0, prevented: 0 });
    expect(paste('ab', 'cde', [null, null])).toEqual({ refused: 0, prevented: 0 });
  });

  it('refuses, whole, a paste one character past the limit, and tells', () => {
    expect(paste('abc', 'def', [3, 3])).toEqual({ refused: 1, prevented: 1 });
    expect(paste('abcd', 'xyz', [1, 2])).toEqual({ refused: 1, prevented: 1 });
    expect(paste('abc', 'def', [null, null])).toEqual({ refused: 1, prevented: 1 });
    expect(paste('abc', 'def', [0, null])).toEqual({ refused: 1, prevented: 1 });
  });
});

describe('the e-mail handed to the forgotten-password screen', () => {
  it('travels as history state and is read back, or is empty', () => {
    expect(readHandedOverEmail(forgotPasswordState('ada@crm.test'))).toBe('ada@crm.test');
    for (const state of [null, undefined, 'ada@crm.test', {}, { email: 42 }])
      expect(readHandedOverEmail(state)).toBe('');
  });
});
