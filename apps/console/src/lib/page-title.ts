import { useEffect } from 'react';
import type { ReactNode } from 'react';

const PRODUCT = 'CRM Admin';

/** The name of every screen, as its browser tab and history show it. */
export const SCREEN_TITLES = {
  login: 'Log in',
  users: 'Users',
  forgotPassword: 'Forgotten password',
  createPassword: 'Create password',
  changePassword: 'Change password',
  notFound: 'Page not found',
  unreachable: "Can't reach the server",
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

/** A route element with its title: `<Titled title={SCREEN_TITLES.users}><UsersPage /></Titled>`. */
export function Titled({ title, children }: { title: ScreenTitle; children: ReactNode }) {
  usePageTitle(title);
  return children;
}
