import { describe, expect, it } from 'vitest';
import { encodeDayKey } from '@crm/api-client';
import { daysSinceEpoch, decodeDayKey } from './quote';
import { pathParameterProblem } from '../validation/openapi-validator';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reading the day key', () => {
  it('reads the key the api-client writes back into the same day', () => {
    for (const date of [new Date(2026, 10, 21), new Date(2026, 0, 1), new Date(2027, 11, 31), new Date(2028, 1, 29)]) {
      expect(decodeDayKey(encodeDayKey(date))).toBe(
        Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS,
      );
    }
  });

  it('reads the spec example 21102026 as 21 November 2026', () => {
    expect(decodeDayKey('MjExMDIwMjY=')).toBe(Date.UTC(2026, 10, 21) / DAY_MS);
  });

  it('settles the ambiguous 1112026 on 1 December 2026, every time', () => {
    expect(daysSinceEpoch(1112026)).toBe(Date.UTC(2026, 11, 1) / DAY_MS);
  });

  it.each([
    ['not base64', '!!!!'],
    ['base64 of text', btoa('hello')],
    ['base64 of a JSON string', btoa('"21102026"')],
    ['base64 of a fraction', btoa('2110.2026')],
    ['base64 of a negative number', btoa('-21102026')],
    ['a number too short for a date', btoa('12026')],
    ['a 32nd day', btoa('32102026')],
    ['a 13th month index', btoa('11122026')],
    ['30 February', btoa('3012026')],
    ['a year under 100, which Date.UTC would read as 19xx', btoa('1100026')],
  ])('refuses %s', (_case, key) => {
    expect(decodeDayKey(key)).toBeUndefined();
  });
});

describe("the yaml's DayKey pattern", () => {
  it('admits the key of every day from 1900 to 2199, the api-client writing it', () => {
    const refused: string[] = [];
    for (let day = Date.UTC(1900, 0, 1) / DAY_MS; day < Date.UTC(2200, 0, 1) / DAY_MS; day += 1) {
      const date = new Date(day * DAY_MS);
      const key = encodeDayKey(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
      if (pathParameterProblem('getDailyQuote', 'dayKey', key)) refused.push(key);
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ['a "+"', 'MjExMDIw+jY='],
    ['a "/"', 'MjExMDIw/jY='],
    ['base64 of text', btoa('hello123')],
    ['base64 of a minus sign and digits', btoa('-1102026')],
  ])('refuses a key with %s', (_case, key) => {
    expect(pathParameterProblem('getDailyQuote', 'dayKey', key)).toBeDefined();
  });
});
