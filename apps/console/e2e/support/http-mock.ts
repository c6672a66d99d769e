import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONSOLE_DIR } from '../../scripts/build-console';

export interface HttpMockProcess {
  /** The mock's origin, e.g. http://127.0.0.1:41234; the API is under /api/. */
  url: string;
  close(): Promise<void>;
}

/**
 * `npm run mock` as its own process, on port 0 (the port it got is read back from what it prints):
 * the API behind nginx is another server, as in production. (In-process `startHttpMock` would also run inside Playwright's loader, which resolves
 * imports more strictly than tsx does.)
 */
export async function startMockProcess(): Promise<HttpMockProcess> {
  const require = createRequire(path.join(CONSOLE_DIR, 'package.json'));
  const tsx = require.resolve('tsx/cli');
  const cli = path.join(path.dirname(require.resolve('@crm/mock-server/http')), 'cli.ts');
  const child = spawn(process.execPath, [tsx, cli, '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock did not start within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/api/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      // SIGTERM lets the mock close its server; SIGKILL only if it has not exited 5 s later.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (grace = setTimeout(resolve, 5000)))]);
      clearTimeout(grace);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
