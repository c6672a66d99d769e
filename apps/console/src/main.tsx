import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { SessionProvider } from './session';
import { config } from './lib/app-config';
import { HYDRATE_MARK, PAGE_HIDDEN_ATTRIBUTE } from './lib/first-paint-markers';
import { staleDeploy } from './lib/stale-deploy';
import './styles.css';

// Before anything loads lazily: a failed load reloads the page once, then asks (lib/stale-deploy.ts).
staleDeploy.listen(window);

async function start() {
  // The mock API must answer before the first request; the branch is gone from production builds.
  if (__MOCK_API__) {
    const { startBrowserMock } = await import('@crm/mock-server/browser');
    await startBrowserMock({ baseUrl: config.apiBaseUrl, latencyMs: config.mockLatencyMs });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>
  );
  // A landing page holds its screen built ahead of time (src/app/prerender.tsx): where it shows,
  // the app takes it over, keeping what was typed; where its head script hid it (a stored
  // session), or on a page without a screen (app.html), the app renders afresh.
  const root = document.documentElement;
  if (container.hasChildNodes() && !root.hasAttribute(PAGE_HIDDEN_ATTRIBUTE)) {
    // Evaluating the bundle and hydrating are two tasks, so that neither holds the page for as long.
    await new Promise((resolve) => setTimeout(resolve));
    performance.mark(HYDRATE_MARK);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    root.removeAttribute(PAGE_HIDDEN_ATTRIBUTE);
    createRoot(container).render(app);
  }
}

void start();
