import { useEffect } from 'react';
import type { ReactNode } from 'react';
// vite.config.ts loads this module in node: its imports name their file, as Vite's config loader asks.
import { routes } from './routes.js';

const PRODUCT = 'CRM Admin';

type RouteName = keyof typeof routes;

/**
 * The name of every screen, as its browser tab and history show it: each route's, from the table
 * of routes (routes.ts), and those of the two screens that can take any route's place.
 */
export const SCREEN_TITLES = {
  ...(Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route.title])) as {
    [Name in RouteName]: (typeof routes)[Name]['title'];
  }),
  /** The guard's, when the session check gets no usable answer. */
  unreachable: "Can't reach the server",
  /** The error boundary's. */
  error: 'Something went wrong',
} as const;

export type ScreenTitle = (typeof SCREEN_TITLES)[keyof typeof SCREEN_TITLES];

/** "Users · CRM Admin". */
export function documentTitle(screen: ScreenTitle): string {
  return `${screen} · ${PRODUCT}`;
}

/** Titles the document while the calling screen is shown. */
export function usePageTitle(screen: ScreenTitle): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}

/** A route element with its title: `<Titled title={routes.adminUsers.title}><UsersPage /></Titled>`. */
export function Titled({ title, children }: { title: ScreenTitle; children: ReactNode }) {
  usePageTitle(title);
  return children;
}
