import { useSyncExternalStore } from 'react';

/*
 * A tab opened before a deploy still runs the old entry chunk, whose lazy chunks are gone from the
 * server. Any failed dynamic import (a lazy screen, the captcha, the remember-me cipher, Vite's
 * preload of their dependencies) that leaving the page did not cut short reloads the page once, to
 * fetch the current build. If the same build fails again after that reload, the page asks the
 * person to reload instead of looping (docs/decisions/053-stale-deploys-reload-once.md).
 */

/** The sessionStorage key holding the build that has already reloaded once in this tab. */
export const RELOADED_BUILD_KEY = 'crm-console:reloaded-build';

/** The text of the notice shown when a reload did not help. */
export const NEW_VERSION_TEXT = 'A new version is available';

/** A dynamic import that failed; the page is reloading or asking for a reload. */
export class StaleDeployError extends Error {
  constructor(cause: unknown) {
    super('A part of the console could not be loaded', { cause });
    this.name = 'StaleDeployError';
  }
}

export interface StaleDeployGuardOptions {
  /** What identifies this build: the URL of the chunk this module is bundled in (it is hashed). */
  build: string;
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  /**
   * Calls `onLeave` if the page starts to be left, until the returned function is called. Leaving
   * cancels the page's loads: an import that fails then is the navigation's doing, and reloading
   * would take the person back instead of where they were going.
   */
  watchLeaving(onLeave: () => void): () => void;
}

export function createStaleDeployGuard({ build, storage, reload, watchLeaving }: StaleDeployGuardOptions) {
  const listeners = new Set<() => void>();
  let outdated = false;
  let reloading = false;

  function askForReload() {
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

  /** `load()`, recovering when it fails (not when the page is being left); rejects with a {@link StaleDeployError}. */
  function importOrRecover<T>(load: () => Promise<T>): Promise<T> {
    let left = false;
    const stopWatching = watchLeaving(() => (left = true));
    return load()
      .finally(stopWatching)
      .catch((error: unknown) => {
        if (!left) recover();
        throw new StaleDeployError(error);
      });
  }

  return {
    recover,
    importOrRecover,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOutdated: () => outdated,
  };
}

export const staleDeploy = createStaleDeployGuard({
  build: import.meta.url,
  storage: () => sessionStorage,
  reload: () => window.location.reload(),
  // Only while an import runs: in Firefox a beforeunload listener keeps the page out of the bfcache.
  // Nothing to leave when the screens are prerendered at build time (src/app/prerender.tsx).
  watchLeaving(onLeave) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  },
});

export const importOrRecover = staleDeploy.importOrRecover;

/** Whether the page must ask for a reload. */
export function useNewVersionAvailable(): boolean {
  return useSyncExternalStore(staleDeploy.subscribe, staleDeploy.isOutdated, () => false);
}
