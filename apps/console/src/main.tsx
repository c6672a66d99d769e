import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from './app/router';
import { connectSessionEnd } from './app/session-end';
import { config } from './lib/config';
import './styles.css';

async function start() {
  // The mock API must answer before the first request; the branch is gone from production builds.
  if (__MOCK_API__) {
    const { startBrowserMock } = await import('@crm/mock-server/browser');
    await startBrowserMock({ baseUrl: config.apiBaseUrl });
  }
  const router = createBrowserRouter(routes);
  connectSessionEnd(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
