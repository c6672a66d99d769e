import { StrictMode, useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { saveSession } from '@/lib/session';
import { mockApi } from './mock-api';

export interface RenderAppOptions {
  /** History state of the first entry (what a `<Link state>` hands over). */
  state?: unknown;
}

/** Reports every location the router settles on, so tests can read the current address. */
function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  const location = useLocation();
  // A layout effect runs in the commit itself, so the address is known before any query sees the new DOM.
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders the whole app (the real routes and the guard) on a memory router at `path`.
 * With fake timers on, user-event advances them instead of waiting for real time.
 */
export function renderApp(path: string, { state }: RenderAppOptions = {}) {
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[{ ...splitPath(path), state }]}>
        <LocationProbe onLocation={onLocation} />
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
  /** The current address of the memory router: path and query. */
  const location = () => (current ? `${current.pathname}${current.search}` : path);
  /** The history state of the current entry. */
  const locationState = (): unknown => current?.state;
  return { ...view, user, location, locationState };
}

function splitPath(path: string): { pathname: string; search: string } {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

/** Signs `email` in on the mock and stores the session the way a login would. */
export async function signInAs(email: string): Promise<string> {
  const token = await mockApi.createSession(email);
  const user = mockApi.findUserByEmail(email);
  if (!user) throw new Error(`No mock user ${email}`);
  saveSession({
    user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email },
    token,
    ip: '127.0.0.1',
  });
  return token;
}

/** Fills the login form and ticks the mock captcha. */
export async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  { email, password, captcha = true }: { email?: string; password?: string; captcha?: boolean },
) {
  if (email !== undefined) await user.type(await screen.findByLabelText('Email'), email);
  if (password !== undefined) await user.type(screen.getByLabelText('Password'), password);
  if (captcha) await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
}
