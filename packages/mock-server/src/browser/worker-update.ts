/**
 * msw's `worker.start()` asks the browser to update the worker it finds registered and leaves that
 * promise unhandled (msw 3.0.5, `getWorkerInstance`). When the page is left while the update is
 * under way (the next address, a reload), Chromium rejects it with "Failed to update a
 * ServiceWorker for scope (…) with script (…): Not found": the registration is no longer the page's
 * to update. Nothing waits on that update, so the page would report an uncaught error for its own
 * leaving.
 *
 * An `unhandledrejection` listener did not drop it every time: with one that matched this very
 * message, a journey under a CPU hog still failed on it. The likely cause is a rejection that comes
 * as the document is torn down, which Chromium reports without dispatching the event to the page.
 * So each update's promise is handled as it is made: that one rejection, for the
 * worker at `scriptUrl`, is dropped; any other (a worker that cannot be fetched fails with another
 * message) is reported as an uncaught error, as it was. Whoever awaits the update still gets its
 * rejection.
 */
export function handleWorkerUpdates(
  scriptUrl: string,
  registration: Pick<ServiceWorkerRegistration, 'update'> = ServiceWorkerRegistration.prototype,
  report: (error: unknown) => void = globalThis.reportError,
): void {
  const update = registration.update;
  registration.update = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch((reason: unknown) => {
      if (!isAbandonedUpdate(reason, scriptUrl)) report(reason);
    });
    return updating;
  };
}

function isAbandonedUpdate(reason: unknown, scriptUrl: string): boolean {
  return (
    reason instanceof DOMException &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes(`('${scriptUrl}')`) &&
    reason.message.endsWith(': Not found')
  );
}
