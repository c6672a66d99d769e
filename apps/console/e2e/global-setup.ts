import { BUILDS } from '../scripts/build-console';
import { ensureBuilt } from './support/builds';
import { serveStatic } from '../scripts/static-server';

/** Builds both consoles, one after the other (in parallel they are slower on two cores), and serves the mock one. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const e2eDir = await ensureBuilt(BUILDS.e2e);
  await ensureBuilt(BUILDS.production);
  const server = await serveStatic(e2eDir);
  process.env.E2E_BASE_URL = server.url;
  console.info(
    `Console built in ${((Date.now() - started) / 1000).toFixed(1)} s, the mock build served at ${server.url}`,
  );
  return () => server.close();
}
