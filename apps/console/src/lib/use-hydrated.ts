import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether the page is hydrated changes once, and React re-renders then. */
const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the page built ahead of time (that pass must render
 * what the server did), true from the render after it; true at once when nothing is hydrated.
 * What depends on the browser (the clock, cookies, storage) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
