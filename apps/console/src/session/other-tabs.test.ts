import { describe, expect, it } from 'vitest';
import { watchOtherTabs } from './other-tabs';

describe('the other tabs', () => {
  function watch() {
    const seen: string[] = [];
    const stop = watchOtherTabs({
      onEnded: (loggedOut) => seen.push(loggedOut ? 'logged out' : 'ended'),
      onStarted: () => seen.push('started'),
    });
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    return { seen, stop, fire };
  }

  it('tell a session start and end on the token key, and whether the stored reason is a log out', () => {
    const { seen, stop, fire } = watch();
    fire({ key: 'token', oldValue: null, newValue: 't', storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'logout');
    fire({ key: 'token', oldValue: 't', newValue: null, storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'expired');
    fire({ key: 'token', oldValue: 't', newValue: null, storageArea: localStorage });
    localStorage.setItem('sessionEnd', 'made-up');
    fire({ key: 'token', oldValue: 't', newValue: null });
    localStorage.removeItem('sessionEnd');
    fire({ key: 'token', oldValue: 't', newValue: null });
    fire({ key: null, storageArea: localStorage });
    expect(seen).toEqual(['started', 'logged out', 'ended', 'ended', 'ended', 'ended']);
    stop();
    fire({ key: null });
    expect(seen).toHaveLength(6);
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
