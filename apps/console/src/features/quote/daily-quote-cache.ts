import { dayKey } from '@crm/api-client';
import { readItem, writeItem } from '@/lib/storage';

export interface Quote {
  quote: string;
  author: string;
}

/**
 * The cache key of docs/requirements.md (The daily quote): day of month, month index and year, as the API's day key. Like the
 * API's key it is ambiguous (1 Dec and 11 Feb of a year match); the only effect is that a quote
 * cached on one of those days is shown again on the other, so it is kept as docs/requirements.md has it.
 */
export function cacheDateOf(date: Date): string {
  return String(dayKey(date));
}

/** Today's cached quote: only when the stored date is today and a quote is stored. */
export function readCachedQuote(today: Date): Quote | null {
  const quote = readItem('quote');
  if (readItem('currentDate') !== cacheDateOf(today) || !quote) return null;
  return { quote, author: readItem('author') ?? '' };
}

/** Whatever was stored last, whatever the day: the fallback when no new quote comes. */
export function readStoredQuote(): Quote | null {
  const quote = readItem('quote');
  return quote ? { quote, author: readItem('author') ?? '' } : null;
}

export function storeQuote(today: Date, { quote, author }: Quote): void {
  writeItem('currentDate', cacheDateOf(today));
  writeItem('quote', quote);
  writeItem('author', author);
}
