import { Outlet } from 'react-router';
import { QuotePanel } from '@/features/quote/quote-panel';
import { config } from '@/lib/app-config';

/** The frame of the sign-in and password screens: the form column, the footer and the quote panel. */
export function AuthLayout() {
  return (
    <div className="auth">
      <div className="auth__column">
        <p className="auth__brand">CRM Admin</p>
        <main className="auth__main" id="main">
          <Outlet />
        </main>
        <footer className="auth__footer">
          <a className="link" href={config.privacyUrl}>
            Privacy Policy
          </a>
          <a className="link" href={config.termsUrl}>
            Terms and Conditions
          </a>
        </footer>
      </div>
      <QuotePanel />
    </div>
  );
}
