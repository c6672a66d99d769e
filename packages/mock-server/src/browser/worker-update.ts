/**
 * msw's `worker.start()` asks the browser to update the worker it finds registered and leaves that
 * promise unhandled (msw 3.0.5, `getWorkerInstance`). When the page is left while the update is
 * under way (the next address, a reload), Chromium rejects it with "Failed to update a
 * ServiceWorker for scope (…) with script (…): Not found": the registration is no longer the page's
 * to update. Nothing waits on that update, so the page would report an uncaught error for its own
 * leaving. This drops that one rejection, for the worker at `scriptUrl`, and nothing else: a worker
 * that cannot be fetched fails with another message, and still shows.
 */
export function abandonedWorkerUpdateFilter(scriptUrl: string): (event: PromiseRejectionEvent) => void {
  return (event) => {
    const { reason } = event;
    if (
      reason instanceof DOMException &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes(`('${scriptUrl}')`) &&
      reason.message.endsWith(': Not found')
    )
      event.preventDefault();
  };
}
