import { copyFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS, outDirOf } from '../../../scripts/build-console';
import { serveStatic } from '../../../scripts/static-server';

/** The app's entry script: held back, the page is only what its HTML holds (e2e/support/hold-app.ts). */
const ENTRY_SCRIPT = /^\/assets\/index-[^/]+\.js$/;
export const ERRORS_KEY = 'engine-journeys/errors';
export const BLANK_PAGE = '/engines-blank.html';

/*
 * Put first into every page: Testing Library's queries (by role and label, as the unit tests query)
 * and a recorder of console.error, uncaught errors and unhandled rejections, kept in sessionStorage
 * across reloads, the same in every engine: WebKitWebDriver has neither init scripts nor a console log.
 */
const HEAD = `<script src="/engines-testing-library.js"></script><script>(() => {
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
 * A copy of the mock build (dist-e2e, built by ../global-setup.ts) behind the journeys' static server (scripts/static-server.ts),
 * with {@link HEAD} added to its pages, Testing Library, and a blank page of the same origin to clear
 * storage from.
 */
export async function startEngineServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-journeys-'));
  cpSync(outDirOf(BUILDS.e2e), dir, { recursive: true });
  // Every page of the build: the landing pages built ahead (src/app/landing-pages.ts) and app.html.
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const page = path.join(dir, file);
    writeFileSync(page, readFileSync(page, 'utf8').replace('<head>', `<head>${HEAD}`));
  }
  const testingLibrary = '@testing-library/dom/dist/@testing-library/dom.umd.min.js';
  copyFileSync(createRequire(import.meta.url).resolve(testingLibrary), path.join(dir, 'engines-testing-library.js'));
  writeFileSync(path.join(dir, BLANK_PAGE), '<!doctype html><title>blank</title>');
  let held: Promise<void> | undefined;
  let inFlight = 0;
  const server = await serveStatic(dir, {
    async before(request, response) {
      inFlight++;
      response.once('close', () => inFlight--);
      if (!ENTRY_SCRIPT.test(request.url ?? '')) return;
      // Asked for again on every visit (not taken from the cache), so that holding it back holds the app.
      response.setHeader('cache-control', 'no-store');
      await held;
    },
  });
  return {
    url: server.url,
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
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
