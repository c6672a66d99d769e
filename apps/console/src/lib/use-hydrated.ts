import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the server-rendered sign-in page (that pass must render what the
 * server did), true from the next render on; true at once when nothing is hydrated. What depends
 * on the browser (the clock, cookies, storage) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
