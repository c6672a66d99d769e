import type { components } from '@crm/api-client';

type Schemas = components['schemas'];

/**
 * The few answers the sign-in page needs from the API, for the bench's static server: the quote of
 * the day and "not logged in", shaped as openapi/admin-api.yaml describes them (DailyQuoteResponse
 * with the QuoteOfTheDay example, CheckLoginResponse with LoggedOut), typed by the api-client's
 * generated types so that a change of the yaml breaks the typecheck here. Anything else under
 * /api/ is a JSON 404, never the SPA's index.html.
 */
export interface StubAnswer {
  status: number;
  body: unknown;
}

/** The yaml's QuoteOfTheDay example. */
export const STUB_QUOTE: Schemas['Quote'] = {
  quote: 'The best way to predict the future is to invent it.',
  author: 'Alan Kay',
};

export const API_PREFIX = '/api/';

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith(API_PREFIX);
}

const notFound: Schemas['Failure'] = { success: false, message: 'Not found' };
const NOT_FOUND: StubAnswer = { status: 404, body: notFound };
const quoteOfTheDay: Schemas['DailyQuoteResponse'] = { success: true, quote: STUB_QUOTE };
const loggedOut: Schemas['CheckLoginResponse'] = { success: true, payload: { isLogedIn: false } };

/** The stub's answer to a request under /api/ (`pathname` without the query). */
export function answerStubApi(method: string, pathname: string): StubAnswer {
  if (method !== 'GET' && method !== 'HEAD') return NOT_FOUND;
  if (/^\/api\/dailyQuote\/[^/]+$/.test(pathname)) return { status: 200, body: quoteOfTheDay };
  if (pathname === '/api/admin/check-is-log-in') return { status: 200, body: loggedOut };
  return NOT_FOUND;
}

/** Without the stub, every /api/ request is a JSON 404 (the static server has no API). */
export function answerWithoutApi(): StubAnswer {
  return NOT_FOUND;
}
