import { readItem, writeItem } from '@/lib/storage';

/*
 * The idle limit's arithmetic and its shared record, without React
 * (docs/decisions/130-idle-sessions-end-in-the-console.md). useIdleTimeout (use-idle-timeout.ts)
 * runs it in every tab of the admin area.
 */

/** The warning shows this long before the limit. */
export const IDLE_WARNING_MS = 60_000;

/** While the person is active, the server's session is renewed at most this often. */
export const RENEWAL_INTERVAL_MS = 60_000;

/** Input closer than this to the last recorded is not written again: the tabs' clocks need no finer. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/** What the tabs share under the `activity` key: the last input and the last renewal, in ms since the epoch. */
export interface ActivityRecord {
  at: number;
  renewedAt: number;
}

/** Where the idle limit stands at a moment. */
export type IdlePhase =
  | { kind: 'active'; warnIn: number }
  | { kind: 'warning'; secondsLeft: number; nextSecondIn: number }
  | { kind: 'over' };

/** The stored record; null when there is none or it cannot be read. */
export function readActivity(): ActivityRecord | null {
  let record: Partial<ActivityRecord> | null = null;
  try {
    record = JSON.parse(readItem('activity') ?? 'null') as Partial<ActivityRecord> | null;
  } catch {
    // Unreadable: no record.
  }
  const { at, renewedAt } = record ?? {};
  return Number.isFinite(at) && Number.isFinite(renewedAt) ? { at: at!, renewedAt: renewedAt! } : null;
}

/**
 * Records an input and a renewal at `now`: a sign-in (a fresh session on the server) and "Stay
 * signed in" (which renews it).
 */
export function recordRenewal(now: number): void {
  writeItem('activity', JSON.stringify({ at: now, renewedAt: now }));
}

/**
 * Records the person's input at `now`, and tells whether the server's session is due for renewal
 * (the last renewal, in any tab, is {@link RENEWAL_INTERVAL_MS} old, or unknown: no record); the
 * record then says it is renewed, so that no other tab renews it too. `stored` is the record as
 * read (readActivity), for a caller that has just read it.
 */
export function noteActivity(now: number, stored: ActivityRecord | null = readActivity()): boolean {
  const record = stored ?? { at: -Infinity, renewedAt: -Infinity };
  const renew = now - record.renewedAt >= RENEWAL_INTERVAL_MS;
  if (renew || now - record.at >= ACTIVITY_WRITE_INTERVAL_MS) {
    writeItem('activity', JSON.stringify({ at: now, renewedAt: renew ? now : record.renewedAt }));
  }
  return renew;
}

/**
 * Where a session whose last input was at `lastInput` stands at `now`, with a limit of `limitMs`:
 * active until {@link IDLE_WARNING_MS} before it (and how long until then), then warning (the whole
 * seconds left, rounded up, and how long until that number changes), then over.
 */
export function idlePhase(lastInput: number, limitMs: number, now: number): IdlePhase {
  const left = lastInput + limitMs - now;
  if (left <= 0) return { kind: 'over' };
  if (left > IDLE_WARNING_MS) return { kind: 'active', warnIn: left - IDLE_WARNING_MS };
  return { kind: 'warning', secondsLeft: Math.ceil(left / 1000), nextSecondIn: left % 1000 || 1000 };
}
