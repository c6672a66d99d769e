import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipSize } from './static-server';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface SignInMetrics {
  /** Every request the page made until the network was idle, first- and third-party. */
  requests: number;
  js: Bytes;
  css: Bytes;
  /** JavaScript + CSS of the console itself (third-party scripts such as reCAPTCHA excluded). */
  total: Bytes;
  /** Origins other than the console's, e.g. the captcha provider. */
  thirdPartyOrigins: string[];
}

/**
 * Loads the sign-in page in a fresh context (empty cache) and sums what it downloaded.
 * "raw" is the decoded size, "gzip" the size at gzip level 9, which is what the static server sends.
 * Third-party requests are answered empty so that the measure needs no network and is stable.
 */
export async function measureSignIn(browser: Browser, url: string): Promise<SignInMetrics> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  try {
    const thirdParty = new Set<string>();
    await context.route(
      (requestUrl) => requestUrl.origin !== origin,
      (route) => {
        thirdParty.add(new URL(route.request().url()).origin);
        return route.fulfill({ status: 204, body: '' });
      },
    );
    const page = await context.newPage();
    const assets: Promise<{ type: 'js' | 'css'; bytes: Bytes } | null>[] = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (new URL(response.url()).origin !== origin || (type !== 'script' && type !== 'stylesheet')) return;
      assets.push(
        response
          .body()
          .then(
            (body) =>
              ({ type: type === 'script' ? 'js' : 'css', bytes: { raw: body.length, gzip: gzipSize(body) } }) as const,
          )
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });

    const sum = (kind: 'js' | 'css', list: Awaited<(typeof assets)[number]>[]): Bytes =>
      list.reduce<Bytes>(
        (acc, item) =>
          item?.type === kind ? { raw: acc.raw + item.bytes.raw, gzip: acc.gzip + item.bytes.gzip } : acc,
        { raw: 0, gzip: 0 },
      );
    const loaded = await Promise.all(assets);
    const js = sum('js', loaded);
    const css = sum('css', loaded);
    return {
      requests,
      js,
      css,
      total: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip },
      thirdPartyOrigins: [...thirdParty].sort(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Strings only the mock API, the mock service worker or the mock captcha contain; none may reach a
 * production build. Chosen so that the console's own code cannot hold them by accident.
 */
export const MOCK_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: 'the MSW worker script name', pattern: /mockServiceWorker/ },
  { name: 'MSW log prefix', pattern: /\[MSW\]/ },
  { name: 'the mock captcha label', pattern: /I(?:'|\\'|\u2019|&#39;)m not a robot/ },
  { name: 'a fixture account', pattern: /(?:admin|2fa)@crm\.test/ },
  { name: 'the fixture password', pattern: /Admin@12345/ },
  { name: 'a fixture code', pattern: /reset-code-123|invite-code-123/ },
  { name: 'the mock trusted-device cookie', pattern: /crm_mock_trusted_device/ },
];

export interface MarkerHit {
  file: string;
  marker: string;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every text file of a build (chunks, CSS, HTML, anything copied from public/) that holds a mock marker. */
export async function findMockCode(distDir: string): Promise<MarkerHit[]> {
  const hits: MarkerHit[] = [];
  for (const file of await listFiles(distDir)) {
    if (!/\.(m?js|css|html|json|webmanifest|map)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    const relative = path.relative(distDir, file);
    if (/mockServiceWorker/.test(relative)) hits.push({ file: relative, marker: 'the MSW worker script itself' });
    for (const { name, pattern } of MOCK_MARKERS) if (pattern.test(text)) hits.push({ file: relative, marker: name });
  }
  return hits;
}

export function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
