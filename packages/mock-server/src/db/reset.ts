import type { MockDb } from './collections';
import { ADMIN, CODES, INVITED_CLIENT, RESET_CODE_TTL_MS, TWO_FACTOR_ADMIN } from './fixtures';
import { QUOTES } from './quotes';
import { clearThrottle } from './throttle';

/** Empties the data and the throttle's counts, which belong to it (./throttle.ts). */
export function clearDb(db: MockDb): void {
  for (const collection of Object.values(db)) collection.clear();
  clearThrottle(db);
}

/** Restores the fixtures (./fixtures.ts) and nothing else: no session, no challenge, no trusted device. */
export async function resetDb(db: MockDb, now: number): Promise<void> {
  clearDb(db);
  await db.users.create({ ...ADMIN, role: 'admin', two_factor: false });
  await db.users.create({ ...TWO_FACTOR_ADMIN, role: 'admin', two_factor: true });
  await db.users.create({ ...INVITED_CLIENT, role: 'client', password: null, two_factor: false });
  const valid = { expires_at: now + RESET_CODE_TTL_MS, used: false };
  const expired = { expires_at: now - 1, used: false };
  await db.resetCodes.create({ code: CODES.reset, user_id: ADMIN.id, ...valid });
  await db.resetCodes.create({ code: CODES.expired, user_id: ADMIN.id, ...expired });
  const name = INVITED_CLIENT.first_name;
  await db.invitations.create({ code: CODES.invite, user_id: INVITED_CLIENT.id, name, ...valid });
  await db.invitations.create({ code: CODES.expired, user_id: INVITED_CLIENT.id, name, ...expired });
  for (const quote of QUOTES) await db.quotes.create({ ...quote });
}
