import type { ClipboardEvent } from 'react';
import { FIELD_LIMITS } from '@crm/api-client';
import type { LimitedField } from '@crm/api-client';

/*
 * The longest values the API accepts, from FIELD_LIMITS (generated from openapi/admin-api.yaml's
 * maxLength), so that an over-long value gets a clear field message here instead of a vague
 * failure from the server (docs/requirements.md, Validation).
 */

export function maxLengthOf(field: LimitedField): number {
  return FIELD_LIMITS[field].maxLength;
}

/** The field message for a value over its limit. */
export function tooLongText(noun: string, maxLength: number, unit = 'characters'): string {
  return `${noun} can be at most ${maxLength} ${unit}.`;
}

/**
 * A paste handler that refuses, whole, a paste that would take the value past `maxLength` (the
 * browser would otherwise cut it silently, and a cut address or password fails later for no
 * visible reason), and tells `onRefused`.
 */
export function refuseOverlongPaste(maxLength: number, onRefused: () => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    // Inputs of type email expose no selection: the paste is then counted as appended.
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    if (input.value.length - (end - start) + pasted.length <= maxLength) return;
    event.preventDefault();
    onRefused();
  };
}
