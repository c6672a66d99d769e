import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { routePatterns } from '@/lib/paths';
import { importOrRecover } from '@/lib/stale-deploy';
import { NewVersionNotice } from './new-version-notice';
import { AuthLayout } from './auth-layout';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { SCREEN_TITLES, Titled } from '@/lib/page-title';
import type { ScreenTitle } from '@/lib/page-title';
import { RequireSession, SessionSync, SignInEntry } from '@/session';
import { RouteErrorBoundary } from './route-error';

/*
 * The routes of docs/requirements.md. The sign-in page is in the first bundle; the password
 * screens and the whole admin area load on demand, so the first paint of `/` carries only what
 * it shows.
 */
const ForgotPasswordPage = lazy(() =>
  importOrRecover(() => import('@/features/password/forgot-password-page')).then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const PasswordPage = lazy(() =>
  importOrRecover(() => import('@/features/password/password-page')).then((module) => ({
    default: module.PasswordPage,
  })),
);
const AdminLayout = lazy(() =>
  importOrRecover(() => import('@/features/admin/admin-layout')).then((module) => ({ default: module.AdminLayout })),
);
const UsersPage = lazy(() =>
  importOrRecover(() => import('@/features/admin/users-page')).then((module) => ({ default: module.UsersPage })),
);

const titled = (title: ScreenTitle, screen: ReactNode) => <Titled title={title}>{screen}</Titled>;

const signIn = titled(
  SCREEN_TITLES.login,
  <SignInEntry>
    <LoginPage />
  </SignInEntry>,
);
const notFound = titled(SCREEN_TITLES.notFound, <NotFoundPage />);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <NewVersionNotice />
      <SessionSync />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={routePatterns.login} element={signIn} />
            <Route path={routePatterns.adminEntry} element={signIn} />
            <Route
              path={routePatterns.forgotPassword}
              element={titled(SCREEN_TITLES.forgotPassword, <ForgotPasswordPage />)}
            />
            <Route
              path={routePatterns.createPassword}
              element={titled(SCREEN_TITLES.changePassword, <PasswordPage />)}
            />
            <Route
              path={routePatterns.clientCreatePassword}
              element={titled(SCREEN_TITLES.createPassword, <PasswordPage />)}
            />
          </Route>
          <Route
            element={
              <RequireSession>
                <AdminLayout />
              </RequireSession>
            }
          >
            <Route path={routePatterns.adminUsers} element={titled(SCREEN_TITLES.users, <UsersPage />)} />
            <Route path={routePatterns.adminAny} element={notFound} />
          </Route>
          <Route path={routePatterns.any} element={notFound} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
