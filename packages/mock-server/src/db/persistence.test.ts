import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from './collections';
import { ADMIN } from './fixtures';
import { exportDb, importDb, type StateStorage } from './persistence';
import { resetDb } from './reset';
import { createMockApi, type MockApi } from '../mock-api';
import { mswHandlers } from '../handlers/msw';

describe('the persisted state', () => {
  it('comes back record for record after a round trip through JSON', async () => {
    const db = createDb();
    await resetDb(db, 1_000);
    await db.sessions.create({ token: 'mock-session-1', user_id: 1, created_at: 1_000, last_used_at: 1_000 });
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

describe('a reload of the browser mock', () => {
  let saved: string | null = null;
  const storage: StateStorage = { load: () => saved, save: (text) => (saved = text) };
  /** A new page load: a fresh mock on the same storage, as startBrowserMock makes one. */
  const reload = () => createMockApi({ storage, now: () => 1_000 });
  const login = async (api: MockApi, password: string) => {
    const request = new Request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password, captchaToken: 'a-captcha-token' }),
    });
    return (await getResponse(mswHandlers(api.operations), request))?.status;
  };

  it('keeps the lockout counters (five wrong passwords with a reload between each lock the account) until a reset', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) statuses.push(await login(reload(), 'Wrong@12345'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await login(reload(), ADMIN.password)).toBe(429);

    await reload().reset();
    expect(await login(reload(), ADMIN.password), 'after a reset').toBe(200);
  });

  it('keeps a log out: the msw handlers end the session, and the next page load still refuses its token', async () => {
    await reload().reset();
    const token = await reload().createSession(ADMIN.email);
    const call = async (method: string, path: string) => {
      const request = new Request(`http://localhost/api${path}`, { method, headers: { authorization: token } });
      return (await getResponse(mswHandlers(reload().operations), request))?.json();
    };
    expect(await call('GET', '/admin/check-is-log-in')).toMatchObject({ payload: { isLogedIn: true } });
    expect(await call('POST', '/admin/logout')).toEqual({ success: true, message: 'Logged out' });
    expect(await call('GET', '/admin/check-is-log-in')).toMatchObject({ payload: { isLogedIn: false } });
  });
});
