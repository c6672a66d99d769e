import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  isCheckLoginResponse,
  isDailyQuoteResponse,
  isFailureBody,
  isLoginResponse,
  isMessageResponse,
  isSessionResponse,
} from './response-shape';

const user = { id: 1, first_name: 'Ada' };
const session = { success: true, user, token: 'session-token', ip: '127.0.0.1' };
const login = { ...session, message: 'Login successful', is_auth_required: false };
const challenge = { success: true, message: 'Please check your phone', is_auth_required: true, user_id: 2 };

describe('isLoginResponse', () => {
  it('accepts a session and a two-factor challenge', () => {
    expect(isLoginResponse(login)).toBe(true);
    expect(isLoginResponse(challenge)).toBe(true);
  });

  it.each([
    ['not an object', 'Login successful'],
    ['null', null],
    ['without success: true', { ...login, success: 'true' }],
    ['a challenge without a numeric user_id', { ...challenge, user_id: '2' }],
    ['a session without is_auth_required', { ...session, message: 'Login successful' }],
    ['a session with an empty token', { ...login, token: '' }],
    ['a session without a token', { ...login, token: undefined }],
    ['a session whose token is not a string', { ...login, token: 42 }],
    ['a session without the ip', { ...login, ip: undefined }],
    ['a session without a user', { ...login, user: undefined }],
    ['a session whose user is null', { ...login, user: null }],
    ['a session whose user has no first name', { ...login, user: { id: 1 } }],
  ])('refuses %s', (_name, body) => {
    expect(isLoginResponse(body)).toBe(false);
  });
});

describe('isSessionResponse', () => {
  it('accepts a session', () => {
    expect(isSessionResponse(session)).toBe(true);
  });

  it.each([
    ['null', null],
    ['without success: true', { ...session, success: false }],
    ['without a session', { success: true }],
    ['with an empty token', { ...session, token: '' }],
  ])('refuses %s', (_name, body) => {
    expect(isSessionResponse(body)).toBe(false);
  });
});

describe('isMessageResponse', () => {
  it('accepts success: true and refuses anything else', () => {
    expect(isMessageResponse({ success: true, message: 'Sent' })).toBe(true);
    expect(isMessageResponse({ success: 'yes' })).toBe(false);
    expect(isMessageResponse(null)).toBe(false);
  });
});

describe('isDailyQuoteResponse', () => {
  it('accepts a quote with its author', () => {
    expect(isDailyQuoteResponse({ success: true, quote: { quote: 'Q', author: 'A' } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['without quote', { success: true }],
    ['whose quote is a string', { success: true, quote: 'Q' }],
    ['whose quote has no text', { success: true, quote: { author: 'A' } }],
    ['whose quote has no author', { success: true, quote: { quote: 'Q' } }],
  ])('refuses a body %s', (_name, body) => {
    expect(isDailyQuoteResponse(body)).toBe(false);
  });
});

describe('isCheckLoginResponse', () => {
  it('accepts either answer', () => {
    expect(isCheckLoginResponse({ success: true, payload: { isLogedIn: true } })).toBe(true);
    expect(isCheckLoginResponse({ success: true, payload: { isLogedIn: false } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['without payload', { success: true }],
    ['whose payload is null', { success: true, payload: null }],
    ['whose isLogedIn is not a boolean', { success: true, payload: { isLogedIn: 'true' } }],
  ])('refuses a body %s', (_name, body) => {
    expect(isCheckLoginResponse(body)).toBe(false);
  });
});

describe('failure bodies', () => {
  it('reads a string message only', () => {
    expect(failureMessage({ success: false, message: 'Invalid IP' })).toBe('Invalid IP');
    expect(failureMessage({ success: false, message: 404 })).toBeUndefined();
    expect(failureMessage('Invalid IP')).toBeUndefined();
    expect(failureMessage(null)).toBeUndefined();
  });

  it('is a failure only when success is false', () => {
    expect(isFailureBody({ success: false })).toBe(true);
    expect(isFailureBody({ success: true })).toBe(false);
    expect(isFailureBody({})).toBe(false);
    expect(isFailureBody(null)).toBe(false);
  });
});
