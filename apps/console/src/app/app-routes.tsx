import { Activity, Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { loadOnce } from '@/lib/load-once';
import { NewVersionNotice } from './new-version-notice';
import { AuthLayout } from './auth-layout';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { Titled } from '@/lib/page-title';
import { isAdminAreaPath, routes } from '@/lib/routes';
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

/**
 * The app's two trees of routes: the guarded admin area, and every other screen. The admin area
 * is also rendered at the address the sign-in's delay will end at, hidden, while the delay runs:
 * when the address becomes that one, the same tree is revealed rather than rendered then
 * (docs/decisions/160-the-admin-area-rendered-hidden-during-the-sign-in-delay.md).
 */
export function AppRoutes() {
  const location = useLocation();
  const [ahead, setAhead] = useState<string | null>(null);
  const inAdminArea = isAdminAreaPath(location.pathname);
  // Once in the area, the address ahead is spent: leaving it unmounts the area.
  if (inAdminArea && ahead !== null) setAhead(null);
  const adminLocation = inAdminArea ? location : ahead;

  const readyAdminArea = (target?: string) => {
    preloadAdminArea();
    if (target && isAdminAreaPath(target)) setAhead(target);
  };
  const signIn = (
    <SignInEntry>
      <LoginPage onAdminAreaAhead={readyAdminArea} />
    </SignInEntry>
  );

  return (
    <RouteErrorBoundary>
      <NewVersionNotice />
      {/* A hidden Activity is a Suspense boundary of its own: the area's code, while it comes, hides nothing. */}
      <Suspense fallback={<PageSkeleton />}>
        {adminLocation !== null && (
          <Activity mode={inAdminArea ? 'visible' : 'hidden'}>
            <Routes location={adminLocation}>
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
            </Routes>
          </Activity>
        )}
        {!inAdminArea && (
          <Routes>
            <Route element={<AuthLayout />}>
              {screenAt(routes.login, signIn)}
              {screenAt(routes.adminEntry, signIn)}
              {screenAt(routes.forgotPassword, <ForgotPasswordPage />)}
              {screenAt(routes.createPassword, <PasswordPage />)}
              {screenAt(routes.clientCreatePassword, <PasswordPage />)}
            </Route>
            {screenAt(routes.any, <NotFoundPage />)}
          </Routes>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
