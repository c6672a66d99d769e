import { useCallback, useRef, useState } from 'react';

/**
 * The console's one double-submit guard: one call per submit. The ref is set synchronously, so a
 * second submit in the same tick (a double click, Enter pressed twice) is dropped before any state
 * updates; `pending` drives the disabled button and its spinner. Not react-hook-form's
 * isSubmitting: a second submit that is dropped ends RHF's own flag while the first call still runs.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const isRunning = useCallback(() => inFlight.current, []);

  /** Runs `work` unless a call is already running; a submit meanwhile is dropped. */
  const run = useCallback(async (work: () => Promise<void> | void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { pending, isRunning, run };
}
