import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { findMockCode, gzipWeight, signInScriptFiles } from './weight';

const dist = await mkdtemp(path.join(tmpdir(), 'bench-weight-'));
await mkdir(path.join(dist, 'assets'));
const files = {
  'index.html': '<p>Log in</p>'.repeat(50),
  '404.html': '<p>Not found</p>',
  'assets/sign-in.js': 'console.log(1);'.repeat(40),
  'assets/index.css': 'body{margin:0}',
};
for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist, file), text);
const gzip = (file: keyof typeof files) => gzipSync(files[file], { level: 9 }).length;
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('gzipWeight', () => {
  it('adds up the level-9 gzip of each file once, a document found by its landing page', async () => {
    const weight = await gzipWeight(dist, ['/', '/assets/sign-in.js', '/assets/index.css', '/assets/sign-in.js']);
    expect(weight.files).toEqual([
      ['index.html', gzip('index.html')],
      ['/assets/sign-in.js', gzip('assets/sign-in.js')],
      ['/assets/index.css', gzip('assets/index.css')],
    ]);
    expect(weight.bytes).toBe(gzip('index.html') + gzip('assets/sign-in.js') + gzip('assets/index.css'));
  });

  it('weighs an unknown address as the page that answers it', async () => {
    expect((await gzipWeight(dist, ['/no-such-page'])).files).toEqual([['404.html', gzip('404.html')]]);
  });
});

describe('findMockCode', () => {
  it('names each file and marker of the mock, and nothing in a clean build', async () => {
    expect(await findMockCode(dist)).toEqual([]);
    await writeFile(path.join(dist, 'assets', 'mock.js'), 'const who = "admin@crm.test";');
    await writeFile(path.join(dist, 'mockServiceWorker.js'), '/* worker */');
    expect(await findMockCode(dist)).toEqual(
      expect.arrayContaining([
        { file: path.join('assets', 'mock.js'), marker: 'a fixture account' },
        { file: 'mockServiceWorker.js', marker: 'the MSW worker script itself' },
      ]),
    );
  });
});

describe('signInScriptFiles', () => {
  it('names the entry and the modules index.html preloads, not its other links', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'bench-scripts-'));
    try {
      await writeFile(
        path.join(site, 'index.html'),
        '<link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-a.js" nonce="n"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/sign-in-b.js"><link rel="stylesheet" href="/assets/x.css">' +
          '<a href="/forgot-password">Forgot</a><script nonce="n">inline()</script>',
      );
      expect(await signInScriptFiles(site)).toEqual(['assets/index-a.js', 'assets/sign-in-b.js']);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
