import { href, matchPath, matchRoutes } from 'react-router';
import type { ScreenTitle } from '../lib/page-title';
import { routes } from '../lib/routes.js';

/*
 * The pages a person lands on cold, each built ahead of time into an HTML file of its own
 * (vite/first-paint-plugin.ts): the pages of the table of routes (src/lib/routes.ts). Each address
 * is served the page of the route the router gives it (pageFileOf()): by scripts/static-server.ts,
 * which calls it, and by deploy/nginx.conf, whose map of pages landing-pages.test.ts checks
 * against it.
 */

type Page = Extract<(typeof routes)[keyof typeof routes], { page: string }>['page'];

export interface LandingPage {
  /** The file in the build's output folder. */
  file: Page;
  /** The address it is rendered at: what depends on the real one, the page's script writes. */
  renderedAt: string;
  title: ScreenTitle;
  /** The script of src/first-paint/ that runs right after its markup: what it writes before the first paint. */
  script: 'sign-in' | 'invitation' | 'landing';
  /** Built for a signed-out visitor: hidden with a stored session (src/first-paint/head.ts). */
  signedOut: boolean;
  /**
   * Modules (from the app's root) the app asks for as soon as it has taken the page over, which
   * the page preloads with its own chunks: the browser finds them as it reads the HTML, not one
   * round trip after the hydration.
   */
  preloads: readonly string[];
  /**
   * The app's scripts are asked for once the page has painted, not as its head is read
   * (src/first-paint/after-first-paint.ts): Lighthouse's simulated throttling then counts none of
   * them before the page's paint. The sign-in page asks for them at once: its takeover cannot spare
   * the time (docs/decisions/165-the-password-pages-ask-for-their-scripts-after-their-paint.md).
   */
  scriptsAfterFirstPaint: boolean;
}

/** What each page runs before the app takes over, whether it hides itself with a stored session, what it preloads and when it asks for the app. */
const PAGE_SCRIPTS: Record<Page, Pick<LandingPage, 'script' | 'signedOut' | 'preloads' | 'scriptsAfterFirstPaint'>> = {
  // The captcha's widget comes once the app owns the form (src/features/auth/captcha/captcha.tsx).
  'index.html': {
    script: 'sign-in',
    signedOut: true,
    preloads: ['src/features/auth/captcha/recaptcha-captcha.tsx'],
    scriptsAfterFirstPaint: false,
  },
  'forgot-password.html': { script: 'landing', signedOut: false, preloads: [], scriptsAfterFirstPaint: true },
  'create-password.html': { script: 'landing', signedOut: false, preloads: [], scriptsAfterFirstPaint: true },
  'client-create-password.html': { script: 'invitation', signedOut: false, preloads: [], scriptsAfterFirstPaint: true },
  '404.html': { script: 'landing', signedOut: true, preloads: [], scriptsAfterFirstPaint: true },
};

/**
 * What the pages are rendered with, each parameter their route has: the form never shows the code,
 * and the heading never shows this name (no name, src/lib/client-welcome.ts), so the built page
 * holds the nameless greeting until its script writes the link's; not-found at an address no route
 * names.
 */
const RENDERED_PARAMS = { code: 'code', name: '\u00a0', '*': 'not-found' };

/** The page of any address the console does not know, answered with a 404. */
export const NOT_FOUND_FILE = routes.any.page;

/** The admin area and password links cut short: the app renders them, from this page without a screen. */
export const APP_SHELL_FILE = 'app.html';

/** Every page of the table, rendered at its first route. */
export const LANDING_PAGES: readonly LandingPage[] = Object.values(routes).flatMap((route, at, all) =>
  'page' in route && all.findIndex((other) => 'page' in other && other.page === route.page) === at
    ? [
        {
          file: route.page,
          renderedAt: href(route.path, RENDERED_PARAMS),
          title: route.title,
          ...PAGE_SCRIPTS[route.page],
        },
      ]
    : [],
);

/** The table's routes as the router ranks them. */
const ROUTE_OBJECTS = Object.values(routes).map((route) => ({ path: route.path, route }));

/**
 * The HTML file that answers `pathname`: the page of the route the router matches, when the
 * address holds every parameter the page was rendered with; otherwise {@link APP_SHELL_FILE}.
 * {@link NOT_FOUND_FILE} is answered with a 404.
 */
export function pageFileOf(pathname: string): string {
  const { route } = matchRoutes(ROUTE_OBJECTS, pathname)![0]!.route;
  const params = matchPath(route.path, pathname)!.params;
  return 'page' in route && Object.values(params).every(Boolean) ? route.page : APP_SHELL_FILE;
}
