import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for the console's delays: setTimeout and Date only, so that React's scheduler and
 * the mock's fetch (setImmediate, microtasks) still run. Testing Library's findBy/waitFor
 * recognise them through the `jest` shim and advance them while they wait.
 */
export function useFakeClock(now?: Date): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  if (now) vi.setSystemTime(now);
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Moves the fake clock inside act(), so the React updates it causes are applied. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Lets promises, the mock's answers and React's work run, without moving the fake clock, until
 * `condition` holds. For the moments where a findBy would move time (and spoil a 999 ms check).
 */
export async function settle(condition: () => boolean, rounds = 500): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    if (condition()) return;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`The condition did not come true: ${condition.toString()}`);
}
