/** The segment that marks a client's invitation link: create mode applies wherever the URL holds it. */
const CLIENT_CREATE_PASSWORD = 'client-create-password';

/** A route: the pattern the router matches, and the title of the screen it shows. */
export interface AppRoute {
  readonly path: string;
  readonly title: string;
}

/**
 * Every route of the console in one table (docs/requirements.md, "Screens and routes"): the
 * pattern the router matches, and the name of the screen it shows, as its browser tab and
 * history show it (lib/page-title.ts). Below it, the builders the screens link and navigate with.
 */
export const routes = {
  login: { path: '/', title: 'Log in' },
  /** `/admin` exactly is the sign-in page too; everything below it is the guarded admin area. */
  adminEntry: { path: '/admin', title: 'Log in' },
  adminUsers: { path: '/admin/users', title: 'Users' },
  adminAny: { path: '/admin/*', title: 'Page not found' },
  forgotPassword: { path: '/forgot-password', title: 'Forgotten password' },
  // Optional segments: a link cut short shows "This link is incomplete", not Not Found.
  createPassword: { path: '/create-password/:code?', title: 'Change password' },
  clientCreatePassword: { path: `/${CLIENT_CREATE_PASSWORD}/:name?/:code?`, title: 'Create password' },
  any: { path: '*', title: 'Page not found' },
} as const satisfies Record<string, AppRoute>;

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  login: () => routes.login.path,
  admin: {
    entry: () => routes.adminEntry.path,
    users: () => routes.adminUsers.path,
  },
  forgotPassword: () => routes.forgotPassword.path,
  createPassword: (code: string) => `/create-password/${segment(code)}`,
  clientCreatePassword: (name: string, code: string) => `/${CLIENT_CREATE_PASSWORD}/${segment(name)}/${segment(code)}`,
};

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
