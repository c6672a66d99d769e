import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILDS, buildConsole, outDirOf } from '../../scripts/build-console';
import type { ConsoleBuild } from '../../scripts/build-console';

/** The deployed build's settings without some variables, into a folder of its own: what a fence test builds. */
export function productionBuildWithout(outDir: string, names: readonly string[]): ConsoleBuild {
  return {
    outDir,
    env: Object.fromEntries(Object.entries(BUILDS.production.env).filter(([name]) => !names.includes(name))),
  };
}

/** Reuses an existing build when E2E_SKIP_BUILD=1 (a quick local re-run); builds otherwise. */
export async function ensureBuilt(build: ConsoleBuild): Promise<string> {
  const outDir = outDirOf(build);
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(outDir, 'index.html'))) return outDir;
  return buildConsole(build);
}
