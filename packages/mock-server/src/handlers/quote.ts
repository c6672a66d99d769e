import type { MockContext } from './context';
import { MESSAGES } from './messages';
import { defineOperation } from './operation';
import { failure, respond, type Schemas } from './responses';
import { pathParameterProblem } from '../validation/openapi-validator';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the spec's day number (day, month index 0-11 and year written one after another) back
 * into days since 1970. The scheme is ambiguous (1112026 is 1 Dec or 11 Feb 2026); the first
 * reading that is a real date wins, so a key always maps to the same day.
 */
export function daysSinceEpoch(dayNumber: number): number | undefined {
  const digits = String(dayNumber);
  const year = Number(digits.slice(-4));
  const rest = digits.slice(0, -4);
  for (const split of [1, 2]) {
    const [day, month] = [rest.slice(0, split), rest.slice(split)];
    if (month === '' || day.startsWith('0') || (month.length > 1 && month.startsWith('0'))) continue;
    const date = new Date(Date.UTC(year, Number(month), Number(day)));
    // A real date gives its year and day back: Date.UTC reads a year under 100 as 19xx, a month
    // index past 11 moves the year, and a day past the month's end moves the date.
    if (date.getUTCFullYear() === year && date.getUTCDate() === Number(day)) return date.getTime() / DAY_MS;
  }
  return undefined;
}

/** Base64 of the JSON of the day number -> days since 1970, or undefined for a bad key. */
export function decodeDayKey(key: string): number | undefined {
  let dayNumber: unknown;
  try {
    dayNumber = JSON.parse(atob(key));
  } catch {
    return undefined;
  }
  return Number.isSafeInteger(dayNumber) ? daysSinceEpoch(Number(dayNumber)) : undefined;
}

export function dailyQuoteOperation(ctx: MockContext) {
  return defineOperation(ctx, {
    operationId: 'getDailyQuote',
    handle({ params }) {
      // msw hands the segment over decoded, so a raw `=` and `%3D` read the same.
      const key = String(params.dayKey ?? '');
      const day = pathParameterProblem('getDailyQuote', 'dayKey', key) ? undefined : decodeDayKey(key);
      if (day === undefined) return failure(400, MESSAGES.invalidDayKey);
      const quotes = ctx.db.quotes.all();
      // Consecutive days are consecutive indexes, so tomorrow's quote always differs from today's.
      const quote = quotes[((day % quotes.length) + quotes.length) % quotes.length] ?? { quote: '', author: '' };
      return respond<Schemas['DailyQuoteResponse']>({
        success: true,
        quote: { quote: quote.quote, author: quote.author },
      });
    },
  });
}
