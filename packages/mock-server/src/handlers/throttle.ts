import { MESSAGES } from './messages';
import { failure, type Reply } from './responses';
import { THROTTLE_POLICY } from '../db/throttle';

/** 429 with the wait, in seconds, in `Retry-After` and the catalogue's message. */
export function tooManyRequests(retryAfterSeconds: number): Reply {
  return failure(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfterSeconds) });
}

/** What the `rate-limited` scenario answers: a lockout that has just begun. */
export function forcedLockout(): Reply {
  return tooManyRequests(THROTTLE_POLICY.lockoutMs / 1000);
}
