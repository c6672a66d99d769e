import { createRequire } from 'node:module';
import path from 'node:path';
import { CONSOLE_DIR } from '../../scripts/build-console';
import { startProcess } from '../../scripts/processes';
import type { Running } from '../../scripts/processes';

/**
 * `npm run mock` as its own process, on port 0 (the port it got is read back from what it prints):
 * the API behind nginx is another server, as in production. (In-process `startHttpMock` would also
 * run inside Playwright's loader, which resolves imports more strictly than tsx does.)
 */
export async function startMockProcess(): Promise<Running> {
  const require = createRequire(path.join(CONSOLE_DIR, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@crm/mock-server/http')), 'cli.ts');
  const mock = await startProcess(process.execPath, [require.resolve('tsx/cli'), cli, '--port', '0', '--quiet'], {
    ready: /(http:\/\/127\.0\.0\.1:\d+)\/api/,
  });
  return { url: mock.ready[1]!, close: mock.stop };
}
