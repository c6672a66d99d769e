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
export async function settle(condition: () => boolean, realTimeoutMs = 5000): Promise<void> {
  // performance.now() is not faked: the limit is real time, however the fake clock stands.
  const deadline = performance.now() + realTimeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`The condition did not come true: ${condition.toString()}`);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/**
 * Moves the fake clock in steps, letting real I/O run between them, until `condition` holds: for
 * an answer whose timer starts only after a few turns of real I/O (msw 3 answers through a socket).
 */
export async function advanceUntil(condition: () => boolean, stepMs = 100, realTimeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + realTimeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`The condition did not come true: ${condition.toString()}`);
    await advance(stepMs);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/**
 * Under `vi.useFakeTimers()`, whose animation frames are fake too: the next frame, then the task
 * queued from it (lib/after-paint.ts), which the fake timers start 1 ms later, as they do every timer
 * of no delay set while they run.
 */
export async function paintUnderFakeTimers(): Promise<void> {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
  });
}
