/** The local-storage keys of docs/requirements.md (Storage), spelled exactly as it spells them. */
export const STORAGE_KEYS = {
  userData: 'userData',
  token: 'token',
  ip: 'ip',
  isLoggedin: 'isLoggedin',
  redirectUrl: 'redirectUrl',
  currentDate: 'currentDate',
  quote: 'quote',
  author: 'author',
  /** Why the last session ended, for the other tabs (docs/decisions/081-session-end-explained-in-every-tab.md). */
  sessionEnd: 'sessionEnd',
  /**
   * When the person last gave the console input, and when the server's session was last renewed,
   * shared by the tabs (docs/decisions/130-idle-sessions-end-in-the-console.md).
   */
  activity: 'activity',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/*
 * Storage can throw (private mode, a full quota, a disabled store): the console then behaves as
 * if nothing were stored instead of failing.
 */

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function removeItems(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      // Nothing to do: a store that cannot be written holds nothing to remove.
    }
  }
}
