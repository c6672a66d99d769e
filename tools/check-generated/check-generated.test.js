import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot, staleGeneratedFiles, staleMessage } from './check-generated.mjs';

const DIRS = ['a/generated', 'b/generated'];
let root;
const write = (path, text) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** A generator that writes these files, as `npm run generate` writes its own. */
const generator = (files) => () => Object.entries(files).forEach(([path, text]) => write(path, text));
const tree = () => Object.fromEntries([...snapshot(root, DIRS)].map(([path, bytes]) => [path, String(bytes)]));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-generated-'));
  write('a/generated/types.ts', 'types');
  write('b/generated/document.ts', 'document');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleGeneratedFiles', () => {
  const current = { 'a/generated/types.ts': 'types', 'b/generated/document.ts': 'document' };

  it('answers none when the files on disk are what the generator writes, whatever git knows of them', () => {
    expect(staleGeneratedFiles({ root, dirs: DIRS, generate: generator(current) })).toEqual([]);
  });

  it('names a changed file, a file the generator adds and one it no longer writes', () => {
    const generate = generator({ 'a/generated/types.ts': 'types v2', 'a/generated/limits.ts': 'limits' });
    expect(staleGeneratedFiles({ root, dirs: DIRS, generate })).toEqual([
      'a/generated/limits.ts',
      'a/generated/types.ts',
      'b/generated/document.ts',
    ]);
  });

  it('leaves the folders as they were, also when the generator fails', () => {
    const before = tree();
    staleGeneratedFiles({ root, dirs: DIRS, generate: generator({ 'a/generated/types.ts': 'types v2' }) });
    expect(tree()).toEqual(before);
    const failing = () => {
      write('a/generated/half.ts', 'half');
      throw new Error('generator failed');
    };
    expect(() => staleGeneratedFiles({ root, dirs: DIRS, generate: failing })).toThrow('generator failed');
    expect(tree()).toEqual(before);
    expect(readFileSync(join(root, 'a/generated/types.ts'), 'utf8')).toBe('types');
  });
});

describe('staleMessage', () => {
  it('is one sentence naming the files and the command that fixes them', () => {
    expect(staleMessage(['x.ts'])).toBe(
      'x.ts does not match openapi/admin-api.yaml: run `npm run generate` and commit the result.',
    );
    expect(staleMessage(['x.ts', 'y.ts', 'z.ts'])).toBe(
      'x.ts, y.ts and z.ts do not match openapi/admin-api.yaml: run `npm run generate` and commit the result.',
    );
  });
});
