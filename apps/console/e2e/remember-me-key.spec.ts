import { rm } from 'node:fs/promises';
import { buildConsole, outDirOf } from '../scripts/build-console';
import { productionBuildWithout } from './support/builds';
import type { ConsoleBuild } from '../scripts/build-console';
import { expect, test } from './support/fixtures';

/*
 * The remember-me key fence (docs/decisions/043-remember-me-key-fenced-at-build.md), through a
 * real `vite build`: it stops while the config is resolved, before anything is bundled.
 */

/** The deployed build's settings, without a remember-me key of its own. */
const withDefaultKey: ConsoleBuild = productionBuildWithout('dist-default-key', ['VITE_REMEMBER_ME_KEY']);

test.afterAll(async () => {
  await rm(outDirOf(withDefaultKey), { recursive: true, force: true });
});

test('a production build with the default remember-me key fails, naming VITE_REMEMBER_ME_KEY', async () => {
  for (const key of [undefined, 'crm-console-remember-me']) {
    const build = { ...withDefaultKey, env: { ...withDefaultKey.env, ...(key ? { VITE_REMEMBER_ME_KEY: key } : {}) } };
    await expect(buildConsole(build), `VITE_REMEMBER_ME_KEY=${key ?? '(unset)'}`).rejects.toThrow(
      /VITE_REMEMBER_ME_KEY is not set \(or is the public default "crm-console-remember-me"\)/,
    );
  }
});
