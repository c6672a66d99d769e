import { describe, expect, it } from 'vitest';
import { watchOtherTabs } from './other-tabs';

describe('the other tabs', () => {
  function watch() {
    const seen: string[] = [];
    const stop = watchOtherTabs({
      onEnded: (reason) => seen.push(`ended: ${reason}`),
      onStarted: () => seen.push('started'),
      onActivity: () => seen.push('activity'),
    });
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    return { seen, stop, fire };
  }

  it('tell a session start and end on the token key, with the stored reason when it is one', () => {
    const { seen, stop, fire } = watch();
    fire({ key: 'token', oldValue: null, newValue: 't', storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'logout');
    fire({ key: 'token', oldValue: 't', newValue: null, storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'expired');
    fire({ key: 'token', oldValue: 't', newValue: null, storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'idle');
    fire({ key: 'token', oldValue: 't', newValue: null });
    localStorage.setItem('sessionEnd', 'made-up');
    fire({ key: 'token', oldValue: 't', newValue: null });
    localStorage.removeItem('sessionEnd');
    fire({ key: 'token', oldValue: 't', newValue: null });
    fire({ key: null, storageArea: localStorage });
    expect(seen).toEqual([
      'started',
      'ended: logout',
      'ended: expired',
      'ended: idle',
      'ended: null',
      'ended: null',
      'ended: null',
    ]);
    stop();
    fire({ key: null });
    expect(seen).toHaveLength(7);
  });

  it("tell another tab's record of the person's input on the activity key", () => {
    const { seen, stop, fire } = watch();
    fire({ key: 'activity', oldValue: null, newValue: '{}', storageArea: localStorage });
    fire({ key: 'activity', oldValue: '{}', newValue: '{}', storageArea: sessionStorage });
    expect(seen).toEqual(['activity']);
    stop();
  });

  it('call only the handlers a watcher names', () => {
    const seen: string[] = [];
    const stopOther = watchOtherTabs({ onEnded: () => seen.push('ended') });
    const stop = watchOtherTabs({ onActivity: () => seen.push('activity') });
    const fire = (init: StorageEventInit) =>
      window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));
    fire({ key: 'token', oldValue: null, newValue: 't' });
    fire({ key: 'token', oldValue: 't', newValue: null });
    fire({ key: null });
    fire({ key: 'activity', newValue: '{}' });
    stopOther();
    fire({ key: null });
    fire({ key: 'token', oldValue: 't', newValue: null });
    expect(seen).toEqual(['ended', 'ended', 'activity']);
    stop();
  });

  it('ignore other keys, a token that only changes, and sessionStorage', () => {
    const { seen, stop, fire } = watch();
    fire({ key: 'quote', oldValue: null, newValue: 'q', storageArea: localStorage });
    fire({ key: 'quote', oldValue: 'q', newValue: null, storageArea: localStorage });
    fire({ key: 'token', oldValue: 'a', newValue: 'b', storageArea: localStorage });
    fire({ key: 'token', oldValue: 'a', newValue: null, storageArea: sessionStorage });
    fire({ key: null, storageArea: sessionStorage });
    expect(seen).toEqual([]);
    stop();
  });
});
