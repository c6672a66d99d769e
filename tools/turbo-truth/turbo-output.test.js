import { describe, expect, it } from 'vitest';
import { cacheStatuses, renameFirstProperty, replaceLiteral } from './turbo-output.js';

describe('cacheStatuses', () => {
  it("reads each task's cache status from turbo's stream output", () => {
    const output = [
      '@crm/api-client:typecheck: cache miss, executing 0a1b2c3d',
      '@crm/api-client:typecheck: drift check: src/generated/admin-api.ts is up to date',
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

describe('renameFirstProperty', () => {
  it('renames the first property of the first properties block only', () => {
    const yaml = [
      'components:',
      '  schemas:',
      '    A:',
      '      properties:',
      '        email:',
      '          type: string',
      '        name:',
      '          type: string',
    ].join('\n');
    const { text, from, to, line } = renameFirstProperty(yaml);
    expect({ from, to, line }).toEqual({ from: 'email', to: 'emailRenamed', line: 5 });
    expect(text.split('\n')[4]).toBe('        emailRenamed:');
    expect(text.split('\n')[6]).toBe('        name:');
  });

  it('refuses a yaml without properties', () => {
    expect(() => renameFirstProperty('openapi: 3.1.0\n')).toThrow(/no `properties:` block/);
  });
});

describe('replaceLiteral', () => {
  it('replaces the quoted literal and refuses a missing one', () => {
    expect(replaceLiteral("a: 'Invalid Captcha',", 'Invalid Captcha', 'X')).toBe("a: 'X',");
    expect(() => replaceLiteral('a: 1', 'Invalid Captcha', 'X')).toThrow(/was not found/);
  });
});
