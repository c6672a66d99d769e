import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The dependencies' install scripts (docs/security.md): npm runs only those that package.json's
 * allowScripts approves, and the committed .npmrc makes any other fail the install.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const json = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe('install scripts', () => {
  it('fail the install unless allowScripts covers them: the committed .npmrc says so to npm', () => {
    // Without the npm_config_* of a calling npm, so that only the project's file answers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
    const value = execFileSync('npm', ['config', 'get', 'strict-allow-scripts', '--location=project'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(value.trim()).toBe('true');
  });

  it('allowScripts decides on exactly the locked packages that have one, no stale entry', () => {
    const withScripts = Object.entries(json('package-lock.json').packages)
      // '' is the project itself: its own postinstall (msw init) is ours, not a dependency's.
      .filter(([where, locked]) => where !== '' && locked.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(Object.keys(json('package.json').allowScripts).sort()).toEqual([...new Set(withScripts)].sort());
  });
});
