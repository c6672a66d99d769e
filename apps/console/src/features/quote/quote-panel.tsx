import type { Quote } from './daily-quote-cache';
import { useDailyQuote } from './use-daily-quote';

/**
 * Shown when neither the server nor the cache has a quote (a failed first call, an empty day):
 * the panel keeps its look instead of an empty half-screen. Never cached.
 */
export const BUILT_IN_QUOTE: Quote = {
  quote: 'Simplicity is prerequisite for reliability.',
  author: 'Edsger W. Dijkstra',
};

/**
 * The motivational quote beside the sign-in forms; it fades in over 2 s (see styles.css). While
 * the first call runs, skeleton lines hold the quote's place (they appear only after 300 ms, so a
 * quick answer does not flash them).
 */
export function QuotePanel() {
  const daily = useDailyQuote();
  const quote = daily.loading ? null : (daily.quote ?? BUILT_IN_QUOTE);
  return (
    <aside className="quote-panel" aria-label="Quote of the day" aria-busy={daily.loading}>
      {quote ? (
        <figure key={quote.quote} className="quote-panel__quote">
          <blockquote className="quote-panel__text">
            <p>“{quote.quote}”</p>
          </blockquote>
          {quote.author && <figcaption className="quote-panel__author">{quote.author}</figcaption>}
        </figure>
      ) : (
        <div className="quote-panel__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </aside>
  );
}
