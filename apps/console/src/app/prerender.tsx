import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { SessionProvider } from '@/session';
import { AppRoutes } from './app-routes';

/**
 * The markup of the screen at `location`, rendered at build time from the app's own components,
 * its lazy screens loaded (vite/first-paint-plugin.ts writes it into that page's HTML; src/main.tsx
 * hydrates it). The tree must be the one main.tsx hydrates, with StaticRouter for BrowserRouter.
 */
export async function prerenderAt(location: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </StaticRouter>
    </StrictMode>,
    // A screen that fails here would be left to the browser to render: the build fails instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`${location} does not prerender`, { cause: errors[0] });
  return new Response(prelude).text();
}
