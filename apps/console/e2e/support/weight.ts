import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFileOf } from '../../src/app/landing-pages';

export const formatBytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a page weighs in gzip bytes (level 9, as scripts/static-server.ts sends them): the build's
 * files behind the same-origin addresses it loaded, each once; an address without an extension is
 * a document, the landing page that answers it. What perf-budget.json's signInGzipBytes limits.
 */
export async function gzipWeight(distDir: string, pathnames: readonly string[]) {
  const files = [...new Set(pathnames)].map((pathname) => (path.extname(pathname) ? pathname : pageFileOf(pathname)));
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length),
  );
  return {
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    files: files.map((file, at): [string, number] => [file, sizes[at]!]),
  };
}

/**
 * The scripts the sign-in page (`index.html` of `distDir`) loads at once: the entry and what it
 * preloads beside it, as paths in the build (`assets/…`).
 */
export async function signInScriptFiles(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
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

/** Every text file of a build (chunks, CSS, HTML, anything copied from public/) that holds a mock marker. */
export async function findMockCode(distDir: string): Promise<{ file: string; marker: string }[]> {
  const hits: { file: string; marker: string }[] = [];
  for (const entry of await readdir(distDir, { withFileTypes: true, recursive: true })) {
    const file = path.relative(distDir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !/\.(m?js|css|html|json|webmanifest|map)$/.test(file)) continue;
    const text = await readFile(path.join(distDir, file), 'utf8');
    if (/mockServiceWorker/.test(file)) hits.push({ file, marker: 'the MSW worker script itself' });
    for (const { name, pattern } of MOCK_MARKERS) if (pattern.test(text)) hits.push({ file, marker: name });
  }
  return hits;
}
