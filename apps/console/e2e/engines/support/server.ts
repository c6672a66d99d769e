import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { BUILDS, ensureBuilt } from '../../../scripts/build-console';
import { listen } from '../../../scripts/processes';
import { serveStatic } from '../../../scripts/static-server';

/** The app's entry script: held back, the page is only what index.html holds (e2e/support/hold-app.ts). */
const ENTRY_SCRIPT = /^\/assets\/index-[^/]+\.js$/;
export const ERRORS_KEY = 'engine-journeys/errors';

/*
 * Put first into every page: Testing Library's queries (by role and label, as the unit tests query)
 * and a recorder of console.error, uncaught errors and unhandled rejections, kept in sessionStorage
 * across reloads, the same in every engine: WebKitWebDriver has neither init scripts nor a console log.
 */
const HEAD = `<script src="/__engines/testing-library.js"></script><script>(() => {
  let leaving = false; // what fails in a page being left (a load cut short) is nobody's error
  addEventListener('beforeunload', () => (leaving = true));
  const note = (text) => leaving || sessionStorage.setItem('${ERRORS_KEY}',
    JSON.stringify([...JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]'), String(text)]));
  const error = console.error.bind(console);
  console.error = (...args) => (note(args.join(' ')), error(...args));
  addEventListener('error', (event) => note(event.message));
  addEventListener('unhandledrejection', (event) => note('unhandled rejection: ' + event.reason));
})();</script>`;

export type EngineServer = Awaited<ReturnType<typeof startEngineServer>>;

/**
 * The mock build (dist-e2e) behind the journeys' static server (scripts/static-server.ts), with
 * {@link HEAD} added to its pages, and a blank page of the same origin to clear storage from.
 */
export async function startEngineServer() {
  const upstream = await serveStatic(await ensureBuilt(BUILDS.e2e));
  const require = createRequire(import.meta.url);
  const testingLibrary = await readFile(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'));
  let held: Promise<void> | undefined;

  let inFlight = 0;
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', upstream.url);
    if (pathname === '/__engines/testing-library.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(testingLibrary);
    if (pathname === '/__engines/blank')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
    if (ENTRY_SCRIPT.test(pathname)) await held;
    const upstreamAnswer = await fetch(`${upstream.url}${request.url ?? '/'}`, { method: request.method });
    const headers = Object.fromEntries(upstreamAnswer.headers);
    delete headers['content-encoding']; // fetch has decoded it
    delete headers['content-length'];
    // Asked for again on every visit (not taken from the cache), so that holding it back holds the app.
    if (ENTRY_SCRIPT.test(pathname)) headers['cache-control'] = 'no-store';
    let body = Buffer.from(await upstreamAnswer.arrayBuffer());
    if (headers['content-type']?.startsWith('text/html'))
      body = Buffer.from(String(body).replace('<head>', `<head>${HEAD}`));
    response.writeHead(upstreamAnswer.status, headers).end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
    answer(request, response).catch(() => response.destroy());
  });
  const running = await listen(server);
  return {
    url: running.url,
    /** Whether no request is being answered. */
    idle: () => inFlight === 0,
    /** Holds the entry script back until the returned function is called. */
    holdApp() {
      let release = () => undefined as void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    async close() {
      await running.close();
      await upstream.close();
    },
  };
}
