import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devApiProxy, devApiProxyPlugin, listensOnLoopback } from './dev-api-proxy';

/* `npm run dev:http`'s proxy (docs/decisions/124-the-http-mock-answers-loopback-names-only.md). */
const TARGET = 'http://127.0.0.1:4010';

describe('the proxy table of npm run dev:http', () => {
  it.each([undefined, false, 'localhost', 'LOCALHOST', '127.0.0.1', '127.3.2.1', '::1'])(
    'proxies /api and /__mock while Vite listens on %j',
    (host) => {
      expect(listensOnLoopback(host)).toBe(true);
      expect(devApiProxy(TARGET, host)).toEqual({
        proxy: {
          '/api': { target: TARGET, changeOrigin: true },
          '/__mock': { target: TARGET, changeOrigin: true },
        },
      });
    },
  );

  it.each([
    [true, 'every address'],
    ['0.0.0.0', '0.0.0.0'],
    ['::', '::'],
    ['192.168.1.20', '192.168.1.20'],
    ['console.lan', 'console.lan'],
  ])('proxies /api only, and says why, while Vite listens on %j', (host, where) => {
    expect(listensOnLoopback(host)).toBe(false);
    expect(devApiProxy(TARGET, host)).toEqual({
      proxy: { '/api': { target: TARGET, changeOrigin: true } },
      notice: `dev:http: Vite listens on ${where}, beyond this machine, so /__mock (the mock's control routes) is not proxied; use ${TARGET}/__mock/ from this machine.`,
    });
  });

  it('is no plugin without a mock to proxy to (npm run dev, the tests, the builds)', () => {
    expect(devApiProxyPlugin(undefined)).toBe(false);
    expect(devApiProxyPlugin('')).toBe(false);
  });

  it('reads the host Vite was given, --host included, and prints the notice once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const plugin = devApiProxyPlugin(TARGET);
    if (!plugin || typeof plugin.config !== 'function') throw new Error('no config hook');
    const env = { command: 'serve', mode: 'development' } as const;
    expect(plugin.apply).toBe('serve');
    expect(plugin.config.call({} as never, { server: { host: true } }, env)).toEqual({
      server: { proxy: { '/api': { target: TARGET, changeOrigin: true } } },
    });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/^dev:http: Vite listens on every address/);
    expect(plugin.config.call({} as never, {}, env)).toEqual({
      server: {
        proxy: {
          '/api': { target: TARGET, changeOrigin: true },
          '/__mock': { target: TARGET, changeOrigin: true },
        },
      },
    });
    expect(info).toHaveBeenCalledTimes(1);
  });
});

describe('a dev server with the plugin, over HTTP', () => {
  let upstream: Server;
  let target: string;
  let root: string;
  const started: { close(): Promise<void> }[] = [];

  beforeEach(async () => {
    // A stand-in for the HTTP mock: answers the path and the Host it was asked with.
    upstream = createHttpServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url, host: request.headers.host }));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    root = await mkdtemp(path.join(tmpdir(), 'dev-api-proxy-'));
  });

  afterEach(async () => {
    for (const server of started.splice(0)) await server.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  /** Vite with the plugin, configured to listen on `host` as `--host` would set it. */
  async function devServer(host: string | boolean): Promise<ViteDevServer> {
    const vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [devApiProxyPlugin(target)],
      server: { host, port: 0, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    started.push(vite);
    return vite;
  }

  const upstreamHost = () => target.replace('http://', '');

  it("hands /api and /__mock to the mock, under the mock's own Host, while Vite listens on 127.0.0.1", async () => {
    const vite = await devServer('127.0.0.1');
    await vite.listen();
    const origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const route of ['/api/admin/check-is-log-in', '/__mock/scenario']) {
      const response = await fetch(`${origin}${route}`);
      expect(await response.json()).toEqual({ path: route, host: upstreamHost() });
    }
  });

  it('leaves /__mock out, and says so, when Vite is given --host (served here on 127.0.0.1 all the same)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const vite = await devServer(true);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^dev:http: Vite listens on every address/));
    // Vite's own middlewares, on a loopback port of the test's: never on every address here.
    const server = createHttpServer(vite.middlewares);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    started.push({ close: () => new Promise((resolve) => server.close(() => resolve())) });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const api = await fetch(`${origin}/api/admin/check-is-log-in`);
    expect(await api.json()).toEqual({ path: '/api/admin/check-is-log-in', host: upstreamHost() });
    const control = await fetch(`${origin}/__mock/scenario`);
    expect(control.status).toBe(404);
    expect(await control.text()).not.toContain(upstreamHost());
  });
});
