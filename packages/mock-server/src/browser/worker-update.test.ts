// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { handleWorkerUpdates } from './worker-update';

const SCRIPT = 'http://127.0.0.1:45701/mockServiceWorker.js';

/** Chromium's words, as a journey recorded them when its page was left during msw's update. */
const abandoned = (script = SCRIPT, cause = 'Not found') =>
  new DOMException(
    `Failed to update a ServiceWorker for scope ('http://127.0.0.1:45701/') with script ('${script}'): ${cause}`,
    'NotFoundError',
  );

/** A registration whose update fails with `reason`, as msw calls it (without handling it). */
async function updateFailingWith(reason: unknown) {
  const registration = { update: () => Promise.reject(reason) } as unknown as ServiceWorkerRegistration;
  const reported: unknown[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (error: unknown) => unhandled.push(error);
  process.on('unhandledRejection', onUnhandled);
  handleWorkerUpdates(SCRIPT, registration, (error) => reported.push(error));
  const updating = registration.update();
  // Node tells of an unhandled rejection once the microtasks have run, before the next turn's setImmediate.
  await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', onUnhandled);
  return { updating, reported, unhandled };
}

describe("the mock's worker update, left unhandled by msw", () => {
  it('drops the update abandoned with the page, and leaves no rejection unhandled', async () => {
    const { reported, unhandled } = await updateFailingWith(abandoned());
    expect(reported).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it("reports every other failure: another worker's, a worker that cannot be fetched, any other error", async () => {
    for (const reason of [
      abandoned('http://127.0.0.1:45701/sw.js'),
      abandoned(SCRIPT, 'A bad HTTP response code (404) was received when fetching the script.'),
      new Error(abandoned().message),
      new DOMException('Not found', 'NotFoundError'),
      undefined,
    ]) {
      const { reported, unhandled } = await updateFailingWith(reason);
      expect(reported, String(reason)).toEqual([reason]);
      expect(unhandled).toEqual([]);
    }
  });

  it('still rejects for whoever awaits the update', async () => {
    const { updating } = await updateFailingWith(abandoned());
    await expect(updating).rejects.toThrow(/Failed to update a ServiceWorker/);
  });
});
