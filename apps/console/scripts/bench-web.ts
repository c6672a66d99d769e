/**
 * `npm run bench:web [-- --lighthouse] [-- --no-build]`: builds the console for production (no mock),
 * serves it, loads the sign-in page in Chromium and prints what it downloaded; with --lighthouse
 * also the median of three Lighthouse 12 mobile runs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BUILDS, CONSOLE_DIR, buildConsole, outDirOf } from './build-console';
import { CHROMIUM_ARGS, chromiumBinary, chromiumExecutablePath } from './chromium';
import { runLighthouse } from './lighthouse';
import { serveStatic } from './static-server';
import { findMockCode, formatBytes, measureSignIn } from './web-metrics';

const args = new Set(process.argv.slice(2));

async function main(): Promise<void> {
  const reuse = args.has('--no-build') && existsSync(path.join(outDirOf(BUILDS.production), 'index.html'));
  const started = Date.now();
  const distDir = reuse ? outDirOf(BUILDS.production) : await buildConsole(BUILDS.production);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${reuse ? 'Reused' : `Built in ${seconds} s:`} ${path.relative(CONSOLE_DIR, distDir)} (VITE_MOCK=false, reCAPTCHA)`,
  );

  const budget = JSON.parse(await readFile(path.join(CONSOLE_DIR, 'perf-budget.json'), 'utf8')) as {
    signInGzipJsCssBytes: number;
  };
  const server = await serveStatic(distDir);
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS });
  try {
    const metrics = await measureSignIn(browser, `${server.url}/`);
    const row = (label: string, raw: number, gzip: number) =>
      console.log(`${label.padEnd(18)}${formatBytes(raw).padStart(10)}${formatBytes(gzip).padStart(12)}`);
    console.log(`\nSign-in page (${server.url}/), first load, empty cache`);
    console.log(`${''.padEnd(18)}${'raw'.padStart(10)}${'gzip'.padStart(12)}`);
    row('JavaScript', metrics.js.raw, metrics.js.gzip);
    row('CSS', metrics.css.raw, metrics.css.gzip);
    row('JS + CSS', metrics.total.raw, metrics.total.gzip);
    console.log(
      `${''.padEnd(18)}${String(metrics.total.raw).padStart(10)}${String(metrics.total.gzip).padStart(12)}  bytes`,
    );
    console.log(
      `Requests          ${metrics.requests}${metrics.thirdPartyOrigins.length ? ` (third-party, answered empty: ${metrics.thirdPartyOrigins.join(', ')})` : ''}`,
    );
    console.log(
      `Budget            ${formatBytes(budget.signInGzipJsCssBytes)} gzip (perf-budget.json): ${metrics.total.gzip <= budget.signInGzipJsCssBytes ? 'within' : 'EXCEEDED'}`,
    );
    const mock = await findMockCode(distDir);
    console.log(
      `Mock code         ${mock.length === 0 ? 'none' : mock.map((hit) => `${hit.file} (${hit.marker})`).join(', ')}`,
    );

    if (args.has('--lighthouse')) {
      console.log('\nLighthouse 12, mobile, median of 3 runs ...');
      const result = await runLighthouse(`${server.url}/`, { chromePath: chromiumBinary(), runs: 3 });
      console.log(`Performance       ${result.performance}`);
      console.log(`Accessibility     ${result.accessibility}`);
      console.log(`Best practices    ${result.bestPractices}`);
      console.log(`LCP               ${(result.lcpMs / 1000).toFixed(2)} s`);
      console.log(`Report            ${path.relative(process.cwd(), result.reportPath)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
