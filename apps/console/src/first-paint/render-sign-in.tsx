import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';

/**
 * The markup of the sign-in page at `/`, rendered at build time from the app's own components
 * (vite/first-paint-plugin.ts writes it into index.html; src/main.tsx hydrates it). The tree must
 * be the one main.tsx hydrates, with StaticRouter in place of BrowserRouter.
 */
export async function renderSignIn(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
