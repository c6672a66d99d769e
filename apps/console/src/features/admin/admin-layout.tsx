import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { routes } from '@/lib/routes';
import { IdleWatch, displayName, logOut, readStoredUser, useApi } from '@/session';

/**
 * The frame of the guarded admin area: who is signed in, the navigation, Log out, and the idle
 * limit's watch (src/session/idle-watch.tsx), which lives here so that the sign-in page never loads it.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const api = useApi();
  const name = displayName(readStoredUser());

  return (
    <div className="admin">
      <header className="admin__header">
        <span className="admin__brand">CRM Admin</span>
        <nav className="admin__nav" aria-label="Main">
          <NavLink className="admin__nav-link" to={routes.adminUsers.path}>
            Users
          </NavLink>
        </nav>
        <div className="admin__account">
          {name && <span className="admin__user">{name}</span>}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              logOut(api);
              navigate(routes.login.path, { replace: true });
            }}
          >
            Log out
          </button>
        </div>
      </header>
      <main className="admin__main" id="main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <IdleWatch />
      </Suspense>
    </div>
  );
}
