import { describe, expect, it, vi } from 'vitest';
import { RELOADED_BUILD_KEY, StaleDeployError, createStaleDeployGuard, importOrRecover } from './stale-deploy';

function guardFor(build: string, store = new Map<string, string>()) {
  const reload = vi.fn();
  const storage = () => ({
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  let leave = () => undefined as void;
  const stopWatching = vi.fn();
  const watchLeaving = (onLeave: () => void) => ((leave = onLeave), stopWatching);
  const guard = createStaleDeployGuard({ build, storage, reload, watchLeaving });
  return { guard, reload, store, stopWatching, leave: () => leave() };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('the stale-deploy guard', () => {
  it('reloads once when an import fails, and hands the failure on', async () => {
    const { guard, reload, store } = guardFor('/assets/index-a.js');
    const error: unknown = await guard.importOrRecover(failing).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StaleDeployError);
    expect(error).toMatchObject({
      name: 'StaleDeployError',
      message: 'A part of the console could not be loaded',
      cause: new TypeError('Failed to fetch dynamically imported module'),
    });
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
      watchLeaving: () => () => undefined,
    });
    guard.recover();
    expect(reload).not.toHaveBeenCalled();
    expect(guard.isOutdated()).toBe(true);
  });

  it('does not reload when the import failed because the page is being left', async () => {
    const { guard, reload, leave, store } = guardFor('/assets/index-a.js');
    const cutShort = () => Promise.resolve().then(() => (leave(), failing()));
    await expect(guard.importOrRecover(cutShort)).rejects.toBeInstanceOf(StaleDeployError);
    expect(reload).not.toHaveBeenCalled();
    expect(store.has(RELOADED_BUILD_KEY), 'the one reload stays for a real stale deploy').toBe(false);
  });

  it('watches for the page being left only while an import runs', async () => {
    const { guard, stopWatching } = guardFor('/assets/index-a.js');
    const loaded = guard.importOrRecover(() => Promise.resolve(1));
    expect(stopWatching).not.toHaveBeenCalled();
    await expect(loaded).resolves.toBe(1);
    expect(stopWatching).toHaveBeenCalledTimes(1);
    await expect(guard.importOrRecover(failing)).rejects.toBeInstanceOf(StaleDeployError);
    expect(stopWatching).toHaveBeenCalledTimes(2);
  });

  it('passes a successful import through untouched', async () => {
    const { guard, reload } = guardFor('/assets/index-a.js');
    await expect(guard.importOrRecover(() => Promise.resolve({ value: 1 }))).resolves.toEqual({ value: 1 });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("the page's own stale-deploy guard", () => {
  it('listens for beforeunload only while an import runs', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    let finish = () => undefined as void;
    const loading = importOrRecover(() => new Promise<void>((resolve) => (finish = resolve)));
    const watching = added.mock.calls.filter(([type]) => type === 'beforeunload');
    expect(watching).toHaveLength(1);
    expect(removed).not.toHaveBeenCalledWith('beforeunload', expect.anything());
    finish();
    await loading;
    expect(removed).toHaveBeenCalledWith('beforeunload', watching[0]?.[1]);
    added.mockRestore();
    removed.mockRestore();
  });
});
