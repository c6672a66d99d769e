import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint, atop every chunk (docs/decisions/112-every-chunk-compiled-as-it-loads.md). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `code` with the hint as its first line. V8 reads the hint only before the file's first
 * statement; Vite writes its preload helper's line (`const __vite__mapDeps=…`) above Rolldown's
 * banner once the chunks are rendered, so the hint moves back above it. Both lines carry no
 * source mapping: swapping them leaves a source map true.
 */
export function hintFirst(code: string): string {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return code;
  const lines = code.split('\n');
  const at = lines.indexOf(COMPILE_HINT);
  if (at !== -1) lines.splice(at, 1);
  return [COMPILE_HINT, ...lines].join('\n');
}

/**
 * Every chunk the build writes starts with the hint. Rolldown's `postBanner` (vite.config.ts) puts
 * it in before the chunk's hash is taken; this puts it back on the first line of the written file,
 * after Vite's last change to the chunk.
 */
export function compileHintFirst(): Plugin {
  return {
    name: 'crm:compile-hint-first',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !dir) continue;
        const file = path.join(dir, output.fileName);
        const code = await readFile(file, 'utf8');
        const first = hintFirst(code);
        if (first !== code) await writeFile(file, first);
      }
    },
  };
}
