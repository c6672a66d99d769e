import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSOLE_DIR } from '../../scripts/build-console';
import { freePort, startProcess } from '../../scripts/processes';

/** Debian's bundle of the public CAs (package ca-certificates), what an https API is verified with unless a test names another. */
export const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** What a test chooses; the listen address and the access log are the harness's own. */
export interface NginxSite {
  CONSOLE_ROOT: string;
  API_UPSTREAM: string;
  /** The CAs an https API_UPSTREAM's certificate must chain to; {@link SYSTEM_CA_BUNDLE} by default. */
  API_TRUSTED_CERTIFICATE?: string;
}

export function nginxBinary(): string | null {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync);
  return process.env.NGINX_BIN ?? found ?? null;
}

/**
 * In a temporary folder: the production template deploy/nginx.conf, rendered as `envsubst` would
 * (a leftover placeholder fails), inside a main context for a non-root, foreground nginx (pid, logs,
 * the temp paths of the modules this nginx has: nginx-light lacks some). No header here: they all
 * come from the template.
 */
async function prepare(binary: string, site: NginxSite, listenOn: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-nginx-'));
  const at = (file: string) => path.join(dir, file);
  const values = {
    API_TRUSTED_CERTIFICATE: SYSTEM_CA_BUNDLE,
    ...site,
    CONSOLE_LISTEN: listenOn,
    CONSOLE_ACCESS_LOG: at('console.access.log'),
  };
  let server = await readFile(path.join(CONSOLE_DIR, 'deploy', 'nginx.conf'), 'utf8');
  for (const [name, value] of Object.entries(values)) server = server.split(`\${${name}}`).join(value);
  const leftover = server.match(/\$\{[A-Z_]+\}/);
  if (leftover) throw new Error(`deploy/nginx.conf has an unknown placeholder ${leftover[0]}`);
  await writeFile(at('console.conf'), server);
  const flags = spawnSync(binary, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((module) => module === 'client_body' || !flags.includes(`--without-http_${module}_module`))
    .map((module) => `  ${module}_temp_path ${at(module)};`);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root, workers would switch to `nobody`, who cannot read a 0700 temp folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${at('nginx.pid')};`,
    // Notice level: nginx says "start worker process" once its sockets listen.
    'error_log stderr notice;',
    'events { worker_connections 64; }',
    'http {',
    existsSync('/etc/nginx/mime.types')
      ? '  include /etc/nginx/mime.types;'
      : '  types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }',
    '  default_type application/octet-stream;',
    `  access_log ${at('http.access.log')};`,
    ...tempPaths,
    `  include ${at('console.conf')};`,
    '}',
  ];
  await writeFile(at('nginx.conf'), main.join('\n'));
  return { dir, args: ['-p', dir, '-c', at('nginx.conf'), '-e', 'stderr'], accessLog: values.CONSOLE_ACCESS_LOG };
}

/** `nginx -t` on the rendered template: nginx's verdict and its own message. */
export async function testNginxConf(binary: string, site: NginxSite): Promise<{ ok: boolean; output: string }> {
  const { dir, args } = await prepare(binary, site, '127.0.0.1:8080');
  const result = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  await rm(dir, { recursive: true, force: true });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface NginxServer {
  url: string;
  /** What nginx wrote to stderr (warnings, errors). */
  log(): string;
  /** The access log the template writes (CONSOLE_ACCESS_LOG), as it is now. */
  accessLog(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The Debian nginx in the foreground with the rendered production template. nginx cannot listen on
 * port 0 and report the port, so a free port is picked first; should another process take it in
 * between, nginx says so and the start is retried on a new port.
 */
export async function startNginx(binary: string, site: NginxSite): Promise<NginxServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const { dir, args, accessLog } = await prepare(binary, site, `127.0.0.1:${port}`);
    try {
      const nginx = await startProcess(binary, args, { ready: /start worker process/, timeoutMs: 10_000 });
      return {
        url: `http://127.0.0.1:${port}`,
        log: nginx.output,
        accessLog: async () => (existsSync(accessLog) ? readFile(accessLog, 'utf8') : ''),
        close: () => nginx.stop().then(() => rm(dir, { recursive: true, force: true })),
      };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      if (attempt >= 5 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}
