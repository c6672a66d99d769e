import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { API_ROOT, type components } from '@crm/api-client';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlOf } from '../src/app/cache-control';
import { NOT_FOUND_FILE, pageFileOf } from '../src/app/landing-pages';
import { listen, type Running } from './processes';

const JSON_TYPE = 'application/json; charset=utf-8';
const noApi: components['schemas']['Failure'] = { success: false, message: 'Not found' };

/**
 * Hands a request under /api to the API at `origin` (the HTTP mock, e2e/support/http-mock.ts), as
 * deploy/nginx.conf's `location ^~ /api/` does: same path and query, its Host the API's own, the
 * answer's Cache-Control the server's.
 */
function forwardToApi(origin: string, request: IncomingMessage, response: ServerResponse): void {
  const target = new URL(request.url ?? '/', origin);
  const headers = { ...request.headers, host: target.host };
  const upstream = forward(target, { method: request.method, headers }, (answer) => {
    const status = answer.statusCode ?? 502;
    response.writeHead(status, { ...answer.headers, 'cache-control': cacheControlOf(status, target.pathname) });
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (response.headersSent) response.destroy();
    else response.writeHead(502, { 'cache-control': cacheControlOf(502, target.pathname) }).end();
  });
  request.pipe(upstream);
}

export type StaticServer = Running;
/** Runs first on every request; a cache-control it sets stays (the engine journeys hold a script back). */
type Before = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/**
 * A built console behind sirv, each route answered with its page as deploy/nginx.conf does (the
 * landing page built for it, src/app/landing-pages.ts; not-found with a 404), or with index.html
 * when the build has no such page; never for a path with an extension, so a missing chunk is a
 * 404. The cache rules of deploy/nginx.conf and gzip at level 9. It replaces `vite preview`, so
 * that what the tests measure does not depend on the dev server (the bench serves the build behind
 * deploy/nginx.conf itself, bench/bench-web.ts). Requests under /api never get index.html: with
 * `api`, the origin of an API (the HTTP mock), they go to it; without, a JSON 404.
 */
export async function serveStatic(
  dir: string,
  { api, before }: { api?: string; before?: Before } = {},
): Promise<StaticServer> {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no index.html: build the console first`);
  const cacheRules = (response: ServerResponse, pathname: string, status = 200) =>
    response.hasHeader('cache-control') || response.setHeader('cache-control', cacheControlOf(status, pathname));
  // dev: look files up on every request, so a test may remove chunks from a running server.
  const build = sirv(dir, {
    dev: true,
    single: true,
    setHeaders: (response, pathname) => cacheRules(response, pathname),
  });
  const gzip = compression({ level: 9, threshold: 0 });
  const server = createServer(async (request, response) => {
    await before?.(request, response);
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === API_ROOT || pathname.startsWith(`${API_ROOT}/`)) {
      if (api) return forwardToApi(api, request, response);
      response.writeHead(404, { 'content-type': JSON_TYPE, 'cache-control': cacheControlOf(404, pathname) });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(noApi));
      return;
    }
    await new Promise<void>((next) => gzip(request as never, response as never, () => next()));
    const page = path.extname(pathname) ? undefined : path.join(dir, pageFileOf(pathname));
    if (page && existsSync(page)) {
      const html = await readFile(page);
      const status = page === path.join(dir, NOT_FOUND_FILE) ? 404 : 200;
      cacheRules(response, pathname, status);
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : html);
      return;
    }
    build(request, response, () => void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
  });
  return listen(server);
}
