import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILDS, CONSOLE_DIR, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import { parseBudget } from '../bench/figures';
import { findMockCode, formatBytes, gzipWeight } from './support/weight';
import { FAKE_RECAPTCHA_LABEL, answerRecaptchaWithFake } from './support/fake-recaptcha';

/*
 * The production build (no mock, reCAPTCHA) that the global setup made: what `npm run bench:web`
 * measures, checked against perf-budget.json, and searched for anything of the mock.
 */
const distDir = outDirOf(BUILDS.production);

test('the sign-in page downloads no more HTML, JavaScript and CSS than perf-budget.json allows', async ({
  browser,
}) => {
  const budget = parseBudget(JSON.parse(await readFile(path.join(CONSOLE_DIR, 'perf-budget.json'), 'utf8')));
  const server = await serveStatic(distDir, { api: 'stub' });
  const context = await browser.newContext();
  try {
    await answerRecaptchaWithFake(context);
    const page = await context.newPage();
    // What the page loads from its own origin: its documents, scripts and stylesheets.
    const loaded: string[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (response.url().startsWith(server.url) && ['document', 'script', 'stylesheet'].includes(kind))
        loaded.push(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.getByRole('checkbox', { name: FAKE_RECAPTCHA_LABEL }).waitFor();
    const weight = await gzipWeight(distDir, loaded);
    test.info().annotations.push({
      type: 'sign-in page',
      description: `${formatBytes(weight.bytes)} gzip: ${weight.files.map(([file, size]) => `${file} ${size}`).join(', ')}; budget ${formatBytes(budget.signInGzipBytes)}`,
    });
    expect(
      weight.files.some(([file]) => file.endsWith('.js')),
      'the page loads its JavaScript',
    ).toBe(true);
    expect(
      weight.bytes,
      `gzip HTML+JS+CSS of the sign-in page (${weight.bytes} bytes) must stay within perf-budget.json (${budget.signInGzipBytes} bytes)`,
    ).toBeLessThanOrEqual(budget.signInGzipBytes);
  } finally {
    await context.close();
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
