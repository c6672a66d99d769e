import type { components } from './generated/admin-api';
import { isRecord } from './is-record';

type Schemas = components['schemas'];

/*
 * Shape checks of the bodies the console reads. They are deliberately small (a full schema
 * validator would double the sign-in bundle): each checks the fields the console depends on.
 */

function isUser(value: unknown): value is Schemas['User'] {
  return isRecord(value) && typeof value.first_name === 'string';
}

function isSession(value: Record<string, unknown>): boolean {
  return isUser(value.user) && typeof value.token === 'string' && value.token !== '' && typeof value.ip === 'string';
}

export function isLoginResponse(value: unknown): value is Schemas['LoginResponse'] {
  if (!isRecord(value) || value.success !== true) return false;
  if (value.is_auth_required === true) return typeof value.user_id === 'number';
  return value.is_auth_required === false && isSession(value);
}

export function isSessionResponse(value: unknown): value is Schemas['SessionResponse'] {
  return isRecord(value) && value.success === true && isSession(value);
}

export function isMessageResponse(value: unknown): value is Schemas['MessageResponse'] {
  return isRecord(value) && value.success === true;
}

export function isDailyQuoteResponse(value: unknown): value is Schemas['DailyQuoteResponse'] {
  return (
    isRecord(value) &&
    isRecord(value.quote) &&
    typeof value.quote.quote === 'string' &&
    typeof value.quote.author === 'string'
  );
}

export function isCheckLoginResponse(value: unknown): value is Schemas['CheckLoginResponse'] {
  return isRecord(value) && isRecord(value.payload) && typeof value.payload.isLogedIn === 'boolean';
}

/** The `message` of a failure body, when the body has one. */
export function failureMessage(value: unknown): string | undefined {
  return isRecord(value) && typeof value.message === 'string' ? value.message : undefined;
}

/** A 200 that says `success: false`: the real API may report failures this way. */
export function isFailureBody(value: unknown): boolean {
  return isRecord(value) && value.success === false;
}
