import { describe, expect, it, vi } from 'vitest';
import { RELOADED_BUILD_KEY, StaleDeployError, createStaleDeployGuard } from './stale-deploy';

function guardFor(build: string, store = new Map<string, string>()) {
  const reload = vi.fn();
  const storage = () => ({
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  return { guard: createStaleDeployGuard({ build, storage, reload }), reload, store };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('the stale-deploy guard', () => {
  it('reloads once when an import fails, and hands the failure on', async () => {
    const { guard, reload, store } = guardFor('/assets/index-a.js');
    await expect(guard.importOrRecover(failing)).rejects.toBeInstanceOf(StaleDeployError);
    await expect(guard.importOrRecover(failing)).rejects.toBeInstanceOf(StaleDeployError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOADED_BUILD_KEY)).toBe('/assets/index-a.js');
    expect(guard.isOutdated()).toBe(false);
  });

  it('asks for a reload instead when the same build already reloaded in this tab', async () => {
    const store = new Map([[RELOADED_BUILD_KEY, '/assets/index-a.js']]);
    const { guard, reload } = guardFor('/assets/index-a.js', store);
    const listener = vi.fn();
    guard.subscribe(listener);
    await expect(guard.importOrRecover(failing)).rejects.toBeInstanceOf(StaleDeployError);
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isOutdated()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
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

  it('passes a successful import through untouched', async () => {
    const { guard, reload } = guardFor('/assets/index-a.js');
    await expect(guard.importOrRecover(() => Promise.resolve({ value: 1 }))).resolves.toEqual({ value: 1 });
    expect(reload).not.toHaveBeenCalled();
  });
});
