import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { routePatterns } from '@/lib/paths';
import { importOrRecover } from '@/lib/stale-deploy';
import { NewVersionNotice } from './new-version-notice';
import { AuthLayout } from './auth-layout';
import { NotFoundPage } from './not-found-page';
import { RequireSession, SignInEntry } from './require-session';
import { PageLoading, RouteErrorBoundary } from './route-error';
import { SessionEndListener } from './session-end';

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

const signIn = (
  <SignInEntry>
    <LoginPage />
  </SignInEntry>
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <NewVersionNotice />
      <SessionEndListener />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={routePatterns.login} element={signIn} />
            <Route path={routePatterns.adminEntry} element={signIn} />
            <Route path={routePatterns.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={routePatterns.createPassword} element={<PasswordPage />} />
            <Route path={routePatterns.clientCreatePassword} element={<PasswordPage />} />
          </Route>
          <Route
            element={
              <RequireSession>
                <AdminLayout />
              </RequireSession>
            }
          >
            <Route path={routePatterns.adminUsers} element={<UsersPage />} />
            <Route path={routePatterns.adminAny} element={<NotFoundPage />} />
          </Route>
          <Route path={routePatterns.any} element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
