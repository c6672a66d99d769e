import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';

/**
 * The markup of the sign-in page at `/`, rendered at build time from the app's own components
 * (vite/first-paint-plugin.ts writes it into index.html; src/main.tsx hydrates it). The tree must
 * be the one main.tsx hydrates, with StaticRouter in place of BrowserRouter.
 */
export function renderSignIn(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
