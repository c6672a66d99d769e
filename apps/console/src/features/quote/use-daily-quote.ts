import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';
import { readCachedQuote, readStoredQuote, storeQuote } from './daily-quote-cache';
import type { Quote } from './daily-quote-cache';

/**
 * The quote of the day: from the cache when it holds today's, otherwise fetched once. An empty
 * answer or a failed call falls back to the stored quote (or none); it never shows an error.
 */
export function useDailyQuote(): Quote | null {
  // The build-time page has no quote: the hydration pass shows none, then the cache or the call.
  const hydrated = useHydrated();
  const [today] = useState(() => new Date());
  const cached = useMemo(() => (hydrated ? readCachedQuote(today) : null), [hydrated, today]);
  const [fetched, setQuote] = useState<Quote | null>(null);
  const quote = cached ?? fetched;

  useEffect(() => {
    if (!hydrated || cached) return;
    let cancelled = false;
    void api.getDailyQuote(today).then((result) => {
      if (cancelled) return;
      const fetched = result.ok ? result.data.quote : undefined;
      if (fetched && fetched.quote.trim() !== '') {
        storeQuote(today, fetched);
        setQuote(fetched);
      } else {
        setQuote(readStoredQuote());
      }
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated, cached, today]);

  return quote;
}
