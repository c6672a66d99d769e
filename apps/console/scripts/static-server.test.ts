import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMock, type HttpMock } from '@crm/mock-server/http';
import { serveStatic } from './static-server';
import type { StaticServer } from './static-server';

const INDEX = '<!doctype html><title>console</title><div id="root"></div>';
/** A build's other pages (src/app/landing-pages.ts): each names itself. */
const PAGES = ['forgot-password', 'create-password', 'client-create-password', '404', 'app'];
const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"></div>`;
const SCRIPT = `console.log(${JSON.stringify('a chunk '.repeat(200))});`;

/** The raw answer, as a browser asking for gzip gets it (fetch would decompress it). */
function raw(server: StaticServer, pathname: string) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let dir: string;
let mock: HttpMock;
let withApi: StaticServer;
let plain: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crm-static-server-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await Promise.all(PAGES.map((name) => writeFile(path.join(dir, `${name}.html`), page(name))));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), SCRIPT);
  mock = await startHttpMock({ quiet: true });
  withApi = await serveStatic(dir, { api: mock.url });
  plain = await serveStatic(dir);
});

afterAll(async () => {
  await withApi?.close();
  await plain?.close();
  await mock?.close();
  await rm(dir, { recursive: true, force: true });
});

async function get(server: StaticServer, pathname: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${pathname}`, init);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('serveStatic over HTTP', () => {
  it('listens on a free port of 127.0.0.1', () => {
    expect(withApi.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(withApi.url).not.toBe(plain.url);
  });

  it('hands every API call to the API it is given, the HTTP mock, and marks the answer no-store', async () => {
    for (const [pathname, init] of [
      ['/api/dailyQuote/MjMxMDIwMjY=', undefined],
      ['/api/admin/check-is-log-in', undefined],
      ['/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/api/no/such/call', undefined],
    ] as const) {
      const [through, direct] = await Promise.all([
        fetch(`${withApi.url}${pathname}`, init),
        fetch(`${mock.url}${pathname}`, init),
      ]);
      expect(through.status, pathname).toBe(direct.status);
      expect(through.headers.get('content-type'), pathname).toBe(direct.headers.get('content-type'));
      expect(through.headers.get('cache-control'), pathname).toBe('no-store');
      expect(await through.json(), pathname).toEqual(await direct.json());
    }
  });

  it('without an API, answers every API call with a JSON 404', async () => {
    const answer = await get(plain, '/api/dailyQuote/MjMxMDIwMjY=');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ success: false, message: 'Not found' });
  });

  it("answers each route with its page, as deploy/nginx.conf does, and an unknown one with not-found's and a 404", async () => {
    for (const [pathname, status, text] of [
      ['/', 200, INDEX],
      ['/admin/', 200, INDEX],
      ['/forgot-password', 200, page('forgot-password')],
      ['/create-password/reset-code-123', 200, page('create-password')],
      ['/CLIENT-CREATE-PASSWORD/Jane/invite-code-123', 200, page('client-create-password')],
      ['/client-create-password/Jane', 200, page('app')],
      ['/create-password', 200, page('app')],
      ['/admin/users', 200, page('app')],
      ['/admin/no/such/page', 200, page('app')],
      ['/no/such/page', 404, page('404')],
    ] as const) {
      const answer = await get(withApi, pathname);
      expect(answer.status, pathname).toBe(status);
      expect(answer.type, pathname).toMatch(/^text\/html/);
      expect(answer.text, pathname).toBe(text);
    }
  });

  it('falls back to index.html for a route whose page the build does not have', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'crm-static-server-'));
    await writeFile(path.join(bare, 'index.html'), INDEX);
    const server = await serveStatic(bare);
    try {
      const answer = await get(server, '/forgot-password');
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(INDEX);
    } finally {
      await server.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('sends hashed assets gzipped at level 9 and cached for good, the pages gzipped and revalidated', async () => {
    const script = await raw(plain, '/assets/index-abc.js');
    expect(script.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': expect.stringMatching(/javascript/),
    });
    expect(script.body).toEqual(gzipSync(SCRIPT, { level: 9 }));
    for (const pathname of ['/', '/admin/users', '/no/such/page']) {
      const answer = await raw(plain, pathname);
      expect(answer.headers, pathname).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    }
  });

  it('answers a missing asset with a 404, never with index.html', async () => {
    for (const pathname of ['/assets/index-gone.js', '/favicon.ico']) {
      const answer = await get(plain, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.text, pathname).not.toContain('console');
    }
  });
});
