import { STORAGE_KEYS } from '@/lib/storage';
import { readSessionEndReason } from './end';
import type { SessionEndReason } from './end';

export interface OtherTabHandlers {
  /**
   * Another tab ended the session, for the reason stored under `sessionEnd` (null when that cannot
   * be told: storage cleared by hand).
   */
  onEnded(reason: SessionEndReason | null): void;
  /** Another tab signed in. */
  onStarted(): void;
  /** Another tab recorded the person's input, or "Stay signed in" (idle.ts). */
  onActivity(): void;
}

/**
 * Follows the session of the other tabs through the `storage` event on the token key, which the
 * browser fires in every other tab of the origin once the change is visible there: the token is
 * the last key written when a session starts and the last removed when it ends (start.ts, end.ts);
 * and on the `activity` key, which the idle limit shares (idle.ts). Each watcher names the
 * handlers it needs. Returns the unsubscribe.
 */
export function watchOtherTabs(handlers: Partial<OtherTabHandlers>): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== localStorage) return;
    if (event.key === null) handlers.onEnded?.(null);
    else if (event.key === STORAGE_KEYS.activity) handlers.onActivity?.();
    else if (event.key !== STORAGE_KEYS.token) return;
    else if (event.newValue === null) handlers.onEnded?.(readSessionEndReason());
    else if (event.oldValue === null) handlers.onStarted?.();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
