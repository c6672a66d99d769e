import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/lib/app-config';
import { advance, advanceUntil, settle, useFakeClock } from '@/testing/clock';
import { mockApi, seenRequests } from '@/testing/mock-api';
import { fillLogin, renderApp, signInAs } from '@/testing/render';
import { SESSION_ENDED_TEXT } from './ended-notice-banner';

const MINUTE = 60_000;
const IDLE_TEXT = 'You were signed out after 15 minutes without activity.';
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });
const renewals = () => seenRequests.filter((request) => request === 'GET /api/admin/check-is-log-in').length;
const logouts = () => seenRequests.filter((request) => request === 'POST /api/admin/logout').length;
const isLiveOnTheMock = (token: string) => mockApi.db.sessions.findLive(token, mockApi.now()) !== undefined;
const signInPageShown = () => screen.queryByRole('heading', { name: 'Log in to your account' }) !== null;

/** Lets the mock answer whatever was asked, without moving the clock. */
async function letTheMockAnswer() {
  for (let turn = 0; turn < 20; turn += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

// Every delay here is the fake clock's: the idle limit is counted in minutes.
beforeEach(() => useFakeClock(new Date(2026, 10, 27, 9, 0, 0)));

/** Ada signed in, on `path` of the admin area, once the guard has let her in. */
async function openAdminArea(path = '/admin/users?tab=x') {
  const token = await signInAs('admin@crm.test');
  const app = renderApp(path);
  await settle(() => screen.queryByRole('heading', { name: 'Users' }) !== null);
  await letTheMockAnswer();
  return { ...app, token };
}

/** What another tab writes when its person gives input (idle.ts), and the event this tab then gets. */
function otherTabRecordsInput() {
  const at = Date.now();
  const newValue = JSON.stringify({ at, renewedAt: at });
  const oldValue = localStorage.getItem('activity');
  localStorage.setItem('activity', newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'activity', oldValue, newValue, storageArea: localStorage }),
    );
  });
}

/** Another tab reaching the limit first: it ends the session as end.ts does, the token last. */
function otherTabEndsTheSessionForIdleness() {
  localStorage.setItem('sessionEnd', 'idle');
  localStorage.setItem('redirectUrl', '/admin/users?tab=x');
  for (const key of ['userData', 'isLoggedin', 'ip', 'activity']) localStorage.removeItem(key);
  const oldValue = localStorage.getItem('token');
  localStorage.removeItem('token');
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue, newValue: null, storageArea: localStorage }),
    );
  });
}

