import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('retryAfterSeconds', () => {
  it.each([
    ['300', 300],
    [' 60 ', 60],
    ['0', 0],
  ])('reads delta-seconds %j as %i', (header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });

  it('reads an HTTP date as the whole seconds until it, rounded up', () => {
    expect(retryAfterSeconds('Mon, 23 Nov 2026 12:04:59 GMT', NOW)).toBe(299);
    expect(retryAfterSeconds(new Date(NOW + 90_500).toUTCString(), NOW)).toBe(90);
  });

  it('answers 0 for a date already past', () => {
    expect(retryAfterSeconds('Mon, 23 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5'])('answers undefined for %j', (header) => {
    expect(retryAfterSeconds(header, NOW)).toBeUndefined();
  });
});
