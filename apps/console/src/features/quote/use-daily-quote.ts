import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { readCachedQuote, readStoredQuote, storeQuote } from './daily-quote-cache';
import type { Quote } from './daily-quote-cache';

/**
 * The quote of the day: from the cache when it holds today's, otherwise fetched once. An empty
 * answer or a failed call falls back to the stored quote (or none); it never shows an error.
 */
export function useDailyQuote(): Quote | null {
  const [today] = useState(() => new Date());
  const [cached] = useState(() => readCachedQuote(today));
  const [quote, setQuote] = useState<Quote | null>(cached);

  useEffect(() => {
    if (cached) return;
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
  }, [cached, today]);

  return quote;
}
