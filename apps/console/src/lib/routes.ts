/** The segment that marks a client's invitation link: create mode applies wherever the URL holds it. */
export const CLIENT_CREATE_PASSWORD = 'client-create-password';

/**
 * A route: the pattern the router matches, the title of the screen it shows, and the HTML file
 * built ahead of time that serves its addresses (src/app/landing-pages.ts), if any; without one,
 * the app renders it from the page without a screen.
 */
export interface AppRoute {
  readonly path: string;
  readonly title: string;
  readonly page?: string;
}

/**
 * Every route of the console in one table (docs/requirements.md, "Screens and routes"): the
 * pattern the router matches (src/app/app-routes.tsx), the name of the screen it shows, as its
 * browser tab and history show it (lib/page-title.ts), and its page. A page is rendered with every
 * parameter of its route: an address that leaves an optional one out (a link cut short) gets the
 * page without a screen. The links are the patterns of the routes without parameters, and
 * react-router's `href()` for the others, typed by this table (below).
 */
export const routes = {
  login: { path: '/', title: 'Log in', page: 'index.html' },
  /** `/admin` exactly is the sign-in page too; everything below it is the guarded admin area. */
  adminEntry: { path: '/admin', title: 'Log in', page: 'index.html' },
  adminUsers: { path: '/admin/users', title: 'Users' },
  adminAny: { path: '/admin/*', title: 'Page not found' },
  forgotPassword: { path: '/forgot-password', title: 'Forgotten password', page: 'forgot-password.html' },
  // Optional segments: a link cut short shows "This link is incomplete", not Not Found.
  createPassword: { path: '/create-password/:code?', title: 'Change password', page: 'create-password.html' },
  clientCreatePassword: {
    path: `/${CLIENT_CREATE_PASSWORD}/:name?/:code?`,
    title: 'Create password',
    page: 'client-create-password.html',
  },
  any: { path: '*', title: 'Page not found', page: '404.html' },
} as const satisfies Record<string, AppRoute>;

type Route = (typeof routes)[keyof typeof routes];

/** The parameters of a pattern: `:name` is required, `:name?` optional, a splat `*` required (react-router's own typing). */
type ParamsOf<Path extends string> = Path extends `${infer Left}/${infer Right}`
  ? ParamsOf<Left> & ParamsOf<Right>
  : Path extends `:${infer Name}?`
    ? { [Key in Name]?: string }
    : Path extends `:${infer Name}`
      ? { [Key in Name]: string }
      : Path extends '*'
        ? { '*': string }
        : unknown;

/*
 * react-router's `href()` knows the pages of framework mode from the `pages` its code generator
 * registers: here the table registers its own, so that `href(routes.createPassword.path, { code })`
 * takes exactly the parameters of the pattern, and a pattern not in the table does not compile.
 */
declare module 'react-router' {
  interface Register {
    pages: { [Path in Route['path']]: { params: { [Key in keyof ParamsOf<Path>]: ParamsOf<Path>[Key] } } };
  }
}

/** Whether `pathname` shows the sign-in form (`/` and `/admin`, with or without a trailing slash). */
export function isSignInPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed === routes.login.path || trimmed === routes.adminEntry.path;
}

/** Whether `pathname` is inside the guarded admin area (below `/admin/`). */
export function isAdminAreaPath(pathname: string): boolean {
  return pathname.startsWith(`${routes.adminEntry.path}/`) && !isSignInPath(pathname);
}

/** docs/requirements.md (Screens and routes): create mode applies when the URL contains `client-create-password`. */
export function isClientPasswordLink(pathname: string): boolean {
  return pathname.includes(CLIENT_CREATE_PASSWORD);
}
