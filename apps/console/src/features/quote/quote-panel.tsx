import { useDailyQuote } from './use-daily-quote';

/** The motivational quote beside the sign-in forms; it fades in over 2 s (see styles.css). */
export function QuotePanel() {
  const quote = useDailyQuote();
  return (
    <aside className="quote-panel" aria-label="Quote of the day">
      {quote && (
        <figure key={quote.quote} className="quote-panel__quote">
          <blockquote className="quote-panel__text">
            <p>“{quote.quote}”</p>
          </blockquote>
          {quote.author && <figcaption className="quote-panel__author">{quote.author}</figcaption>}
        </figure>
      )}
    </aside>
  );
}
