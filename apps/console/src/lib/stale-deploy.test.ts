import { describe, expect, it, vi } from 'vitest';
import { PRELOAD_ERROR_EVENT, RELOADED_BUILD_KEY, createStaleDeployGuard } from './stale-deploy';

/** A guard listening on a window of its own. */
function guardFor(build: string, store = new Map<string, string>()) {
  const reload = vi.fn();
  const storage = () => ({
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  const guard = createStaleDeployGuard({ build, storage, reload });
  const window = new EventTarget();
  const stopListening = guard.listen(window);
  return { guard, reload, store, window, stopListening };
}

/** What Vite's preload helper does when an import or its preload fails: answers whether a listener cancelled it. */
function failLoad(
  window: EventTarget,
  failure: unknown = new TypeError('Failed to fetch dynamically imported module'),
) {
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: failure });
  window.dispatchEvent(event);
  return { failure, cancelled: event.defaultPrevented };
}

describe('the stale-deploy guard', () => {
  it('reloads once when a load fails, and lets the import fail as it would', () => {
    const { guard, reload, store, window } = guardFor('/assets/index-a.js');
    const { failure, cancelled } = failLoad(window);
    expect(cancelled, 'the import still rejects, so its caller stops').toBe(false);
    expect(guard.isLoadFailure(failure)).toBe(true);
    failLoad(window);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOADED_BUILD_KEY)).toBe('/assets/index-a.js');
    expect(guard.isOutdated()).toBe(false);
  });

  it('knows the failures it heard of from any other error', () => {
    const { guard, window } = guardFor('/assets/index-a.js');
    failLoad(window, 'not an object');
    expect(guard.isLoadFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(guard.isLoadFailure('not an object')).toBe(false);
    expect(guard.isLoadFailure(null)).toBe(false);
  });

  it('asks for a reload instead when the same build already reloaded in this tab', () => {
    const store = new Map([[RELOADED_BUILD_KEY, '/assets/index-a.js']]);
    const { guard, reload, window } = guardFor('/assets/index-a.js', store);
    const listener = vi.fn();
    guard.subscribe(listener);
    failLoad(window);
    failLoad(window);
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isOutdated()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = new Map([[RELOADED_BUILD_KEY, '/assets/index-a.js']]);
    const { guard } = guardFor('/assets/index-a.js', store);
    const kept = vi.fn();
    const dropped = vi.fn();
    guard.subscribe(kept);
    guard.subscribe(dropped)();
    guard.recover();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('reloads once again for a later build', () => {
    const store = new Map([[RELOADED_BUILD_KEY, '/assets/index-a.js']]);
    const { guard, reload } = guardFor('/assets/index-b.js', store);
    guard.recover();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks instead of reloading when the guard cannot be stored', () => {
    const reload = vi.fn();
    const guard = createStaleDeployGuard({
      build: '/assets/index-a.js',
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      reload,
    });
    guard.recover();
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isOutdated()).toBe(true);
  });

  it('asks instead of reloading when the load failed because the page is being left', () => {
    const { guard, reload, store, window } = guardFor('/assets/index-a.js');
    window.dispatchEvent(new Event('beforeunload'));
    failLoad(window);
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isOutdated(), 'never silence: a navigation that did not happen leaves the notice').toBe(true);
    expect(store.has(RELOADED_BUILD_KEY), 'the one reload stays for a real stale deploy').toBe(false);
  });

  it('reloads again once the page is shown after all', () => {
    const { reload, window } = guardFor('/assets/index-a.js');
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    failLoad(window);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hears nothing once it stops listening', () => {
    const { guard, reload, window, stopListening } = guardFor('/assets/index-a.js');
    stopListening();
    window.dispatchEvent(new Event('beforeunload'));
    const { failure } = failLoad(window);
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isLoadFailure(failure)).toBe(false);
    guard.listen(window);
    failLoad(window);
    expect(reload, 'the earlier beforeunload went unheard').toHaveBeenCalledTimes(1);
  });
});
