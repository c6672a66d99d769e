import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_DIR } from '../scripts/build-console';
import { PRECOMPRESS_MIN_BYTES, precompressAssets } from './precompress';

/** Text that compresses as code does: repeated, with some variety. */
const code = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, index) => `export const value${index} = ${index * 7};\n`)
    .join('')
    .slice(0, bytes);

describe('precompressAssets', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a gzip of each script and stylesheet beside it, which gunzips to the file', async () => {
    const script = code(20_000);
    const style = `.a{color:red}\n`.repeat(100);
    await writeFile(path.join(dir, 'sign-in-abc.js'), script);
    await writeFile(path.join(dir, 'index-abc.css'), style);

    expect((await precompressAssets(dir)).sort()).toEqual(['index-abc.css', 'sign-in-abc.js']);
    expect(gunzipSync(await readFile(path.join(dir, 'sign-in-abc.js.gz'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'index-abc.css.gz'))).toString()).toBe(style);
  });

  it("is smaller than Node's gzip at its highest level", async () => {
    const script = code(50_000);
    await writeFile(path.join(dir, 'chunk.js'), script);
    await precompressAssets(dir);
    const zopfli = (await readFile(path.join(dir, 'chunk.js.gz'))).length;
    expect(zopfli).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it("leaves the scripts under nginx's minimum length, and what is neither script nor stylesheet", async () => {
    await writeFile(path.join(dir, 'small.js'), code(PRECOMPRESS_MIN_BYTES - 1));
    await writeFile(path.join(dir, 'logo.png'), code(5_000));
    await writeFile(path.join(dir, 'chunk.js.map'), code(5_000));

    expect(await precompressAssets(dir)).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['chunk.js.map', 'logo.png', 'small.js']);
  });
});

it("takes nginx's smallest compressed file from deploy/nginx.conf's gzip_min_length, which cannot import it", async () => {
  const conf = await readFile(path.join(CONSOLE_DIR, 'deploy', 'nginx.conf'), 'utf8');
  expect(/^\s*gzip_min_length\s+(\d+);/m.exec(conf)?.[1]).toBe(String(PRECOMPRESS_MIN_BYTES));
});
