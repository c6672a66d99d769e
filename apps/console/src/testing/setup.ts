import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mockApi, seenRequests } from './mock-api';

// jsdom has no HTMLDialogElement.showModal nor close: a stand-in that opens and closes the dialog
// (its `open` attribute). What only a browser does with a modal (the page behind it inert, the
// top layer) is left to the browser journeys.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.open = true;
  },
  close(this: HTMLDialogElement) {
    this.open = false;
  },
});

// findBy/waitFor wait up to 5 s: lazy routes and the mock's answers take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error or console.warn (act() warnings, React Router warnings, MSW's
// unhandled requests) fails the test that caused it.
const complaints: string[] = [];
const originalConsole = { error: console.error, warn: console.warn };

beforeAll(() => mockApi.listen());

beforeEach(() => {
  complaints.length = 0;
  console.error = (...args: unknown[]) => complaints.push(`console.error: ${args.map(String).join(' ')}`);
  console.warn = (...args: unknown[]) => complaints.push(`console.warn: ${args.map(String).join(' ')}`);
});

afterEach(async () => {
  // Before the resets below, which use the page's own globals (a test may stub localStorage).
  vi.unstubAllGlobals();
  cleanup();
  vi.useRealTimers();
  await mockApi.reset();
  seenRequests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  console.error = originalConsole.error;
  console.warn = originalConsole.warn;
  if (complaints.length > 0) throw new Error(`Unexpected console output:\n${complaints.join('\n')}`);
});

afterAll(() => mockApi.close());
