import { describe, expect, it } from 'vitest';
import { readRememberedName, rememberName } from './remembered-name';

describe('the remembered name', () => {
  it('is kept in the userName cookie, and an empty one is none', () => {
    expect(readRememberedName()).toBeUndefined();
    rememberName('Ada');
    expect(document.cookie).toContain('userName=Ada');
    expect(readRememberedName()).toBe('Ada');
    rememberName('');
    expect(readRememberedName()).toBeUndefined();
  });
});
