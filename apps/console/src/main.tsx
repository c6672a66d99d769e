import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { config } from './lib/app-config';
import './styles.css';

async function start() {
  // The mock API must answer before the first request; the branch is gone from production builds.
  if (__MOCK_API__) {
    const { startBrowserMock } = await import('@crm/mock-server/browser');
    await startBrowserMock({ baseUrl: config.apiBaseUrl });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
