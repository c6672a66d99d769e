import { useEffect } from 'react';
import type { ReactNode } from 'react';
// vite.config.ts loads this module in node: its imports name their file, as Vite's config loader asks.
import type { routes } from './routes.js';

const PRODUCT = 'CRM Admin';

/**
 * The names of the two screens that can take any route's place, as the browser tab and history
 * show them; every route's own is its title in the table of routes (routes.ts).
 */
export const SCREEN_TITLES = {
  /** The guard's, when the session check gets no usable answer. */
  unreachable: "Can't reach the server",
  /** The error boundary's. */
  error: 'Something went wrong',
} as const;

/** The name of every screen. */
export type ScreenTitle =
  (typeof routes)[keyof typeof routes]['title'] | (typeof SCREEN_TITLES)[keyof typeof SCREEN_TITLES];

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
