#!/usr/bin/env node
/**
 * `npm run check:generated`: fails when the code generated from openapi/admin-api.yaml, as it is in
 * the working tree (committed, staged or neither), is not what the generators make of the yaml now.
 * It regenerates (`turbo run generate`, cached by the yaml's hash) into the emptied folders, compares
 * file by file (changed, new and left-over files alike), then puts the folders back as they were:
 * a check changes nothing. Git plays no part, so a regenerated copy passes before `git add`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Every folder `npm run generate` writes, relative to the repository root. */
export const GENERATED_DIRS = ['packages/api-client/src/generated', 'packages/mock-server/src/generated'];

/** Each file under `dirs` (relative to `root`), by its path relative to `root`, with its bytes. */
export function snapshot(root, dirs) {
  const files = new Map();
  for (const dir of dirs) {
    let entries = [];
    try {
      entries = readdirSync(join(root, dir), { recursive: true });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    for (const entry of entries.map(String).sort()) {
      const path = join(dir, entry);
      if (statSync(join(root, path)).isFile()) files.set(path, readFileSync(join(root, path)));
    }
  }
  return files;
}

/** The paths whose bytes differ between two snapshots, or that only one of them has, sorted. */
export function differences(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  const same = (path) => before.has(path) && after.has(path) && before.get(path).equals(after.get(path));
  return [...paths].filter((path) => !same(path)).sort();
}

function replaceContents(root, dirs, files) {
  for (const dir of dirs) rmSync(join(root, dir), { recursive: true, force: true });
  for (const dir of dirs) mkdirSync(join(root, dir), { recursive: true });
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
}

/**
 * Runs `generate` (which must write the files under `dirs` from scratch) on emptied folders and
 * answers the files that differ from what was there; the folders are restored in any case.
 */
export function staleGeneratedFiles({ root, dirs = GENERATED_DIRS, generate }) {
  const before = snapshot(root, dirs);
  let after;
  try {
    replaceContents(root, dirs, new Map());
    generate();
    after = snapshot(root, dirs);
  } finally {
    replaceContents(root, dirs, before);
  }
  return differences(before, after);
}

/** The one sentence `npm run check:generated` fails with. */
export function staleMessage(paths) {
  const names = paths.length === 1 ? paths[0] : `${paths.slice(0, -1).join(', ')} and ${paths.at(-1)}`;
  return `${names} ${paths.length === 1 ? 'does' : 'do'} not match openapi/admin-api.yaml: run \`npm run generate\` and commit the result.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '../..');
  const stale = staleGeneratedFiles({
    root,
    generate() {
      const run = spawnSync('npx', ['--no-install', 'turbo', 'run', 'generate', '--output-logs=hash-only'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`turbo run generate failed (exit ${run.status})`);
    },
  });
  if (stale.length > 0) {
    console.error(`check:generated: ${staleMessage(stale)}`);
    process.exit(1);
  }
  console.info('check:generated: the generated code matches openapi/admin-api.yaml');
}
