import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CONSOLE_DIR } from '../../scripts/build-console';

const REPO_ROOT = path.resolve(CONSOLE_DIR, '../..');

/**
 * Starts the root `npm run <script> -- --port 0 --host 127.0.0.1` (`dev`, or `dev:http`, which
 * hands the flags to Vite too); `url` resolves with the origin Vite prints. Port 0 lets the system
 * pick a free port.
 */
function startDevServer(script: 'dev' | 'dev:http'): {
  child: ChildProcess;
  url: Promise<string>;
  /** What it printed so far. */
  output(): string;
} {
  const child = spawn('npm', ['run', script, '--', '--port', '0', '--host', '127.0.0.1'], {
    cwd: REPO_ROOT,
    // Its own process group, so that turbo, Vite (and the HTTP mock) below it stop together.
    detached: true,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm run ${script} exited (${code}) before serving:\n${output}`)));
  });
  return { child, url, output: () => output };
}

/** Stops the server's whole process group and waits for `npm` to exit. */
function stopDevServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/**
 * Starts the root `npm run <script>` (startDevServer), runs `use` with the origin Vite reports and
 * what the server printed so far, and stops the server however `use` ends.
 */
export async function usingDevServer(
  script: 'dev' | 'dev:http',
  use: (url: string, output: () => string) => Promise<void>,
): Promise<void> {
  const server = startDevServer(script);
  try {
    await use(await server.url, server.output);
  } finally {
    await stopDevServer(server.child);
  }
}
