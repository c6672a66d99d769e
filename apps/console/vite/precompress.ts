import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/**
 * The smallest file deploy/nginx.conf compresses (its `gzip_min_length`): a smaller one is sent as
 * it is, precompressed or not.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** What `/assets/` holds that deploy/nginx.conf would compress on the fly (its `gzip_types`). */
const COMPRESSED = /\.(js|css)$/;

/**
 * Each script and stylesheet of `assets/`, as zopfli's gzip beside it (`<file>.gz`), which
 * deploy/nginx.conf serves in place of compressing the file itself (`gzip_static`): about 3.4% fewer
 * bytes than nginx's gzip, on every page's scripts
 * (docs/decisions/190-the-assets-precompressed-with-zopfli.md). The pages are not: nginx writes
 * each response's nonce into them.
 */
export async function precompressAssets(assetsDir: string): Promise<string[]> {
  const files = (await readdir(assetsDir)).filter((file) => COMPRESSED.test(file));
  const written: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(assetsDir, file));
    if (source.length < PRECOMPRESS_MIN_BYTES) continue;
    await writeFile(path.join(assetsDir, `${file}.gz`), await gzipAsync(source, { numiterations: 15 }));
    written.push(file);
  }
  return written;
}

/**
 * {@link precompressAssets} once the build is written: in `closeBundle`, after every `writeBundle`
 * (the compile hint moves to each chunk's first line there, vite/compile-hint.ts), so that the
 * compressed file is the file served.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'crm:precompress',
    apply: 'build',
    async closeBundle() {
      const { root, build } = this.environment.config;
      await precompressAssets(path.join(path.resolve(root, build.outDir), build.assetsDir));
    },
  };
}
