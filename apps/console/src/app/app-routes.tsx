import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { loadOnce } from '@/lib/load-once';
import { NewVersionNotice } from './new-version-notice';
import { AuthLayout } from './auth-layout';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { Titled } from '@/lib/page-title';
import { routes } from '@/lib/routes';
import { RequireSession, SignInEntry } from '@/session';
import { RouteErrorBoundary } from './route-error';

/*
 * The routes of docs/requirements.md, rendered under the router and `<SessionProvider>` (main.tsx,
 * prerender.tsx). The sign-in page is in the first bundle; the password
 * screens and the whole admin area load on demand, so the first paint of `/` carries only what
 * it shows.
 */
const ForgotPasswordPage = lazy(() =>
  import('@/features/password/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const PasswordPage = lazy(() =>
  import('@/features/password/password-page').then((module) => ({ default: module.PasswordPage })),
);
// One load each, shared by the preload and the route: the route finds the module there as it renders.
const loadAdminLayout = loadOnce(() => import('@/features/admin/admin-layout'));
const loadUsersPage = loadOnce(() => import('@/features/admin/users-page'));
const AdminLayout = lazy(() => loadAdminLayout().then((module) => ({ default: module.AdminLayout })));
const UsersPage = lazy(() => loadUsersPage().then((module) => ({ default: module.UsersPage })));

/**
 * Fetches the admin area's code ahead, while the sign-in's delay runs or the second step shows, so
 * that it is there when the guard opens the area. A failed load is stale-deploy.ts's to recover.
 */
function preloadAdminArea() {
  for (const load of [loadAdminLayout, loadUsersPage]) load().catch(() => undefined);
}

/** The route at `route`'s path, showing `screen` under the route's title. */
const screenAt = (route: (typeof routes)[keyof typeof routes], screen: ReactNode) => (
  <Route path={route.path} element={<Titled title={route.title}>{screen}</Titled>} />
);

const signIn = (
  <SignInEntry>
    <LoginPage onAdminAreaAhead={preloadAdminArea} />
  </SignInEntry>
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <NewVersionNotice />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route element={<AuthLayout />}>
            {screenAt(routes.login, signIn)}
            {screenAt(routes.adminEntry, signIn)}
            {screenAt(routes.forgotPassword, <ForgotPasswordPage />)}
            {screenAt(routes.createPassword, <PasswordPage />)}
            {screenAt(routes.clientCreatePassword, <PasswordPage />)}
          </Route>
          <Route
            element={
              <RequireSession>
                <AdminLayout />
              </RequireSession>
            }
          >
            {screenAt(routes.adminUsers, <UsersPage />)}
            {screenAt(routes.adminAny, <NotFoundPage />)}
          </Route>
          {screenAt(routes.any, <NotFoundPage />)}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