describe('the idle warning', () => {
  it('opens one minute before the limit, as a modal dialog that takes the focus, with a countdown', async () => {
    await openAdminArea();
    await advance(14 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    await advance(1);
    const dialog = warning()!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('For your security, you will be signed out in 60 seconds.');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('60 seconds');
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('you will be signed out in 59 seconds.');
    await advance(58_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('you will be signed out in 1 second.');
  });

  it('tells a screen reader the time left at 30 and at 10 seconds, not every second', async () => {
    await openAdminArea();
    await advance(14 * MINUTE);
    const status = within(warning()!).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await advance(29_000);
    expect(status).toBeEmptyDOMElement();
    await advance(1000);
    expect(status).toHaveTextContent('Less than 30 seconds left.');
    await advance(19_000);
    expect(status).toHaveTextContent('Less than 30 seconds left.');
    await advance(1000);
    expect(status).toHaveTextContent('Less than 10 seconds left.');
  });

  it('"Stay signed in" renews the session on the server and closes; the limit counts from then', async () => {
    const { user } = await openAdminArea();
    const before = renewals();
    await advance(14 * MINUTE + 30_000);
    await user.click(within(warning()!).getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).not.toBeInTheDocument();
    await settle(() => renewals() === before + 1);
    await advance(14 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    await advance(1);
    expect(warning()).toBeInTheDocument();
  });

  it('Escape answers as "Stay signed in"', async () => {
    await openAdminArea();
    const before = renewals();
    await advance(14 * MINUTE);
    act(() => {
      fireEvent(warning()!, new Event('cancel', { cancelable: true }));
    });
    expect(warning()).not.toBeInTheDocument();
    await settle(() => renewals() === before + 1);
  });

  it('stays open through other input: only its buttons answer it', async () => {
    const { user } = await openAdminArea();
    const before = renewals();
    await advance(14 * MINUTE);
    await user.keyboard('{Shift}');
    await user.pointer({ target: document.body, keys: '[MouseLeft]' });
    await letTheMockAnswer();
    expect(warning()).toBeInTheDocument();
    expect(renewals()).toBe(before);
  });

  it('"Log out" is the person\'s own log out: no notice, no way back', async () => {
    const { user, location, token } = await openAdminArea();
    await advance(14 * MINUTE);
    await user.click(within(warning()!).getByRole('button', { name: 'Log out' }));
    await settle(signInPageShown);
    expect(location()).toBe('/');
    expect(localStorage.getItem('sessionEnd')).toBe('logout');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
    expect(screen.queryByText(IDLE_TEXT)).not.toBeInTheDocument();
    await settle(() => !isLiveOnTheMock(token));
  });
});

describe('the idle limit', () => {
  it('logs out at the limit, on the server too, and the sign-in page says why', async () => {
    const { location, token } = await openAdminArea();
    await advance(15 * MINUTE - 1);
    expect(signInPageShown()).toBe(false);
    await advance(1);
    await settle(signInPageShown);
    expect(location()).toBe('/');
    expect(screen.getByText(IDLE_TEXT).closest('[role="status"]')).toBeInTheDocument();
    for (const key of ['token', 'userData', 'isLoggedin', 'ip', 'activity'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('sessionEnd')).toBe('idle');
    await settle(() => !isLiveOnTheMock(token));
    expect(logouts()).toBe(1);
  });

  it('signing in again returns to the page the person was on', async () => {
    const { user, location } = await openAdminArea('/admin/users?tab=x');
    await advance(15 * MINUTE);
    await settle(signInPageShown);
    await fillLogin(user, { email: 'admin@crm.test', password: 'Admin@12345' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await advanceUntil(() => location() === '/admin/users?tab=x');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it("follows the configured limit, in the warning's timing and in the words", async () => {
    const configured = config.idleTimeoutMinutes;
    (config as { idleTimeoutMinutes: number }).idleTimeoutMinutes = 20;
    try {
      await openAdminArea();
      await advance(19 * MINUTE - 1);
      expect(warning()).not.toBeInTheDocument();
      await advance(1);
      expect(warning()).toBeInTheDocument();
      await advance(MINUTE);
      await settle(signInPageShown);
      expect(screen.getByText('You were signed out after 20 minutes without activity.')).toBeInTheDocument();
    } finally {
      (config as { idleTimeoutMinutes: number }).idleTimeoutMinutes = configured;
    }
  });

  it("is pushed back by the person's input, which every tab can read", async () => {
    const { user } = await openAdminArea();
    const before = renewals();
    await advance(10 * MINUTE);
    await user.keyboard('a');
    expect(JSON.parse(localStorage.getItem('activity')!)).toMatchObject({ at: Date.now() });
    await settle(() => renewals() === before + 1);
    await advance(14 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    await advance(1);
    expect(warning()).toBeInTheDocument();
  });

  it('renews the server session while the person is active, at most once a minute, and never while idle', async () => {
    const { user } = await openAdminArea();
    const before = renewals();
    await advance(30_000);
    await user.pointer({ target: document.body, keys: '[MouseLeft]' });
    await letTheMockAnswer();
    expect(renewals()).toBe(before);
    await advance(30_000);
    await user.keyboard('a');
    await settle(() => renewals() === before + 1);
    await advance(1000);
    await user.keyboard('b');
    await advance(58_999);
    await user.keyboard('c');
    await letTheMockAnswer();
    expect(renewals()).toBe(before + 1);
    await advance(1);
    await user.keyboard('d');
    await settle(() => renewals() === before + 2);
    // Ten idle minutes: nothing is renewed.
    await advance(10 * MINUTE);
    await letTheMockAnswer();
    expect(renewals()).toBe(before + 2);
    fireEvent.touchStart(document.body);
    await settle(() => renewals() === before + 3);
  });

  it('ends the session as the guard does when a renewal is refused', async () => {
    const { user, location } = await openAdminArea('/admin/users?tab=x');
    mockApi.useScenario('session-expired');
    await advance(MINUTE);
    await user.keyboard('a');
    await settle(signInPageShown);
    expect(location()).toBe('/');
    expect(screen.getByText(SESSION_ENDED_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('redirectUrl')).toBe('/admin/users?tab=x');
  });
});

describe('the idle limit across tabs', () => {
  it("is pushed back by another tab's input, which also closes this tab's warning", async () => {
    await openAdminArea();
    await advance(10 * MINUTE);
    otherTabRecordsInput();
    await advance(14 * MINUTE);
    const dialog = warning();
    expect(dialog).toBeInTheDocument();
    otherTabRecordsInput();
    expect(warning()).not.toBeInTheDocument();
  });

  it('another tab reaching the limit first signs this one out with the same words, without a second log out', async () => {
    const { location } = await openAdminArea();
    await advance(14 * MINUTE + 59_000);
    otherTabEndsTheSessionForIdleness();
    await settle(signInPageShown);
    expect(location()).toBe('/');
    expect(screen.getByText(IDLE_TEXT)).toBeInTheDocument();
    await advance(MINUTE);
    await letTheMockAnswer();
    expect(logouts()).toBe(0);
  });
});
