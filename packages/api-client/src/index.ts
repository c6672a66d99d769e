/** Where the admin API lives on the console's origin (openapi/admin-api.yaml, `servers`). */
export const API_ROOT = '/api';
export { createAdminApiClient, DEFAULT_TIMEOUT_MS } from './client';
export type * from './client';
export type { ApiFailure, ApiFailureKind, ApiResult } from './result';
export { dayKey, encodeDayKey } from './day-key';
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './xsrf';
export { isRecord } from './is-record';
export { SERVER_MESSAGES } from './server-messages';
export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_TEXT, PASSWORDS_NOT_MATCHING_TEXT } from './password-rules';
export {
  SERVER_MESSAGE_TEXTS,
  GENERIC_ERROR_TEXT,
  isServerMessage,
  waitText,
  type MessageTarget,
  type ServerMessage,
  type UserMessage,
} from './error-catalogue';
export { HTTP_DATE, retryAfterSeconds } from './retry-after';
export type { components, paths, operations } from './generated/admin-api';
export { FIELD_LIMITS, type LimitedField } from './generated/field-limits';
