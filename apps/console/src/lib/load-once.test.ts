import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const once = loadOnce(load);
    const first = once();
    expect(once()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries afresh after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('gone')).mockResolvedValue('module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('gone');
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
