import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { API_ROOT, type components } from '@crm/api-client';
import compression from 'compression';
import sirv from 'sirv';
import { NOT_FOUND_FILE, pageFileOf } from '../src/app/landing-pages';
import { listen, type Running } from './processes';

type Schemas = components['schemas'];

/** The yaml's QuoteOfTheDay example: what the stub API answers for the quote of the day. */
export const STUB_QUOTE: Schemas['Quote'] = {
  quote: 'The best way to predict the future is to invent it.',
  author: 'Alan Kay',
};
const quoteOfTheDay: Schemas['DailyQuoteResponse'] = { success: true, quote: STUB_QUOTE };
const loggedOut: Schemas['CheckLoginResponse'] = { success: true, payload: { isLogedIn: false } };
const notFound: Schemas['Failure'] = { success: false, message: 'Not found' };

/**
 * The stub API: the two calls the sign-in page makes, typed by the api-client's generated types so
 * that a change of the yaml breaks the typecheck here; anything else under /api is a JSON 404.
 */
function stubAnswer(method: string, pathname: string): [number, unknown] {
  if (method !== 'GET' && method !== 'HEAD') return [404, notFound];
  if (new RegExp(`^${API_ROOT}/dailyQuote/[^/]+$`).test(pathname)) return [200, quoteOfTheDay];
  if (pathname === `${API_ROOT}/admin/check-is-log-in`) return [200, loggedOut];
  return [404, notFound];
}

export type StaticServer = Running;
/** Runs first on every request; a cache-control it sets stays (the engine journeys hold a script back). */
type Before = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/**
 * A built console behind sirv, each route answered with its page as deploy/nginx.conf does (the
 * landing page built for it, src/app/landing-pages.ts; not-found with a 404), or with index.html
 * when the build has no such page; never for a path with an extension, so a missing chunk is a
 * 404. The cache rules of deploy/nginx.conf and gzip at level 9 (what the bench
 * reports as "gzip" is what it sends). It replaces `vite preview`, so that what the tests and the
 * bench measure does not depend on the dev server. Requests under /api never get index.html: a
 * JSON 404, or with `api: 'stub'` the stub's answers. `files` adds HTML pages at fixed paths (the
 * bench's floor pages), answered as the build's pages are.
 */
export async function serveStatic(
  dir: string,
  { api = 'none', files = {}, before }: { api?: 'stub' | 'none'; files?: Record<string, string>; before?: Before } = {},
): Promise<StaticServer> {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no index.html: build the console first`);
  const cacheRules = (response: ServerResponse, pathname: string) =>
    response.hasHeader('cache-control') ||
    response.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  // dev: look files up on every request, so a test may remove chunks from a running server.
  const build = sirv(dir, { dev: true, single: true, setHeaders: cacheRules });
  const gzip = compression({ level: 9, threshold: 0 });
  const server = createServer(async (request, response) => {
    await before?.(request, response);
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`)) {
      const [status, body] = api === 'stub' ? stubAnswer(request.method ?? 'GET', pathname) : [404, notFound];
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
      return;
    }
    await new Promise<void>((next) => gzip(request as never, response as never, () => next()));
    const page = files[pathname] ?? (path.extname(pathname) ? undefined : path.join(dir, pageFileOf(pathname)));
    if (page && existsSync(page)) {
      const html = await readFile(page);
      cacheRules(response, pathname);
      const status = page === path.join(dir, NOT_FOUND_FILE) ? 404 : 200;
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : html);
      return;
    }
    build(request, response, () => void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
  });
  return listen(server);
}
