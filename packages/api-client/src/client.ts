import createClient from 'openapi-fetch';
import type { Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/admin-api';
import { encodeDayKey } from './day-key';
import {
  failureMessage,
  isCheckLoginResponse,
  isDailyQuoteResponse,
  isFailureBody,
  isLoginResponse,
  isMessageResponse,
  isSessionResponse,
} from './response-shape';
import type { ApiFailure, ApiResult } from './result';
import { retryAfterSeconds } from './retry-after';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, needsXsrfHeader, readDocumentCookie } from './xsrf';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type LoginSession = Schemas['LoginSession'];
export type LoginChallenge = Schemas['LoginChallenge'];
export type VerifyAuthenticationRequest = Schemas['VerifyAuthenticationRequest'];
export type SessionResponse = Schemas['SessionResponse'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type ResetClientPasswordRequest = Schemas['ResetClientPasswordRequest'];
export type MessageResponse = Schemas['MessageResponse'];
export type DailyQuoteResponse = Schemas['DailyQuoteResponse'];
export type CheckLoginResponse = Schemas['CheckLoginResponse'];
export type User = Schemas['User'];
export type Failure = Schemas['Failure'];

/** An openapi-fetch middleware: sees every request and response of the client (`onRequest`, `onResponse`). */
export type ApiMiddleware = Middleware;

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface AdminApiClientOptions {
  /** The admin API root, e.g. `/api` or `https://crm.example/api`. */
  baseUrl: string;
  /** The stored session token, read at every request. */
  getToken: () => string | null | undefined;
  /** Defaults to a lazy `globalThis.fetch`, so that a fetch patched later (MSW) is used. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** The page's origin, for the same-origin XSRF rule. Defaults to `location.origin`. */
  origin?: string;
  /** Reads a cookie by name. Defaults to `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
  /**
   * Run in order; an `onResponse` sees the request with its token and XSRF headers (e.g. to react
   * to a 401). An `onRequest` sees it without them, and delays the call by the await openapi-fetch gives it.
   */
  middleware?: ApiMiddleware[];
}

export interface AdminApiClient {
  login(body: LoginRequest): Promise<ApiResult<LoginResponse>>;
  verifyAuthentication(body: VerifyAuthenticationRequest): Promise<ApiResult<SessionResponse>>;
  forgotPassword(body: ForgotPasswordRequest): Promise<ApiResult<MessageResponse>>;
  resetPassword(body: ResetPasswordRequest): Promise<ApiResult<MessageResponse>>;
  resetClientPassword(body: ResetClientPasswordRequest): Promise<ApiResult<MessageResponse>>;
  getDailyQuote(date?: Date): Promise<ApiResult<DailyQuoteResponse>>;
  checkIsLoggedIn(): Promise<ApiResult<CheckLoginResponse>>;
  /**
   * Ends the stored token's session on the server (`POST /admin/logout`). The token is read when
   * the call is made, before it returns, so the caller may clear its storage right after. The
   * request is sent with `keepalive`, so that it completes after the page that made it is gone.
   */
  logout(): Promise<ApiResult<MessageResponse>>;
}

/** What openapi-fetch resolves with; only the parts read here. */
interface RawOutcome {
  data?: unknown;
  error?: unknown;
}

/** Per-call options handed to openapi-fetch. */
interface CallInit {
  signal: AbortSignal;
  fetch: (request: Request) => Promise<Response>;
}

/** Keeps base64's `=` padding literal in the path: the real API expects `MjExMDIwMjY=`. */
function dayKeyPathSerializer(pathname: string, params: Record<string, unknown>): string {
  return pathname.replace('{dayKey}', encodeURIComponent(String(params.dayKey)).replaceAll('%3D', '='));
}

/** A failure the server answered; `retryAfterSeconds` only when it said how long to wait. */
function httpFailure(response: Response | undefined, message: string | undefined): ApiFailure {
  const wait = retryAfterSeconds(response?.headers.get('Retry-After'));
  return {
    kind: 'http',
    status: response?.status ?? 0,
    ...(message !== undefined && { message }),
    ...(wait !== undefined && { retryAfterSeconds: wait }),
  };
}

export function createAdminApiClient(options: AdminApiClientOptions): AdminApiClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readCookie = options.readCookie ?? readDocumentCookie;
  const origin = () => options.origin ?? globalThis.location?.origin;

  const client = createClient<paths>({ baseUrl: options.baseUrl });
  for (const middleware of options.middleware ?? []) client.use(middleware);

  /**
   * The token and XSRF headers, set as the request is handed to fetch rather than by an `onRequest`
   * middleware, which openapi-fetch awaits: the call then leaves in the caller's own task, before
   * the renders its caller's state updates queue (docs/decisions/108-a-call-leaves-in-its-callers-task.md).
   */
  function withSession(request: Request): Request {
    const token = options.getToken();
    if (token) request.headers.set('Authorization', token);
    if (!needsXsrfHeader(request.method, request.url, origin())) return request;
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (xsrf) request.headers.set(XSRF_HEADER_NAME, xsrf);
    return request;
  }

  async function send<T>(
    run: (init: CallInit) => Promise<RawOutcome>,
    isValid: (body: unknown) => body is T,
  ): Promise<ApiResult<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response | undefined;
    const fetchOnce = async (request: Request) => {
      response = await baseFetch(withSession(request));
      return response;
    };
    try {
      const { data, error } = await run({ signal: controller.signal, fetch: fetchOnce });
      const status = response?.status ?? 0;
      if (error !== undefined) return { ok: false, error: httpFailure(response, failureMessage(error)) };
      if (isFailureBody(data)) return { ok: false, error: httpFailure(response, failureMessage(data)) };
      if (!isValid(data)) return { ok: false, error: { kind: 'invalid-response', status } };
      return { ok: true, status, data };
    } catch {
      if (timedOut) return { ok: false, error: { kind: 'timeout' } };
      // An answer arrived but its body could not be read as JSON.
      if (response) return { ok: false, error: { kind: 'invalid-response', status: response.status } };
      return { ok: false, error: { kind: 'network' } };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    login: (body) => send((init) => client.POST('/admin/login', { body, ...init }), isLoginResponse),
    verifyAuthentication: (body) =>
      send((init) => client.POST('/admin/verify_authentication', { body, ...init }), isSessionResponse),
    forgotPassword: (body) => send((init) => client.POST('/forgetPassword', { body, ...init }), isMessageResponse),
    resetPassword: (body) => send((init) => client.POST('/resetPassword', { body, ...init }), isMessageResponse),
    resetClientPassword: (body) =>
      send((init) => client.POST('/resetClientPassword', { body, ...init }), isMessageResponse),
    getDailyQuote: (date = new Date()) =>
      send(
        (init) =>
          client.GET('/dailyQuote/{dayKey}', {
            params: { path: { dayKey: encodeDayKey(date) } },
            pathSerializer: dayKeyPathSerializer,
            ...init,
          }),
        isDailyQuoteResponse,
      ),
    checkIsLoggedIn: () => send((init) => client.GET('/admin/check-is-log-in', { ...init }), isCheckLoginResponse),
    logout: () => send((init) => client.POST('/admin/logout', { ...init, keepalive: true }), isMessageResponse),
  };
}
