/**
 * `npm run dev:http` (root): the console's dev server on the HTTP mock (`npm run mock`) instead of
 * the in-browser one, as the console meets a real API. It starts the mock-server's built CLI on a
 * free port of 127.0.0.1, then Vite with `VITE_MOCK=false`, `VITE_CAPTCHA_PROVIDER=mock` (the
 * stand-in captcha, no site key) and `VITE_API_BASE_URL=/api`, which Vite's own proxy forwards to
 * the mock (vite.config.ts, `CRM_DEV_API_PROXY`): one origin, so no CORS is involved and the
 * trusted-device cookie works as in production. `/__mock`, the mock's control endpoints, is proxied
 * too while Vite listens on this machine only; with `--host` Vite says it is left out
 * (vite/dev-api-proxy.ts). The mock is also given the dev server's origins (`--cors-origin`), so a
 * page on it may call the mock's control endpoints directly.
 *
 * Arguments go to Vite (`npm run dev:http -- --port 5180`, `--host 127.0.0.1`); the port is
 * strict, so the origins the mock allows are the dev server's; `--port 0` takes a free one. Ctrl+C
 * stops both; when either exits, or is not ready within a minute, the other is stopped.
 */
import type { StdioOptions } from 'node:child_process';
import { CONSOLE_DIR, VITE_BIN, resolveFromConsole } from './build-console';
import { freePort, startProcess, type Child } from './processes';

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

const running: Child[] = [];
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  void Promise.all(running.map((child) => child.stop())).then(() => process.exit(code));
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

/** Starts `node args`, its output shown after `[label] `; resolves with the first group of `ready` in it. */
async function start(label: string, args: string[], ready: RegExp, env = process.env) {
  const stdio: StdioOptions = ['inherit', 'pipe', 'pipe'];
  const child = await startProcess(process.execPath, args, { cwd: CONSOLE_DIR, env, stdio, echo: label, ready });
  running.push(child);
  void child.exited.then((code) => stopAll(code ?? 1));
  return child.ready[1]!;
}

const [portOption, viteArgs] = takeOption(process.argv.slice(2), '--port');
const [host] = takeOption(viteArgs, '--host');
const port = portOption === '0' ? await freePort() : Number(portOption ?? 5173); // Vite's own default
const hosts = host && host !== 'true' ? [host] : ['localhost', '127.0.0.1'];
const corsOrigins = hosts.flatMap((name) => ['--cors-origin', `http://${name}:${port}`]);
const viteEnv = { ...process.env, VITE_MOCK: 'false', VITE_CAPTCHA_PROVIDER: 'mock', VITE_API_BASE_URL: '/api' };
try {
  const mock = resolveFromConsole('@crm/mock-server/cli');
  const mockOrigin = await start(
    'mock',
    [mock, '--port', '0', ...corsOrigins],
    / on (http:\/\/127\.0\.0\.1:\d+)\/api /,
  );
  const viteCommand = [VITE_BIN, '--port', String(port), '--strictPort', ...viteArgs];
  const consoleUrl = await start('vite', viteCommand, /Local:\s+(http\S+)/, {
    ...viteEnv,
    CRM_DEV_API_PROXY: mockOrigin,
  });
  console.info(
    `dev:http: the console on ${consoleUrl}, its /api proxied to the HTTP mock on ${mockOrigin}/api. Ctrl+C stops both.`,
  );
} catch (error) {
  // What it printed is above already.
  console.error(`dev:http: stopped, as ${(error as Error).message.split(':\n')[0]}`);
  stopAll(1);
}
