import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { AuthLayout } from './auth-layout';
import { adminGuardLoader, loginLoader } from './guards';
import { NotFoundPage } from './not-found-page';
import { PageLoading, RouteError } from './route-error';

/*
 * The routes of DESIGN §4. The sign-in page is in the first bundle; the password screens and the
 * whole admin area load on demand, so the first paint of `/` carries only what it shows.
 */

const passwordPage = async () => ({
  Component: (await import('@/features/password/password-page')).PasswordPage,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Outlet,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: AuthLayout,
        children: [
          { index: true, loader: loginLoader, Component: LoginPage },
          // `/admin` exactly is the login too; `/admin/...` is the guarded area below.
          { path: 'admin', loader: loginLoader, Component: LoginPage },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/features/password/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          // Optional segments: a link cut short shows "This link is incomplete", not Not Found.
          { path: 'create-password/:code?', lazy: passwordPage },
          { path: 'client-create-password/:name?/:code?', lazy: passwordPage },
        ],
      },
      {
        id: 'admin',
        loader: adminGuardLoader,
        lazy: async () => ({ Component: (await import('@/features/admin/admin-layout')).AdminLayout }),
        children: [
          {
            path: 'admin/users',
            lazy: async () => ({ Component: (await import('@/features/admin/users-page')).UsersPage }),
          },
          { path: 'admin/*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
