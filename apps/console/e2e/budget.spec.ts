import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILDS, CONSOLE_DIR, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import { parseBudget } from '../bench/figures';
import { findMockCode, formatBytes, measureSignIn } from '../bench/measure';

/*
 * The production build (no mock, reCAPTCHA) that the global setup made: what `npm run bench:web`
 * measures, checked against perf-budget.json, and searched for anything of the mock.
 */
const distDir = outDirOf(BUILDS.production);

test('the sign-in page downloads no more HTML, JavaScript and CSS than perf-budget.json allows', async ({
  browser,
}) => {
  const budget = parseBudget(JSON.parse(await readFile(path.join(CONSOLE_DIR, 'perf-budget.json'), 'utf8')));
  const server = await serveStatic(distDir);
  try {
    // What measureSignIn measures, with the document's own bytes.
    const metrics = await measureSignIn(browser, `${server.url}/`);
    test.info().annotations.push({
      type: 'sign-in page',
      description: `${formatBytes(metrics.weight.gzip)} gzip: the document ${formatBytes(metrics.html.gzip)} and the files; JS ${formatBytes(metrics.js.gzip)} + CSS ${formatBytes(metrics.css.gzip)} inline and downloaded; ${metrics.requests} requests; budget ${formatBytes(budget.signInGzipBytes)}`,
    });
    expect(metrics.js.gzip, 'the page loads its JavaScript').toBeGreaterThan(0);
    expect(
      metrics.weight.gzip,
      `gzip HTML+JS+CSS of the sign-in page (${metrics.weight.gzip} bytes) must stay within perf-budget.json (${budget.signInGzipBytes} bytes)`,
    ).toBeLessThanOrEqual(budget.signInGzipBytes);
  } finally {
    await server.close();
  }
});

test('no file of the production build carries mock code', async () => {
  const hits = await findMockCode(distDir);
  expect(hits.map((hit) => `${hit.file}: ${hit.marker}`)).toEqual([]);
});

test('the mock markers do find the mock in the mock build (the scan is not blind)', async () => {
  const hits = await findMockCode(outDirOf(BUILDS.e2e));
  const markers = new Set(hits.map((hit) => hit.marker));
  expect(markers).toContain('the MSW worker script name');
  expect(markers).toContain('the mock captcha label');
});
