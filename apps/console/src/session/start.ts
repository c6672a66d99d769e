import type { User } from '@crm/api-client';
import { removeItems, writeItem } from '@/lib/storage';
import { recordRenewal } from './idle';
import { rememberName } from './remembered-name';

/** What a successful login or verification hands over (docs/requirements.md, "Storage"). */
export interface SessionData {
  user: User;
  token: string;
  ip: string;
}

/**
 * Stores the session under the keys of docs/requirements.md ("Storage") and remembers the first
 * name. The token is written last: other tabs follow the session by its token (other-tabs.ts)
 * and must find the rest already stored.
 */
export function saveSession({ user, token, ip }: SessionData): void {
  removeItems('sessionEnd');
  writeItem('userData', JSON.stringify(user));
  writeItem('ip', ip);
  writeItem('isLoggedin', 'true');
  rememberName(user.first_name);
  recordRenewal(Date.now());
  writeItem('token', token);
}
