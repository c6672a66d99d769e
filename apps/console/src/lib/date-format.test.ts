import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

describe('formatDate', () => {
  it.each([
    [new Date(2026, 2, 5), '05.03.2026'],
    [new Date(2026, 11, 31, 23, 59), '31.12.2026'],
    [new Date(2026, 0, 1, 0, 0), '01.01.2026'],
    [new Date(987, 9, 10), '10.10.987'],
  ])('writes %s as dd.MM.y: %s', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });
});
