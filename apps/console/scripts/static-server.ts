import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { answerStubApi, answerWithoutApi, isApiPath } from './stub-api';

/**
 * A small static server for a built console: the SPA fallback and the cache rules of
 * `deploy/nginx.conf`, gzip like a production server, nothing else. It replaces `vite preview` so
 * that what the tests and the bench measure does not depend on the dev server's settings.
 * Requests under /api/ never get index.html: a JSON 404, or with `api: 'stub'` the answers of
 * scripts/stub-api.ts.
 */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  port?: number;
  host?: string;
  /** 'stub': answer the sign-in page's API calls (scripts/stub-api.ts); 'none' (default): JSON 404. */
  api?: 'stub' | 'none';
  /** Extra files served at fixed paths, taking precedence over the build (e.g. the bench's floor page). */
  files?: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/** gzip level 9: what the bench reports as "gzip" is exactly what this server sends. */
export const GZIP_LEVEL = 9;

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: GZIP_LEVEL }).length;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file to answer with, or null for a 404: hashed assets and files with an extension never fall back. */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(root + path.sep) && file !== root) return null;
  if (await isFile(file)) return file;
  if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return null;
  return path.join(root, 'index.html');
}

export async function serveStatic(
  dir: string,
  { port = 0, host = '127.0.0.1', api = 'none', files = {} }: StaticServerOptions = {},
): Promise<StaticServer> {
  const root = path.resolve(dir);
  if (!(await isFile(path.join(root, 'index.html'))))
    throw new Error(`${root} holds no index.html: build the console first`);
  const gzipped = new Map<string, Buffer>();

  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (isApiPath(pathname)) {
        const answer = api === 'stub' ? answerStubApi(request.method ?? 'GET', pathname) : answerWithoutApi();
        const json = JSON.stringify(answer.body);
        response
          .writeHead(answer.status, {
            'content-type': TYPES['.json'],
            'cache-control': 'no-store',
            'content-length': String(Buffer.byteLength(json)),
          })
          .end(request.method === 'HEAD' ? undefined : json);
        return;
      }
      const file = Object.hasOwn(files, pathname) ? path.resolve(files[pathname]!) : await resolveFile(root, pathname);
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const extension = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'Accept-Encoding',
      };
      let body: Buffer = await readFile(file);
      if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        let compressed = gzipped.get(file);
        if (!compressed) gzipped.set(file, (compressed = gzipSync(body, { level: GZIP_LEVEL })));
        body = compressed;
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
