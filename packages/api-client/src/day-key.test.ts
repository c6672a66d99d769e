import { describe, expect, it } from 'vitest';
import { dayKey, encodeDayKey } from './day-key';

describe('the daily-quote day key', () => {
  it('writes day of month, month index and full year one after another', () => {
    expect(dayKey(new Date(2026, 10, 21))).toBe(21102026);
  });

  it('encodes 21 Nov 2026 as base64 of the JSON number', () => {
    expect(encodeDayKey(new Date(2026, 10, 21))).toBe('MjExMDIwMjY=');
  });

  it('keeps the spec ambiguity: 1 Dec and 11 Feb of a year give the same key', () => {
    expect(dayKey(new Date(2026, 11, 1))).toBe(1112026);
    expect(dayKey(new Date(2026, 1, 11))).toBe(1112026);
  });

  it('uses local time, not UTC', () => {
    const lateEvening = new Date(2026, 0, 31, 23, 59, 59);
    expect(dayKey(lateEvening)).toBe(3102026);
  });
});
