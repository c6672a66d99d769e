import { useSyncExternalStore } from 'react';

/*
 * A tab opened before a deploy still runs the old entry chunk, whose lazy chunks are gone from the
 * server. Vite's preload helper, which every dynamic import of a build goes through, dispatches
 * `vite:preloadError` on the window when the import or the preload of its dependencies fails, then
 * rejects the import with the same error (unless a listener prevents it; this one does not, so the
 * caller still sees the failure). A failure reloads the page once, to fetch the current build; if
 * the same build fails again after that reload, the page asks the person to reload instead of
 * looping (docs/decisions/053-stale-deploys-reload-once.md,
 * docs/decisions/141-stale-deploys-on-vites-preload-error.md).
 */

/** The sessionStorage key holding the build that has already reloaded once in this tab. */
export const RELOADED_BUILD_KEY = 'crm-console:reloaded-build';

/** The text of the notice shown when a reload did not help. */
export const NEW_VERSION_TEXT = 'A new version is available';

/** The event Vite's preload helper dispatches on the window; `payload` is the failure. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export interface StaleDeployGuardOptions {
  /** What identifies this build: the URL of the chunk this module is bundled in (it is hashed). */
  build: string;
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

export function createStaleDeployGuard({ build, storage, reload }: StaleDeployGuardOptions) {
  const listeners = new Set<() => void>();
  const failures = new WeakSet<object>();
  let outdated = false;
  let reloading = false;
  let leaving = false;

  function askForReload() {
    if (outdated) return;
    outdated = true;
    for (const listener of listeners) listener();
  }

  /** Reloads once per build and tab; after that (or when the guard cannot be stored) asks for a reload. */
  function recover(): void {
    if (outdated || reloading) return;
    try {
      if (storage().getItem(RELOADED_BUILD_KEY) === build) {
        askForReload();
        return;
      }
      storage().setItem(RELOADED_BUILD_KEY, build);
    } catch {
      // Without a place to remember the reload, a reload could loop: ask instead.
      askForReload();
      return;
    }
    reloading = true;
    reload();
  }

  /**
   * A load failed. Leaving the page cancels its loads (Firefox and WebKit do so as soon as the
   * navigation starts): a reload then would take the person back instead of where they were going,
   * so a failure while the page is being left asks instead, which the next page never shows.
   */
  function loadFailed(failure: unknown): void {
    if (typeof failure === 'object' && failure !== null) failures.add(failure);
    if (leaving) askForReload();
    else recover();
  }

  /** Listens on `target` (the window) for failed loads and for the page being left or shown again. */
  function listen(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
    const onFailure = (event: Event) => loadFailed((event as Event & { payload?: unknown }).payload);
    const onLeave = () => (leaving = true);
    // Shown again from the back-forward cache, or a navigation that did not happen after all.
    const onShow = () => (leaving = false);
    target.addEventListener(PRELOAD_ERROR_EVENT, onFailure);
    target.addEventListener('beforeunload', onLeave);
    target.addEventListener('pageshow', onShow);
    return () => {
      target.removeEventListener(PRELOAD_ERROR_EVENT, onFailure);
      target.removeEventListener('beforeunload', onLeave);
      target.removeEventListener('pageshow', onShow);
    };
  }

  return {
    listen,
    recover,
    /** Whether `error` is a failed load this guard heard of: the page is reloading or asking for a reload. */
    isLoadFailure: (error: unknown) => typeof error === 'object' && error !== null && failures.has(error),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOutdated: () => outdated,
  };
}

/** The page's guard; main.tsx makes it listen on the window before anything loads lazily. */
export const staleDeploy = createStaleDeployGuard({
  build: import.meta.url,
  storage: () => sessionStorage,
  reload: () => window.location.reload(),
});

/** Whether the page must ask for a reload. */
export function useNewVersionAvailable(): boolean {
  return useSyncExternalStore(staleDeploy.subscribe, staleDeploy.isOutdated, () => false);
}
