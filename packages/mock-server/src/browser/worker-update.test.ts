// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { abandonedWorkerUpdateFilter } from './worker-update';

const SCRIPT = 'http://127.0.0.1:45701/mockServiceWorker.js';

/** An unhandled rejection as the page is told of it, and whether the filter kept it from being reported. */
function dropped(reason: unknown, scriptUrl = SCRIPT): boolean {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  abandonedWorkerUpdateFilter(scriptUrl)(event as PromiseRejectionEvent);
  return event.defaultPrevented;
}

/** Chromium's words, as a journey recorded them when its page was left during msw's update. */
const abandoned = (script = SCRIPT, cause = 'Not found') =>
  new DOMException(
    `Failed to update a ServiceWorker for scope ('http://127.0.0.1:45701/') with script ('${script}'): ${cause}`,
    'NotFoundError',
  );

describe("the mock's worker update, left unhandled by msw", () => {
  it('drops the update abandoned with the page', () => {
    expect(dropped(abandoned())).toBe(true);
  });

  it("reports every other rejection: another worker's, a worker that cannot be fetched, any other error", () => {
    expect(dropped(abandoned('http://127.0.0.1:45701/sw.js'))).toBe(false);
    expect(dropped(abandoned(SCRIPT, 'A bad HTTP response code (404) was received when fetching the script.'))).toBe(
      false,
    );
    expect(dropped(new Error(abandoned().message))).toBe(false);
    expect(dropped(new DOMException('Not found', 'NotFoundError'))).toBe(false);
    expect(dropped(undefined)).toBe(false);
  });
});
