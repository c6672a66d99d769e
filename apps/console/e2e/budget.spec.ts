import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILDS, CONSOLE_DIR, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import { startMockProcess } from './support/http-mock';
import { parseBudget } from '../bench/figures';
import { COMPILE_HINT } from '../vite/compile-hint';
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
  const api = await startMockProcess();
  const server = await serveStatic(distDir, { api: api.url });
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
    await api.close();
  }
});

/** A build's scripts (`assets/*.js`) and, of them, those whose first line is not the compile hint. */
async function compileHints(dir: string): Promise<{ scripts: string[]; without: string[] }> {
  const scripts = (await readdir(path.join(dir, 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const without: string[] = [];
  for (const file of scripts) {
    const [first] = (await readFile(path.join(dir, file), 'utf8')).split('\n', 1);
    if (first !== COMPILE_HINT) without.push(file);
  }
  return { scripts, without };
}

test('every script of the production build asks to be compiled as it loads', async () => {
  // docs/decisions/112-every-chunk-compiled-as-it-loads.md: V8 reads the hint only before the
  // file's first statement, so it is the first line, above the preload helper's too.
  const { scripts, without } = await compileHints(distDir);
  expect(scripts.length).toBeGreaterThan(0);
  expect(without).toEqual([]);
});

test("in the mock build, the in-browser mock's chunk alone is left to compile as it runs", async () => {
  // docs/decisions/112-every-chunk-compiled-as-it-loads.md: compileHintOf leaves it out; found here by
  // the MSW worker's script name, which the mock's start names.
  const mockBuild = outDirOf(BUILDS.e2e);
  const { without } = await compileHints(mockBuild);
  const mock = (await findMockCode(mockBuild))
    .filter((hit) => hit.marker === 'the MSW worker script name' && hit.file.endsWith('.js'))
    .map((hit) => hit.file);
  expect(mock).toHaveLength(1);
  expect(without).toEqual(mock);
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
