import { matchPath } from 'react-router';
import type { ScreenTitle } from '../lib/page-title';
import { isSignInPath, paths, routes } from '../lib/routes';

/*
 * The pages a person lands on cold, each built ahead of time into an HTML file of its own
 * (vite/first-paint-plugin.ts) and served for its addresses: by deploy/nginx.conf, which mirrors
 * pageFileOf() below, and by scripts/static-server.ts, which calls it.
 */

export interface LandingPage {
  /** The file in the build's output folder. */
  file: string;
  /** The address it is rendered at: what depends on the real one, the page's script writes. */
  renderedAt: string;
  title: ScreenTitle;
  /** The script of src/first-paint/ that runs right after its markup: what it writes before the first paint. */
  script: 'sign-in' | 'invitation' | 'landing';
  /** Built for a signed-out visitor: hidden with a stored session (src/first-paint/head.ts). */
  signedOut: boolean;
  /** Whether it is the page of `pathname`. */
  serves(pathname: string): boolean;
}

/**
 * What the reset and invitation pages are rendered with: the form never shows the code, and the
 * heading never shows this name (no name, src/lib/client-welcome.ts), so the built page holds the
 * nameless greeting until its script writes the link's.
 */
const RENDERED_CODE = 'code';
const RENDERED_NAME = '\u00a0';

export const NOT_FOUND_FILE = '404.html';

/** The admin area and password links cut short: the app renders them, from this page without a screen. */
export const APP_SHELL_FILE = 'app.html';

export const LANDING_PAGES: readonly LandingPage[] = [
  {
    file: 'index.html',
    renderedAt: paths.login(),
    title: routes.login.title,
    script: 'sign-in',
    signedOut: true,
    serves: isSignInPath,
  },
  {
    file: 'forgot-password.html',
    renderedAt: paths.forgotPassword(),
    title: routes.forgotPassword.title,
    script: 'landing',
    signedOut: false,
    serves: (pathname) => matchPath(routes.forgotPassword.path, pathname) !== null,
  },
  {
    file: 'create-password.html',
    renderedAt: paths.createPassword(RENDERED_CODE),
    title: routes.createPassword.title,
    script: 'landing',
    signedOut: false,
    serves: (pathname) => Boolean(matchPath(routes.createPassword.path, pathname)?.params.code),
  },
  {
    file: 'client-create-password.html',
    renderedAt: paths.clientCreatePassword(RENDERED_NAME, RENDERED_CODE),
    title: routes.clientCreatePassword.title,
    script: 'invitation',
    signedOut: false,
    serves: (pathname) => {
      const params = matchPath(routes.clientCreatePassword.path, pathname)?.params;
      return Boolean(params?.name && params.code);
    },
  },
  {
    file: NOT_FOUND_FILE,
    renderedAt: '/not-found',
    title: routes.any.title,
    script: 'landing',
    signedOut: true,
    serves: (pathname) => pageFileOf(pathname) === NOT_FOUND_FILE,
  },
];

/** Addresses of the app that no landing page holds: it renders them itself. */
const SHELL_PATTERNS = [routes.adminAny.path, routes.createPassword.path, routes.clientCreatePassword.path];

/** The HTML file that answers `pathname`; {@link NOT_FOUND_FILE} is answered with a 404. */
export function pageFileOf(pathname: string): string {
  const page = LANDING_PAGES.find(({ file, serves }) => file !== NOT_FOUND_FILE && serves(pathname));
  if (page) return page.file;
  return SHELL_PATTERNS.some((pattern) => matchPath(pattern, pathname)) ? APP_SHELL_FILE : NOT_FOUND_FILE;
}
