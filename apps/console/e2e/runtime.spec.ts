import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILDS, CONSOLE_DIR, outDirOf } from '../scripts/build-console';
import { signInScriptFiles } from './support/weight';

/*
 * The production build that the global setup made ships React and react-dom, as the dev server and
 * the unit tests run them (docs/decisions/055-react-in-the-build.md): no alias may put another
 * runtime in their place.
 */
const distDir = outDirOf(BUILDS.production);

/** What `npm ci` installs: the lockfile's version of a package of the root node_modules. */
async function lockedVersion(name: string): Promise<string> {
  const lock = JSON.parse(await readFile(path.join(CONSOLE_DIR, '..', '..', 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json installs no ${name}`);
  return version;
}

/**
 * The object react-dom's production build hands React DevTools: `bundleType` 0 is the production
 * build (1 the development one), then the renderer's version and name, written by React's own build.
 */
function reactDomProduction(version: string): RegExp {
  const quoted = (text: string) => `["'\`]${text.replaceAll('.', '\\.')}["'\`]`;
  return new RegExp(
    `bundleType:\\s*0,\\s*version:\\s*${quoted(version)},\\s*rendererPackageName:\\s*${quoted('react-dom')}`,
  );
}

/** The scripts the sign-in page loads at once: the entry and what index.html preloads beside it. */
async function signInScripts(): Promise<{ file: string; code: string }[]> {
  const files = await signInScriptFiles(distDir);
  return Promise.all(files.map(async (file) => ({ file, code: await readFile(path.join(distDir, file), 'utf8') })));
}

/**
 * Other runtimes a build could be aliased to, by what survives minification. The one that
 * docs/decisions/054 once aliased (versions 10 and 11) mangles its internals to the same short names
 * in every build: a vnode's children `__k`, its DOM node `__e`, its original `__v`, a component's
 * hooks `__H`.
 */
const OTHER_RUNTIMES: { name: string; patterns: RegExp[] }[] = [
  { name: 'the compat runtime of decision 054', patterns: [/\.__k\b/, /\.__e\b/, /\.__v\b/, /\.__H\b/] },
];

test("the sign-in page loads react-dom's production build, at the version package-lock.json installs", async () => {
  const version = await lockedVersion('react-dom');
  const scripts = await signInScripts();
  expect(scripts.length, 'index.html loads scripts').toBeGreaterThan(0);
  const carriers = scripts.filter(({ code }) => reactDomProduction(version).test(code)).map(({ file }) => file);
  const loaded = scripts.map(({ file }) => file).join(', ');
  expect(carriers, `the script of ${loaded} that carries react-dom ${version}, production build`).toHaveLength(1);
});

test('no script of the build carries another runtime', async () => {
  const hits: string[] = [];
  for (const entry of await readdir(distDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const { name, patterns } of OTHER_RUNTIMES)
      if (patterns.every((pattern) => pattern.test(code))) hits.push(`${entry.name}: ${name}`);
  }
  expect(hits).toEqual([]);
});
