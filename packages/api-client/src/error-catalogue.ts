import { PASSWORD_TOO_SHORT_TEXT, PASSWORDS_NOT_MATCHING_TEXT } from './password-rules';
import { SERVER_MESSAGES as M } from './server-messages';

/** Where a message is shown: under a field, in a banner (`role="alert"`), or under a form. */
export type MessageTarget = 'email' | 'password' | 'captcha' | 'auth_code' | 'banner' | 'form';

export interface UserMessage {
  text: string;
  target: MessageTarget;
}

/**
 * THE catalogue of server messages (the `message` of a failure body, docs/requirements.md; their
 * texts live in server-messages.ts) and what the user sees for each. It lives with the client, so that the console resolves failures
 * with it and the contracts prove, from the same table, that the yaml, the pact and the mock
 * carry every message.
 */
export const SERVER_MESSAGE_TEXTS = {
  [M.notRegistered]: { text: 'Invalid email address', target: 'email' },
  [M.invalidPassword]: { text: 'Invalid Password', target: 'password' },
  [M.invalidCaptcha]: { text: 'Invalid Captcha', target: 'captcha' },
  [M.invalidIp]: { text: 'This IP can not access Admin', target: 'banner' },
  [M.invalidAuthCode]: { text: 'Invalid authentication code.', target: 'auth_code' },
  [M.authCodeExpired]: { text: 'This code has expired. Please log in again.', target: 'banner' },
  [M.tooManyAttempts]: { text: 'Too many wrong codes. Please log in again.', target: 'banner' },
  // Shown as waitText(Retry-After) when the answer says how long to wait, as it always should.
  [M.tooManyRequests]: { text: 'Too many attempts. Please try again later.', target: 'banner' },
  [M.invalidResetCode]: { text: 'This link is not valid. Please ask for a new one.', target: 'form' },
  [M.resetCodeExpired]: { text: 'This link has expired. Please ask for a new one.', target: 'form' },
  [M.resetCodeUsed]: { text: 'This link has already been used. Please ask for a new one.', target: 'form' },
  [M.passwordTooShort]: { text: PASSWORD_TOO_SHORT_TEXT, target: 'form' },
  [M.passwordsDoNotMatch]: { text: PASSWORDS_NOT_MATCHING_TEXT, target: 'form' },
  [M.termsNotAccepted]: { text: 'Please accept the terms and conditions.', target: 'form' },
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
