import { describe, expect, it } from 'vitest';
import { cacheStatuses, replaceOnce } from './turbo-output.js';

describe('cacheStatuses', () => {
  it("reads each task's cache status from turbo's stream output", () => {
    const output = [
      '@crm/api-client:typecheck: cache miss, executing 0a1b2c3d',
      '@crm/api-client:typecheck: > tsc -p tsconfig.json',
      '@crm/console:typecheck: cache hit, replaying logs 4e5f6a7b',
      '@crm/console:test:e2e: cache bypass, force executing 8c9d0e1f',
    ].join('\n');
    expect([...cacheStatuses(output)]).toEqual([
      ['@crm/api-client#typecheck', 'miss'],
      ['@crm/console#typecheck', 'hit'],
      ['@crm/console#test:e2e', 'bypass'],
    ]);
  });
});

describe('replaceOnce', () => {
  it('replaces the first occurrence only and refuses a missing one', () => {
    expect(replaceOnce("a: 'Invalid Captcha', b: 'Invalid Captcha'", "'Invalid Captcha'", "'X'")).toBe(
      "a: 'X', b: 'Invalid Captcha'",
    );
    expect(() => replaceOnce('a: 1', "'Invalid Captcha'", "'X'")).toThrow(/was not found/);
  });
});
