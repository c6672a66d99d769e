import { describe, expect, it } from 'vitest';
import { forgetSessionEndedNotice, noteSessionEnded, takeSessionEndedNotice } from './ended-notice';

describe('the session-ended notice', () => {
  it('is owed once noted, taken once, and can be forgotten', () => {
    expect(takeSessionEndedNotice()).toBe(false);
    noteSessionEnded();
    expect(takeSessionEndedNotice()).toBe(true);
    expect(takeSessionEndedNotice()).toBe(false);
    noteSessionEnded();
    forgetSessionEndedNotice();
    expect(takeSessionEndedNotice()).toBe(false);
  });
});
