import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER } from '@/testing/session';
import { endSession } from './end';
import { saveSession } from './start';
import { hasStoredSession } from './token';
import { readStoredUser } from './user';

const ada = ADMIN_USER;

describe('the stored session', () => {
  it('is stored under the keys of docs/requirements.md, with the first name in the userName cookie', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    // A sign-in is an input and a fresh session on the server, for the idle limit.
    expect(JSON.parse(localStorage.getItem('activity') ?? '')).toEqual({ at: 1_000_000, renewedAt: 1_000_000 });
    expect(localStorage.getItem('userData')).toBe(JSON.stringify(ada));
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('ip')).toBe('10.0.0.1');
    expect(localStorage.getItem('isLoggedin')).toBe('true');
    expect(Cookies.get('userName')).toBe('Ada');
    expect(readStoredUser()).toEqual(ada);
    expect(hasStoredSession()).toBe(true);
  });

  it.each(['refused', 'expired', 'unauthorized', 'idle'] as const)(
    'is ended for any reason (%s): every session key goes, the IP too, the way back stays',
    (reason) => {
      saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
      localStorage.setItem('redirectUrl', '/admin/users?tab=x');
      endSession(reason);
      for (const key of ['userData', 'isLoggedin', 'token', 'ip', 'activity']) {
        expect(localStorage.getItem(key), key).toBeNull();
      }
      expect(Cookies.get('userName')).toBe('Ada');
      // Only a log out forgets the way back.
      expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    },
  );

  it('is ended with the requested address remembered', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    endSession('unauthorized', '/admin/users?tab=x');
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never remembers an address of another origin', () => {
    endSession('refused', '//evil.example');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
  });

  it('logs out: every session key goes, the userName cookie stays', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    localStorage.setItem('quote', 'Kept');
    endSession('logout');
    for (const key of ['userData', 'token', 'ip', 'isLoggedin', 'redirectUrl', 'activity']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('quote')).toBe('Kept');
    expect(Cookies.get('userName')).toBe('Ada');
  });
});

describe('the session-ended notice', () => {
  it.each(['refused', 'expired', 'unauthorized', 'idle'] as const)(
    'is owed when a stored session ends (%s)',
    (reason) => {
      saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
      expect(endSession(reason)).toBe(true);
      expect(localStorage.getItem('sessionEnd')).toBe(reason);
    },
  );

  it("is not owed after the user's own log out", () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    expect(endSession('logout')).toBe(false);
  });

  it('is not owed when no session was stored (a first visit to an admin address)', () => {
    expect(endSession('refused', '/admin/users')).toBe(false);
  });

  it('is forgotten by a new sign-in', () => {
    saveSession({ user: ada, token: 'token-1', ip: '10.0.0.1' });
    endSession('expired');
    saveSession({ user: ada, token: 'token-2', ip: '10.0.0.1' });
    expect(localStorage.getItem('sessionEnd')).toBeNull();
  });
});
