import { describe, expect, it } from 'vitest';
import { ADMIN, TWO_FACTOR_ADMIN } from '../db/fixtures';
import { useHttpMock } from '../testing/http-mock-fixture';

const { clock, call, login, isLoggedIn, mock } = useHttpMock();
const HOUR_MS = 60 * 60 * 1000;
const LOGGED_OUT = { status: 200, body: { success: true, message: 'Logged out' } };

const logout = (headers: Record<string, string> = {}) => call('/api/admin/logout', { method: 'POST', headers });
const signIn = async () => (await login(ADMIN.email)).body.token as string;

describe('POST /admin/logout over HTTP', () => {
  it('ends the session of the token it carries: check-is-log-in then says no to that token', async () => {
    const token = await signIn();
    expect(await isLoggedIn(token)).toBe(true);
    expect(await logout({ authorization: token })).toMatchObject(LOGGED_OUT);
    expect(await isLoggedIn(token)).toBe(false);
  });

  it("ends that session only: the user's other sessions and other users' stay live", async () => {
    const [first, second] = [await signIn(), await signIn()];
    const grace = await mock().api.createSession(TWO_FACTOR_ADMIN.email);
    await logout({ authorization: first });
    expect([await isLoggedIn(first), await isLoggedIn(second), await isLoggedIn(grace)]).toEqual([false, true, true]);
  });

  it('answers the same, and changes nothing, for an ended, unknown, expired, Bearer-prefixed or missing token', async () => {
    const expired = await signIn();
    const ended = await signIn();
    await logout({ authorization: ended });
    clock.now += 8 * HOUR_MS;
    const fresh = await signIn();
    const tokens: Record<string, string>[] = [
      { authorization: ended },
      { authorization: 'mock-session-00000000000000000000000000000000' },
      { authorization: expired },
      { authorization: `Bearer ${fresh}` },
      {},
    ];
    for (const headers of tokens) expect(await logout(headers)).toMatchObject(LOGGED_OUT);
    expect(await isLoggedIn(fresh)).toBe(true);
  });
});
