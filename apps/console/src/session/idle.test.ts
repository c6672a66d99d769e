import { describe, expect, it } from 'vitest';
import { idlePhase, noteActivity, readActivity, recordRenewal } from './idle';

const LIMIT = 15 * 60_000;
const stored = () => JSON.parse(localStorage.getItem('activity') ?? 'null') as unknown;

describe('the idle limit', () => {
  it('is active until one minute before it, and says how long until the warning', () => {
    expect(idlePhase(0, LIMIT, 0)).toEqual({ kind: 'active', warnIn: 14 * 60_000 });
    expect(idlePhase(0, LIMIT, 14 * 60_000 - 1)).toEqual({ kind: 'active', warnIn: 1 });
  });

  it('warns for its last minute: the whole seconds left, rounded up, and when that number changes', () => {
    expect(idlePhase(0, LIMIT, 14 * 60_000)).toEqual({ kind: 'warning', secondsLeft: 60, nextSecondIn: 1000 });
    expect(idlePhase(0, LIMIT, 14 * 60_000 + 1)).toEqual({ kind: 'warning', secondsLeft: 60, nextSecondIn: 999 });
    expect(idlePhase(0, LIMIT, 14 * 60_000 + 1000)).toEqual({ kind: 'warning', secondsLeft: 59, nextSecondIn: 1000 });
    expect(idlePhase(0, LIMIT, LIMIT - 1)).toEqual({ kind: 'warning', secondsLeft: 1, nextSecondIn: 1 });
  });

  it('is over at the limit and after it', () => {
    expect(idlePhase(0, LIMIT, LIMIT)).toEqual({ kind: 'over' });
    expect(idlePhase(0, LIMIT, LIMIT + 60_000)).toEqual({ kind: 'over' });
  });

  it('counts from the last input', () => {
    expect(idlePhase(5000, 2 * 60_000, 2 * 60_000)).toEqual({ kind: 'warning', secondsLeft: 5, nextSecondIn: 1000 });
  });
});

describe('the activity record', () => {
  it('is read back as written, and not at all when missing or unreadable', () => {
    expect(readActivity()).toBeNull();
    recordRenewal(1234);
    expect(readActivity()).toEqual({ at: 1234, renewedAt: 1234 });
    for (const value of [
      '{',
      'null',
      '{"at":1}',
      '{"renewedAt":1}',
      '{"at":"1","renewedAt":1}',
      '{"at":1,"renewedAt":null}',
    ]) {
      localStorage.setItem('activity', value);
      expect(readActivity(), value).toBeNull();
    }
  });

  it('records an input once a second at most, without a renewal within a minute of the last', () => {
    recordRenewal(10_000);
    expect(noteActivity(10_999)).toBe(false);
    expect(stored()).toEqual({ at: 10_000, renewedAt: 10_000 });
    expect(noteActivity(11_000)).toBe(false);
    expect(stored()).toEqual({ at: 11_000, renewedAt: 10_000 });
    expect(noteActivity(69_999)).toBe(false);
    expect(stored()).toEqual({ at: 69_999, renewedAt: 10_000 });
  });

  it('asks for a renewal a minute after the last, and records it so that no other tab asks too', () => {
    recordRenewal(0);
    expect(noteActivity(60_000)).toBe(true);
    expect(stored()).toEqual({ at: 60_000, renewedAt: 60_000 });
    expect(noteActivity(60_500)).toBe(false);
    expect(noteActivity(119_999)).toBe(false);
    expect(noteActivity(120_000)).toBe(true);
  });

  it('asks for a renewal when the last is a minute old, even within a second of the last recorded input', () => {
    localStorage.setItem('activity', JSON.stringify({ at: 100_000, renewedAt: 0 }));
    expect(noteActivity(100_500)).toBe(true);
    expect(stored()).toEqual({ at: 100_500, renewedAt: 100_500 });
  });

  it('asks for a renewal without a record, since when the last was is unknown', () => {
    expect(noteActivity(5000)).toBe(true);
    expect(stored()).toEqual({ at: 5000, renewedAt: 5000 });
  });
});
