import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { SIGN_IN_HIDDEN_ATTRIBUTE } from './first-paint/markers';
import { config } from './lib/app-config';
import { importOrRecover } from './lib/stale-deploy';
import './styles.css';

async function start() {
  // The mock API must answer before the first request; the branch is gone from production builds.
  if (__MOCK_API__) {
    const { startBrowserMock } = await importOrRecover(() => import('@crm/mock-server/browser'));
    await startBrowserMock({ baseUrl: config.apiBaseUrl, latencyMs: config.mockLatencyMs });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // index.html holds the sign-in page built ahead of time (src/first-paint/render-sign-in.tsx):
  // where it shows, the app takes it over, keeping what was typed; where the head script hid it
  // (another address, a stored session), the app renders afresh.
  const root = document.documentElement;
  if (container.hasChildNodes() && !root.hasAttribute(SIGN_IN_HIDDEN_ATTRIBUTE)) {
    // Evaluating the bundle and hydrating are two tasks, so that neither holds the page for as long.
    await new Promise((resolve) => setTimeout(resolve));
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    root.removeAttribute(SIGN_IN_HIDDEN_ATTRIBUTE);
    createRoot(container).render(app);
  }
}

void start();
