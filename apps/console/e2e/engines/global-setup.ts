import { BUILDS } from '../../scripts/build-console';
import { ensureBuilt } from '../support/builds';

/**
 * dist-e2e, built once before either engine starts (or reused with E2E_SKIP_BUILD=1). Each
 * engine's server copies it: were each to build it, the two engines, which start side by side,
 * would write one folder at once, and one of them could serve another build's chunk under a name
 * its pages import.
 */
export default async function setup(): Promise<void> {
  await ensureBuilt(BUILDS.e2e);
}
