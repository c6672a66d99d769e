import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSOLE_DIR } from '../../scripts/build-console';

/** The production template, the only place where the headers are written. */
export const NGINX_TEMPLATE = path.join(CONSOLE_DIR, 'deploy', 'nginx.conf');

const PLACEHOLDERS = ['CONSOLE_LISTEN', 'CONSOLE_ROOT', 'API_UPSTREAM', 'CONSOLE_ACCESS_LOG'] as const;
export type NginxValues = Record<(typeof PLACEHOLDERS)[number], string>;
/** What a test chooses; the listen address and the access log are the harness's own. */
export type NginxSite = Omit<NginxValues, 'CONSOLE_LISTEN' | 'CONSOLE_ACCESS_LOG'>;

/** What `envsubst '${CONSOLE_LISTEN} ${CONSOLE_ROOT} ${API_UPSTREAM} ${CONSOLE_ACCESS_LOG}'` does, and fails on a leftover. */
export function renderNginxTemplate(template: string, values: NginxValues): string {
  let rendered = template;
  for (const name of PLACEHOLDERS) rendered = rendered.split(`\${${name}}`).join(values[name]);
  const leftover = rendered.match(/\$\{[A-Z_]+\}/);
  if (leftover) throw new Error(`deploy/nginx.conf has an unknown placeholder ${leftover[0]}`);
  return rendered;
}

export function nginxBinary(): string | null {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return (
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((file) => existsSync(file)) ?? null
  );
}

/** The temp-path directives of the modules this nginx was built with (nginx-light lacks some). */
function tempPathDirectives(binary: string, dir: string): string[] {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const flags = `${version.stdout}${version.stderr}`;
  const modules = [
    ['client_body_temp_path', null],
    ['proxy_temp_path', 'proxy'],
    ['fastcgi_temp_path', 'fastcgi'],
    ['uwsgi_temp_path', 'uwsgi'],
    ['scgi_temp_path', 'scgi'],
  ] as const;
  return modules
    .filter(([, module]) => module === null || !flags.includes(`--without-http_${module}_module`))
    .map(([directive]) => `${directive} ${path.join(dir, directive.replace('_temp_path', ''))};`);
}

/**
 * The main context around the rendered template: everything a non-root, foreground nginx in a
 * temporary folder needs (pid, logs, temp paths). No header here: they all come from the template.
 */
function mainConf(binary: string, dir: string, serverConf: string): string {
  const runAsRoot = process.getuid?.() === 0;
  return [
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    // As root, workers would switch to `nobody`, who cannot read a 0700 temp folder.
    ...(runAsRoot ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    // Notice level: nginx says "start worker process" once its sockets listen (waitUntilListening).
    'error_log stderr notice;',
    'events { worker_connections 64; }',
    'http {',
    existsSync('/etc/nginx/mime.types')
      ? '  include /etc/nginx/mime.types;'
      : '  types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }',
    '  default_type application/octet-stream;',
    // Only for what the template does not log itself: the template's own log is console.access.log.
    `  access_log ${path.join(dir, 'http.access.log')};`,
    ...tempPathDirectives(binary, dir).map((line) => `  ${line}`),
    `  include ${serverConf};`,
    '}',
    '',
  ].join('\n');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface NginxServer {
  url: string;
  /** The rendered server block, as nginx read it. */
  serverConf: string;
  /** What nginx wrote to stderr (warnings, errors). */
  log(): string;
  /** The access log the template writes (CONSOLE_ACCESS_LOG), as it is now. */
  accessLog(): Promise<string>;
  close(): Promise<void>;
}

/** nginx's own word that its sockets listen: the master logs this notice just after binding them. */
const LISTENING = /start worker process/;
const PORT_TAKEN = /Address already in use/;

/** Resolves once nginx has bound its port; rejects with nginx's output when it exits first. */
function waitUntilListening(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`nginx did not start within 10 s:\n${log()}`)), 10_000);
    const onOutput = () => {
      if (LISTENING.test(log())) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`nginx exited with ${code}:\n${log()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stderr?.off('data', onOutput);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stderr?.on('data', onOutput);
    child.once('exit', onExit);
    onOutput();
  });
}

/** `nginx -t` on the rendered template: nginx's verdict and its own message. */
export async function testNginxConf(binary: string, values: NginxSite): Promise<{ ok: boolean; output: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-nginx-t-'));
  try {
    const serverConf = path.join(dir, 'console.conf');
    await writeFile(
      serverConf,
      renderNginxTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), {
        ...values,
        CONSOLE_LISTEN: '127.0.0.1:8080',
        CONSOLE_ACCESS_LOG: path.join(dir, 'console.access.log'),
      }),
    );
    await writeFile(path.join(dir, 'nginx.conf'), mainConf(binary, dir, serverConf));
    const result = spawnSync(binary, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
      encoding: 'utf8',
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the Debian nginx in the foreground on a free port with the rendered production template.
 * nginx cannot listen on port 0 and report the port, so a port is picked first; should another
 * process take it in between, nginx says so and the start is retried on a new port.
 */
export async function startNginx(binary: string, values: NginxSite): Promise<NginxServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNginxOnce(binary, values);
    } catch (error) {
      if (attempt >= 5 || !PORT_TAKEN.test(String(error))) throw error;
    }
  }
}

async function startNginxOnce(binary: string, values: NginxSite): Promise<NginxServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-nginx-'));
  const port = await freePort();
  const accessLogPath = path.join(dir, 'console.access.log');
  const serverConf = renderNginxTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), {
    ...values,
    CONSOLE_LISTEN: `127.0.0.1:${port}`,
    CONSOLE_ACCESS_LOG: accessLogPath,
  });
  const serverConfPath = path.join(dir, 'console.conf');
  await writeFile(serverConfPath, serverConf);
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(confPath, mainConf(binary, dir, serverConfPath));

  const child = spawn(binary, ['-p', dir, '-c', confPath, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output;
  const url = `http://127.0.0.1:${port}`;

  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilListening(child, log);
  } catch (error) {
    await close();
    throw error;
  }
  const accessLog = async () => (existsSync(accessLogPath) ? readFile(accessLogPath, 'utf8') : '');
  return { url, serverConf, log, accessLog, close };
}
