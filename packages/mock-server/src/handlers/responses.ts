import type { components } from '@crm/api-client';

export type Schemas = components['schemas'];

/**
 * An operation's answer as data. The msw handlers turn it into a `Response`; the HTTP server hands
 * it to Hono, which writes it without a fetch `Response` in between.
 */
export interface Reply {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

/** The network-error scenario's answer: none at all, as when the connection drops. */
export const NO_ANSWER = 'no-answer';

export type Outcome = Reply | typeof NO_ANSWER;

export function respond<T extends object>(body: T, status = 200, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body };
}

export function failure(status: number, message: string, headers?: Record<string, string>): Reply {
  return respond<Schemas['Failure']>({ success: false, message }, status, headers);
}
