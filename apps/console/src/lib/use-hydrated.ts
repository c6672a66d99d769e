import { useEffect, useState } from 'react';

/** True while src/main.tsx hydrates the page built ahead of time, until its first commit. */
let hydrating = false;

/** Called by src/main.tsx just before it hydrates the page built ahead of time. */
export function startHydration(): void {
  hydrating = true;
}

/** Whether the page built ahead of time is being hydrated (its first commit's effects included). */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * False on the server and while the sign-in page built ahead of time is hydrated (that pass must
 * render what the server did), true from the render after its effects, in a task of its own; true
 * at once when nothing is hydrated. What depends on the browser (the clock, cookies, storage) waits
 * for it. A state and an effect rather than useSyncExternalStore's server snapshot, which
 * Preact's compatibility layer ignores (docs/decisions/054-preact-in-the-build.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
