/** Where a message is shown: under a field, in a banner (`role="alert"`), or above a form. */
export type MessageTarget = 'email' | 'password' | 'captcha' | 'auth_code' | 'banner' | 'form';

export interface UserMessage {
  text: string;
  target: MessageTarget;
}

/**
 * THE catalogue of server messages (the `message` of a failure body, docs/requirements.md) and
 * what the user sees for each. It lives with the client, so that the console resolves failures
 * with it and the contracts prove, from the same table, that the yaml, the pact and the mock
 * carry every message.
 */
export const SERVER_MESSAGE_TEXTS = {
  'Not registered': { text: 'Invalid email address', target: 'email' },
  'Invalid password': { text: 'Invalid Password', target: 'password' },
  'Invalid Captcha': { text: 'Invalid Captcha', target: 'captcha' },
  'Invalid IP': { text: 'This IP can not access Admin', target: 'banner' },
  'Invalid Auth Code': { text: 'Invalid authentication code.', target: 'auth_code' },
  'Auth code expired': { text: 'This code has expired. Please log in again.', target: 'banner' },
  'Too many attempts': { text: 'Too many wrong codes. Please log in again.', target: 'banner' },
  // Shown as waitText(Retry-After) when the answer says how long to wait, as it always should.
  'Too many requests': { text: 'Too many attempts. Please try again later.', target: 'banner' },
  'Invalid reset code': { text: 'This link is not valid. Please ask for a new one.', target: 'form' },
  'Reset code expired': { text: 'This link has expired. Please ask for a new one.', target: 'form' },
  'Reset code already used': { text: 'This link has already been used. Please ask for a new one.', target: 'form' },
  'Password too short': { text: 'Must have at least 6 characters', target: 'form' },
  'Passwords do not match': { text: 'Password Not matching', target: 'form' },
  'Terms and conditions must be accepted': { text: 'Please accept the terms and conditions.', target: 'form' },
} as const satisfies Record<string, UserMessage>;

export type ServerMessage = keyof typeof SERVER_MESSAGE_TEXTS;

export function isServerMessage(message: string): message is ServerMessage {
  return Object.hasOwn(SERVER_MESSAGE_TEXTS, message);
}

/** What the user sees for a network failure, a timeout, a 5xx, an unreadable or unknown answer. */
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

/** The throttled text with the wait: `Retry-After` seconds, rounded up to whole minutes. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
