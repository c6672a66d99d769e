/**
 * Every address of the console in one place (docs/requirements.md, "Screens and routes"): the
 * route patterns the router matches, and the builders the screens link and navigate with.
 */
/** The segment that marks a client's invitation link: create mode applies wherever the URL holds it. */
const CLIENT_CREATE_PASSWORD = 'client-create-password';

export const routePatterns = {
  login: '/',
  /** `/admin` exactly is the sign-in page too; everything below it is the guarded admin area. */
  adminEntry: '/admin',
  adminUsers: '/admin/users',
  adminAny: '/admin/*',
  forgotPassword: '/forgot-password',
  // Optional segments: a link cut short shows "This link is incomplete", not Not Found.
  createPassword: '/create-password/:code?',
  clientCreatePassword: `/${CLIENT_CREATE_PASSWORD}/:name?/:code?`,
  any: '*',
} as const;

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  login: () => routePatterns.login,
  admin: {
    entry: () => routePatterns.adminEntry,
    users: () => routePatterns.adminUsers,
  },
  forgotPassword: () => routePatterns.forgotPassword,
  createPassword: (code: string) => `/create-password/${segment(code)}`,
  clientCreatePassword: (name: string, code: string) => `/${CLIENT_CREATE_PASSWORD}/${segment(name)}/${segment(code)}`,
};

/** Whether `pathname` shows the sign-in form (`/` and `/admin`, with or without a trailing slash). */
export function isSignInPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed === routePatterns.login || trimmed === routePatterns.adminEntry;
}

/** Whether `pathname` is inside the guarded admin area (below `/admin/`). */
export function isAdminAreaPath(pathname: string): boolean {
  return pathname.startsWith(`${routePatterns.adminEntry}/`) && !isSignInPath(pathname);
}

/** docs/requirements.md (Screens and routes): create mode applies when the URL contains `client-create-password`. */
export function isClientPasswordLink(pathname: string): boolean {
  return pathname.includes(CLIENT_CREATE_PASSWORD);
}
