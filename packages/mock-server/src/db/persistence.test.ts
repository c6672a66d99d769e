import { describe, expect, it } from 'vitest';
import { createDb } from './collections';
import { exportDb, importDb } from './persistence';
import { resetDb } from './reset';

describe('the persisted state', () => {
  it('comes back record for record after a round trip through JSON', async () => {
    const db = createDb();
    await resetDb(db, 1_000);
    await db.sessions.create({ token: 'mock-session-1', user_id: 1, created_at: 1_000 });
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.password = 'Changed@2026';
      },
    });
    const restored = createDb();
    expect(await importDb(restored, JSON.parse(JSON.stringify(exportDb(db))))).toBe(true);
    expect(exportDb(restored)).toEqual(exportDb(db));
    expect(restored.sessions.findLive('mock-session-1', 1_000)).toBeDefined();
    expect(restored.users.findFirst((q) => q.where({ id: 1 }))?.password).toBe('Changed@2026');
  });

  it('refuses a snapshot of another version and leaves the data empty for a reseed', async () => {
    const db = createDb();
    await resetDb(db, 1_000);
    expect(await importDb(db, { ...exportDb(db), version: 0 })).toBe(false);
    expect(await importDb(db, 'garbage')).toBe(false);
    expect(db.users.count()).toBe(0);
  });

  it('refuses a snapshot whose session record is broken, as it does for any collection', async () => {
    const db = createDb();
    await resetDb(db, 1_000);
    const snapshot = exportDb(db);
    snapshot.collections.sessions = [{ token: 'mock-session-1', user_id: 'one' }];
    expect(await importDb(db, snapshot)).toBe(false);
    expect(db.sessions.size).toBe(0);
  });
});
