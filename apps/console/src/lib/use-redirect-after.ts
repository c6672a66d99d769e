import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `target()` (read when the delay ends; a function of a module, stable across renders),
 * replacing the current entry, `delayMs` after `since`: the moment of the answer that starts one
 * of the spec's delays, not the render after it
 * (docs/decisions/107-the-admin-area-readied-while-the-guard-asks.md). Nothing while `since` is
 * null; leaving the screen first cancels it.
 */
export function useRedirectAfter(since: number | null, delayMs: number, target: () => string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => navigate(target(), { replace: true }), since + delayMs - Date.now());
    return () => clearTimeout(timer);
  }, [since, delayMs, target, navigate]);
}
