import { resolveFromConsole } from '../../scripts/build-console';
import { startProcess } from '../../scripts/processes';
import type { Running } from '../../scripts/processes';

/**
 * The mock's built entry as its own process, as `npm run mock` runs it (turbo's `test:e2e` builds it
 * first), on port 0 (the port it got is read back from what it prints): the API behind nginx is
 * another server, as in production.
 */
export async function startMockProcess(): Promise<Running> {
  const cli = resolveFromConsole('@crm/mock-server/cli');
  const mock = await startProcess(process.execPath, [cli, '--port', '0', '--quiet'], {
    ready: /(http:\/\/127\.0\.0\.1:\d+)\/api/,
  });
  return { url: mock.ready[1]!, close: mock.stop };
}
