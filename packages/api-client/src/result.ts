/** Why a call failed. Calls never throw: every outcome is a value of {@link ApiResult}. */
export type ApiFailure =
  /** The server answered with a failure: a 4xx/5xx, or a 200 whose body says `success: false`. */
  | {
      kind: 'http';
      status: number;
      message?: string;
      /** From `Retry-After` (a 429, a 503): how many seconds to wait before trying again. */
      retryAfterSeconds?: number;
    }
  /** No answer: the network failed or the request was refused before reaching the server. */
  | { kind: 'network' }
  /** No answer within the client's `timeoutMs`. */
  | { kind: 'timeout' }
  /** An answer that is not the JSON this operation promises. */
  | { kind: 'invalid-response'; status: number };

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure };

export type ApiFailureKind = ApiFailure['kind'];
