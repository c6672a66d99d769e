import { describe, expect, it, vi } from 'vitest';
import { clearRememberedPassword, fillRememberedPassword } from './remembered-password';

function passwordField(type = 'password') {
  const input = document.createElement('input');
  input.type = type;
  return input;
}

describe('a remembered password', () => {
  it('is filled into a concealed field and emptied from it once, with an input event', () => {
    const input = passwordField();
    const heard = vi.fn();
    input.addEventListener('input', heard);
    fillRememberedPassword(input, 'secret');
    expect(input.value).toBe('secret');
    expect(heard).not.toHaveBeenCalled();
    expect(clearRememberedPassword(input)).toBe(true);
    expect(input.value).toBe('');
    expect(heard).toHaveBeenCalledOnce();
    expect(clearRememberedPassword(input)).toBe(false);
  });

  it('is not filled into a field that is shown', () => {
    const input = passwordField('text');
    fillRememberedPassword(input, 'secret');
    expect(input.value).toBe('');
    expect(clearRememberedPassword(input)).toBe(false);
  });

  it('is forgotten once the field is empty, and not before', () => {
    const input = passwordField();
    fillRememberedPassword(input, 'secret');
    input.value = 'secre';
    input.dispatchEvent(new Event('input'));
    input.value = '';
    input.dispatchEvent(new Event('input'));
    input.value = 'typed';
    expect(clearRememberedPassword(input)).toBe(false);
    expect(input.value).toBe('typed');
  });

  it('leaves alone a field never filled', () => {
    const input = passwordField();
    input.value = 'typed';
    expect(clearRememberedPassword(input)).toBe(false);
    expect(input.value).toBe('typed');
  });
});
