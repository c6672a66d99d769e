import type { User } from '@crm/api-client';
import { readItem } from '@/lib/storage';

/** The stored user (`userData`), or null when none (or an unreadable one) is stored. */
export function readStoredUser(): User | null {
  let user: Partial<User> | null;
  try {
    user = JSON.parse(readItem('userData') ?? 'null') as Partial<User> | null;
  } catch {
    return null;
  }
  return typeof user?.first_name === 'string' ? (user as User) : null;
}

/** "Ada Lovelace", or "Ada" when no last name is known; '' without a user. */
export function displayName(user: Pick<User, 'first_name' | 'last_name'> | null): string {
  return user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
}
