import { readItem, STORAGE_KEYS } from '@/lib/storage';

export interface OtherTabHandlers {
  /**
   * Another tab ended the session; `loggedOut` when it was the user's own log out, as the reason
   * stored under `sessionEnd` says (false when that cannot be told: storage cleared by hand).
   */
  onEnded(loggedOut: boolean): void;
  /** Another tab signed in. */
  onStarted(): void;
}

/**
 * Follows the session of the other tabs through the `storage` event on the token key, which the
 * browser fires in every other tab of the origin once the change is visible there: the token is
 * the last key written when a session starts and the last removed when it ends (start.ts, end.ts).
 * Returns the unsubscribe.
 */
export function watchOtherTabs(handlers: OtherTabHandlers): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === null) handlers.onEnded(false);
    else if (event.key !== STORAGE_KEYS.token) return;
    else if (event.newValue === null) handlers.onEnded(readItem('sessionEnd') === 'logout');
    else if (event.oldValue === null) handlers.onStarted();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
