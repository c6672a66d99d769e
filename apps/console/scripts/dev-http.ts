/**
 * `npm run dev:http` (root): the console's dev server on the HTTP mock (`npm run mock`) instead of
 * the in-browser one, as the console meets a real API. It starts the mock-server's built CLI on a
 * free port of 127.0.0.1, then Vite with `VITE_MOCK=false`, `VITE_CAPTCHA_PROVIDER=mock` (the
 * stand-in captcha, no site key) and `VITE_API_BASE_URL=/api`, which Vite's own proxy forwards to
 * the mock (vite.config.ts, `CRM_DEV_API_PROXY`): one origin, so no CORS is involved and the
 * trusted-device cookie works as in production. The mock is also given the dev server's origins
 * (`--cors-origin`), so a page on it may call the mock's control endpoints directly.
 *
 * Arguments go to Vite (`npm run dev:http -- --port 5180`, `--host 127.0.0.1`); the port is
 * strict, so the origins the mock allows are the dev server's; `--port 0` takes a free one. Ctrl+C
 * stops both; when either exits, the other is stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { CONSOLE_DIR } from './build-console';
import { listen } from './processes';

const DEFAULT_PORT = 5173;
const require = createRequire(path.join(CONSOLE_DIR, 'package.json'));

/** The value of `--name V` or `--name=V` in `args`, and the args without it. */
function takeOption(args: string[], name: string): [string | undefined, string[]] {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return [undefined, args];
  const inline = args[at]!.includes('=');
  const next = args[at + 1];
  // A bare flag (`--host` alone: every address) has no value of its own.
  const bare = !inline && (next === undefined || next.startsWith('-'));
  const value = inline ? args[at]!.slice(name.length + 1) : bare ? 'true' : next;
  return [value, args.filter((_, index) => index !== at && (inline || bare || index !== at + 1))];
}

async function freePort(): Promise<number> {
  const server = await listen(createServer());
  await server.close();
  return server.port;
}

/** Starts `node script args`, its output shown with `label`; resolves with the first match of `ready` in it. */
function start(label: string, script: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: CONSOLE_DIR,
    env,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  let seen = '';
  const match = new Promise<RegExpMatchArray>((resolve, reject) => {
    const show = (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(/^(?=.)/gm, `[${label}] `));
      seen += text;
      // eslint-disable-next-line no-control-regex
      const found = seen.replace(/\x1b\[[0-9;]*m/g, '').match(ready);
      if (found) resolve(found);
    };
    child.stdout.on('data', show);
    child.stderr.on('data', show);
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}) before it was ready`)));
  });
  return { child, ready: match };
}

const running: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  const alive = running.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => --left === 0 && process.exit(code));
    child.kill('SIGTERM');
  }
  setTimeout(() => alive.forEach((child) => child.kill('SIGKILL')), 5000).unref();
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

const [portOption, withoutPort] = takeOption(process.argv.slice(2), '--port');
const [host, viteArgs] = takeOption(withoutPort, '--host');
const port = portOption === '0' ? await freePort() : Number(portOption ?? DEFAULT_PORT);
const hosts = host && host !== 'true' ? [host] : ['localhost', '127.0.0.1'];
const origins = hosts.map((name) => `http://${name}:${port}`);

const mock = start(
  'mock',
  require.resolve('@crm/mock-server/cli'),
  ['--port', '0', ...origins.flatMap((origin) => ['--cors-origin', origin])],
  process.env,
  / on (http:\/\/127\.0\.0\.1:\d+)\/api /,
);
running.push(mock.child);
mock.child.once('exit', (code) => stopAll(code ?? 1));
const mockOrigin = (await mock.ready)[1]!;

const vite = start(
  'vite',
  path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
  [
    '--port',
    String(port),
    '--strictPort',
    ...(host === 'true' ? ['--host'] : host ? ['--host', host] : []),
    ...viteArgs,
  ],
  {
    ...process.env,
    VITE_MOCK: 'false',
    VITE_CAPTCHA_PROVIDER: 'mock',
    VITE_API_BASE_URL: '/api',
    CRM_DEV_API_PROXY: mockOrigin,
  },
  /Local:\s+(http\S+)/,
);
running.push(vite.child);
vite.child.once('exit', (code) => stopAll(code ?? 1));
const consoleUrl = (await vite.ready)[1]!;
console.info(
  `dev:http: the console on ${consoleUrl}, its /api proxied to the HTTP mock on ${mockOrigin}/api. Ctrl+C stops both.`,
);
