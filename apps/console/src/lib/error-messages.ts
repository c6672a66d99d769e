import {
  SERVER_MESSAGES as M,
  SERVER_MESSAGE_TEXTS,
  GENERIC_ERROR_TEXT,
  isServerMessage,
  waitText,
  type ApiFailure,
  type ServerMessage,
  type UserMessage,
} from '@crm/api-client';

/*
 * The console's side of the error catalogue (packages/api-client/src/error-catalogue.ts): which
 * entry a failed call stands for, and the text with the wait of a throttled call. No other
 * module maps a server message to a text.
 */
export { SERVER_MESSAGE_TEXTS, GENERIC_ERROR_TEXT };
export type { MessageTarget, ServerMessage, UserMessage } from '@crm/api-client';

/** The call that failed: the same status means different things on different calls. */
export type ApiOperation = 'login' | 'verify' | 'password';

/**
 * The fallback when a failure body carries no known message: the statuses docs/requirements.md
 * gives, per call. A status not listed here (including every 5xx) gives the generic text.
 */
const STATUS_MESSAGES: Record<ApiOperation, Partial<Record<number, ServerMessage>>> = {
  login: { 401: M.invalidPassword, 403: M.invalidIp, 404: M.notRegistered, 429: M.tooManyRequests },
  verify: { 401: M.invalidAuthCode, 410: M.authCodeExpired, 429: M.tooManyAttempts },
  password: { 404: M.invalidResetCode, 410: M.resetCodeExpired, 429: M.tooManyRequests },
};

/** The server message of the catalogue a failure stands for, if any: by `message` first, then by status. */
export function serverMessageOf(failure: ApiFailure, operation?: ApiOperation): ServerMessage | undefined {
  if (failure.kind !== 'http') return undefined;
  const message = failure.message?.trim();
  if (message && isServerMessage(message)) return message;
  if (failure.status === 429 && failure.retryAfterSeconds !== undefined) return M.tooManyRequests;
  return operation ? STATUS_MESSAGES[operation][failure.status] : undefined;
}

/** What the user sees for a failed call, and where. */
export function resolveApiFailure(failure: ApiFailure, operation?: ApiOperation): UserMessage {
  const message = serverMessageOf(failure, operation);
  if (!message) return { text: GENERIC_ERROR_TEXT, target: 'banner' };
  const wait = failure.kind === 'http' ? failure.retryAfterSeconds : undefined;
  if (message === M.tooManyRequests && wait !== undefined) return { text: waitText(wait), target: 'banner' };
  return SERVER_MESSAGE_TEXTS[message];
}
