import type { ApiFailure } from '@crm/api-client';

/** Where a message is shown: under a field, in a banner (`role="alert"`), or above a form. */
export type MessageTarget = 'email' | 'password' | 'captcha' | 'auth_code' | 'banner' | 'form';

export interface UserMessage {
  text: string;
  target: MessageTarget;
}

/**
 * THE table of server messages (the `message` of a failure body, spec §8 and DESIGN §2) and what
 * the user sees for each. Every screen resolves failures through {@link resolveApiFailure}; no
 * other module maps a server message to a text.
 */
export const SERVER_MESSAGE_TEXTS = {
  'Not registered': { text: 'Invalid email address', target: 'email' },
  'Invalid password': { text: 'Invalid Password', target: 'password' },
  'Invalid Captcha': { text: 'Invalid Captcha', target: 'captcha' },
  'Invalid IP': { text: 'This IP can not access Admin', target: 'banner' },
  'Invalid Auth Code': { text: 'Invalid authentication code.', target: 'auth_code' },
  'Auth code expired': { text: 'This code has expired. Please log in again.', target: 'banner' },
  'Too many attempts': { text: 'Too many wrong codes. Please log in again.', target: 'banner' },
  'Invalid reset code': { text: 'This link is not valid. Please ask for a new one.', target: 'form' },
  'Reset code expired': { text: 'This link has expired. Please ask for a new one.', target: 'form' },
  'Reset code already used': { text: 'This link has already been used. Please ask for a new one.', target: 'form' },
  'Password too short': { text: 'Must have at least 6 characters', target: 'form' },
  'Passwords do not match': { text: 'Password Not matching', target: 'form' },
  'Terms and conditions must be accepted': { text: 'Please accept the terms and conditions.', target: 'form' },
} as const satisfies Record<string, UserMessage>;

export type ServerMessage = keyof typeof SERVER_MESSAGE_TEXTS;

/** What the user sees for a network failure, a timeout, a 5xx, an unreadable or unknown answer. */
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

/** The call that failed: the same status means different things on different calls. */
export type ApiOperation = 'login' | 'verify' | 'password';

/**
 * The fallback when a failure body carries no known message: the statuses DESIGN §2 suggests,
 * per call. A status not listed here (including every 5xx) gives the generic text.
 */
const STATUS_MESSAGES: Record<ApiOperation, Partial<Record<number, ServerMessage>>> = {
  login: { 401: 'Invalid password', 403: 'Invalid IP', 404: 'Not registered' },
  verify: { 401: 'Invalid Auth Code', 410: 'Auth code expired', 429: 'Too many attempts' },
  password: { 404: 'Invalid reset code', 410: 'Reset code expired' },
};

function isServerMessage(message: string): message is ServerMessage {
  return Object.hasOwn(SERVER_MESSAGE_TEXTS, message);
}

/** The server message of the table a failure stands for, if any: by `message` first, then by status. */
export function serverMessageOf(failure: ApiFailure, operation?: ApiOperation): ServerMessage | undefined {
  if (failure.kind !== 'http') return undefined;
  const message = failure.message?.trim();
  if (message && isServerMessage(message)) return message;
  return operation ? STATUS_MESSAGES[operation][failure.status] : undefined;
}

/** What the user sees for a failed call, and where. */
export function resolveApiFailure(failure: ApiFailure, operation?: ApiOperation): UserMessage {
  const message = serverMessageOf(failure, operation);
  return message ? SERVER_MESSAGE_TEXTS[message] : { text: GENERIC_ERROR_TEXT, target: 'banner' };
}
