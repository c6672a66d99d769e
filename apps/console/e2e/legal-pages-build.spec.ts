import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILDS, buildConsole, outDirOf } from '../scripts/build-console';
import { productionBuildWithout } from './support/builds';
import { expect, test } from './support/fixtures';

/*
 * docs/decisions/071-legal-pages-required-in-production.md: the footer never
 * leads to Not Found. A build without the mock must name its legal pages, or `vite build` stops
 * while the config is resolved; the built-in pages of public/legal/ ship only with the mock.
 */

const LEGAL_VARIABLES = ['VITE_PRIVACY_URL', 'VITE_TERMS_URL'] as const;

const withoutLegalPages = productionBuildWithout('dist-no-legal-pages', LEGAL_VARIABLES);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

test.afterAll(async () => {
  await rm(outDirOf(withoutLegalPages), { recursive: true, force: true });
});

test('a production build without VITE_PRIVACY_URL and VITE_TERMS_URL fails, naming both', async () => {
  const failure = buildConsole(withoutLegalPages);
  await expect(failure).rejects.toThrow(/Invalid console configuration/);
  for (const variable of LEGAL_VARIABLES) {
    await expect(failure).rejects.toThrow(new RegExp(`${variable}: required in a production build without the mock`));
  }
  for (const variable of LEGAL_VARIABLES) {
    const build = productionBuildWithout('dist-no-legal-pages', [variable]);
    await expect(buildConsole(build), `${variable} unset`).rejects.toThrow(
      new RegExp(`^  - ${variable}: required in a production build without the mock$`, 'm'),
    );
  }
});

test('the built-in legal pages and the MSW worker ship with the mock build only', async () => {
  for (const file of ['legal/pages.html', 'legal/legal.css', 'mockServiceWorker.js']) {
    expect(await exists(path.join(outDirOf(BUILDS.e2e), file)), `dist-e2e/${file}`).toBe(true);
  }
  for (const file of ['legal', 'mockServiceWorker.js']) {
    expect(await exists(path.join(outDirOf(BUILDS.production), file)), `dist-prod/${file}`).toBe(false);
  }
});
