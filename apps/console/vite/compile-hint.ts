import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint, atop every chunk but the mock's (docs/decisions/112-every-chunk-compiled-as-it-loads.md). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The in-browser mock's entry (`@crm/mock-server/browser`), which only the mock build loads. */
const MOCK_ENTRY = /\/packages\/mock-server\/src\/browser\.ts$/;

/**
 * Rolldown's `postBanner` (vite.config.ts): the hint, except atop the in-browser mock's chunk. The
 * mock ships in no deployed build, and most of its 740 KB (MSW, its data, every handler) never runs
 * on a page load: compiled eagerly, it cost each load of the mock build about 0.45 core-seconds.
 */
export function compileHintOf(chunk: { facadeModuleId: string | null }): string {
  return chunk.facadeModuleId !== null && MOCK_ENTRY.test(chunk.facadeModuleId) ? '' : COMPILE_HINT;
}

/**
 * `code` with its hint as its first line. V8 reads the hint only before the file's first
 * statement; Vite writes its preload helper's line (`const __vite__mapDeps=…`) above Rolldown's
 * banner once the chunks are rendered, so the hint moves back above it. Both lines carry no
 * source mapping: swapping them leaves a source map true. A chunk without the hint stays so.
 */
export function hintFirst(code: string): string {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return code;
  const lines = code.split('\n');
  const at = lines.indexOf(COMPILE_HINT);
  if (at === -1) return code;
  lines.splice(at, 1);
  return [COMPILE_HINT, ...lines].join('\n');
}

/**
 * Every chunk the build writes with the hint starts with it. Rolldown's `postBanner`
 * (`compileHintOf`) puts it in before the chunk's hash is taken; this puts it back on the first
 * line of the written file, after Vite's last change to the chunk.
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
