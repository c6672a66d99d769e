import { describe, expect, it } from 'vitest';
import { cacheDateOf, readCachedQuote, readStoredQuote, storeQuote } from './daily-quote-cache';

const today = new Date(2026, 10, 21, 9);
const tomorrow = new Date(2026, 10, 22, 9);

describe('the daily quote cache', () => {
  it("keys a day as the API's day key", () => {
    expect(cacheDateOf(today)).toBe('21102026');
    expect(localStorage.getItem('quote')).toBeNull();
  });

  it("serves today's quote on the same day only, and the last one as a fallback", () => {
    expect(readCachedQuote(today)).toBeNull();
    expect(readStoredQuote()).toBeNull();
    storeQuote(today, { quote: 'Q', author: 'A' });
    expect(localStorage.getItem('currentDate')).toBe('21102026');
    expect(readCachedQuote(new Date(2026, 10, 21, 23))).toEqual({ quote: 'Q', author: 'A' });
    expect(readCachedQuote(tomorrow)).toBeNull();
    expect(readStoredQuote()).toEqual({ quote: 'Q', author: 'A' });
  });

  it('needs a stored quote; a missing author reads as empty', () => {
    localStorage.setItem('currentDate', cacheDateOf(today));
    expect(readCachedQuote(today)).toBeNull();
    localStorage.setItem('quote', 'Q');
    expect(readCachedQuote(today)).toEqual({ quote: 'Q', author: '' });
    expect(readStoredQuote()).toEqual({ quote: 'Q', author: '' });
  });
});
