import { StrictMode, useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction } from 'react-router';
import type { AdminApiClient } from '@crm/api-client';
import { expect, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { SessionProvider, useApi } from '@/session';

export interface RenderAppOptions {
  /** History state of the first entry (what a `<Link state>` hands over). */
  state?: unknown;
}

/**
 * Reports every location the router settles on, its navigate and the app's API client, so tests
 * can read the address, move in history and watch or make the app's calls.
 */
function AppProbe({
  onLocation,
  onNavigate,
  onApi,
}: {
  onLocation(location: Location): void;
  onNavigate(navigate: NavigateFunction): void;
  onApi(api: AdminApiClient): void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  // A layout effect runs in the commit itself, so the address is known before any query sees the new DOM.
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  useLayoutEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  useLayoutEffect(() => onApi(api), [api, onApi]);
  return null;
}

/**
 * Renders the whole app (the real routes, the session's provider and the guard) on a memory router at `path`.
 * With fake timers on, user-event advances them instead of waiting for real time.
 */
export function renderApp(path: string, { state }: RenderAppOptions = {}) {
  let current: Location | undefined;
  let navigate: NavigateFunction | undefined;
  let appApi: AdminApiClient | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const onNavigate = (next: NavigateFunction) => {
    navigate = next;
  };
  const onApi = (next: AdminApiClient) => {
    appApi = next;
  };
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[{ ...splitPath(path), state }]}>
        <SessionProvider>
          <AppProbe onLocation={onLocation} onNavigate={onNavigate} onApi={onApi} />
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  /** The current address of the memory router: path and query. */
  const location = () => (current ? `${current.pathname}${current.search}` : path);
  /** The history state of the current entry. */
  const locationState = (): unknown => current?.state;
  /** The browser's Back (-1) and Forward (1) buttons. */
  const go = (delta: number) => {
    if (!navigate) throw new Error('The router has not rendered yet');
    void act(() => navigate?.(delta));
  };
  /** The app's API client (made by its `<SessionProvider>`). */
  const api = () => {
    if (!appApi) throw new Error('The app has not rendered yet');
    return appApi;
  };
  return { ...view, user, location, locationState, api, back: () => go(-1), forward: () => go(1) };
}

function splitPath(path: string): { pathname: string; search: string } {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

/** The session fixture's sign-in (./session.ts), where the tests of the app have always found it. */
export { signInAs } from './session';

/** Fills the login form and ticks the mock captcha. */
export async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  { email, password, captcha = true }: { email?: string; password?: string; captcha?: boolean },
) {
  if (email !== undefined) await user.type(await screen.findByLabelText('Email'), email);
  if (password !== undefined) await user.type(screen.getByLabelText('Password'), password);
  if (captcha) await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
}

/** The mock's account with a second step. */
export const TWO_FACTOR_ACCOUNT = { email: '2fa@crm.test', password: 'Admin@12345' } as const;

/**
 * Renders the app at `/`, signs in with the second-step account and waits for the code step and
 * for its history entry (pushed just after the step renders), so that Back leaves the step.
 */
export async function reachSecondStep() {
  const app = renderApp('/');
  await fillLogin(app.user, TWO_FACTOR_ACCOUNT);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Please check your phone' });
  await waitFor(() => expect(app.locationState()).toHaveProperty('secondStep'));
  return app;
}
