import { setupWorker } from 'msw/browser';
import { forgetState, keepScenario, localStorageState, scenarioOfPage } from './browser/page-storage';
import { mountScenarioPanel as mountPanel } from './browser/scenario-panel';
import { handleWorkerUpdates } from './browser/worker-update';
import { mswHandlers } from './handlers/msw';
import { createMockApi, type MockApi } from './mock-api';
import { DEFAULT_SCENARIO } from './scenarios/scenarios';

export interface BrowserMockOptions {
  /** The admin API root the console calls, e.g. `/api`. */
  baseUrl: string;
  /** Default `/mockServiceWorker.js` (apps/console/public). */
  serviceWorkerUrl?: string;
  /** A delay before every answer, so that loading states show as they would; default 400 ms. */
  latencyMs?: number;
  /** Mount the scenario switcher; default true. Pass false and call mountScenarioPanel yourself. */
  panel?: boolean;
}

export const DEFAULT_BROWSER_LATENCY_MS = 400;

/** The page's one running mock, so that the panel can switch it in place. */
let running: MockApi | undefined;

/**
 * Mounts the dev-only scenario switcher. With a running mock the change applies at once;
 * either way it is kept in localStorage for the next page load.
 */
export function mountScenarioPanel(parent?: HTMLElement): () => void {
  return mountPanel({
    current: running?.scenario ?? scenarioOfPage(globalThis.location.search),
    parent,
    onChange(name) {
      keepScenario(name);
      running?.useScenario(name);
    },
    async onReset() {
      keepScenario(DEFAULT_SCENARIO);
      if (running) await running.reset();
      else forgetState();
    },
  });
}

/**
 * Starts the mock in a service worker for the console in dev. The data (sessions, used codes,
 * changed passwords, trusted devices) lives in localStorage, so a reload keeps it.
 */
export async function startBrowserMock(options: BrowserMockOptions): Promise<void> {
  running = createMockApi({
    latencyMs: options.latencyMs ?? DEFAULT_BROWSER_LATENCY_MS,
    storage: localStorageState(),
    scenario: scenarioOfPage(globalThis.location.search),
  });
  const worker = setupWorker(...mswHandlers(running.operations, options.baseUrl.replace(/\/$/, '')));
  const serviceWorkerUrl = options.serviceWorkerUrl ?? '/mockServiceWorker.js';
  const scriptUrl = new URL(serviceWorkerUrl, globalThis.location.href).href;
  handleWorkerUpdates(scriptUrl);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  await running.ready();
  if (options.panel ?? true) mountScenarioPanel();
}
