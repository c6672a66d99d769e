import { expect, it } from 'vitest';
import { isRecord } from './is-record';

it('is true for a plain object only: not null, an array or a primitive', () => {
  expect(isRecord({})).toBe(true);
  expect(isRecord({ success: true })).toBe(true);
  expect(isRecord(null)).toBe(false);
  expect(isRecord([])).toBe(false);
  expect(isRecord([{ success: true }])).toBe(false);
  expect(isRecord('{}')).toBe(false);
  expect(isRecord(undefined)).toBe(false);
});
