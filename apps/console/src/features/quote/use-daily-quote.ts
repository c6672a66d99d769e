import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@/session';
import { useHydrated } from '@/lib/use-hydrated';
import { readCachedQuote, readStoredQuote, storeQuote } from './daily-quote-cache';
import type { Quote } from './daily-quote-cache';

/** `loading` until the first answer; then the quote to show, or null when there is none at all. */
export type DailyQuote = { loading: true } | { loading: false; quote: Quote | null };

/**
 * The quote of the day: from the cache when it holds today's, otherwise fetched once. An empty
 * answer or a failed call falls back to the stored quote (or none); it never shows an error.
 */
export function useDailyQuote(): DailyQuote {
  // The build-time page has no quote: the hydration pass shows the loading state, then the cache or the call.
  const hydrated = useHydrated();
  const api = useApi();
  const [today] = useState(() => new Date());
  const cached = useMemo(() => (hydrated ? readCachedQuote(today) : null), [hydrated, today]);
  const [fetched, setState] = useState<DailyQuote>({ loading: true });
  const state: DailyQuote = cached ? { loading: false, quote: cached } : fetched;

  useEffect(() => {
    if (!hydrated || cached) return;
    let cancelled = false;
    void api.getDailyQuote(today).then((result) => {
      if (cancelled) return;
      const fetched = result.ok ? result.data.quote : undefined;
      if (fetched && fetched.quote.trim() !== '') {
        storeQuote(today, fetched);
        setState({ loading: false, quote: fetched });
      } else {
        setState({ loading: false, quote: readStoredQuote() });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated, cached, today, api]);

  return state;
}
