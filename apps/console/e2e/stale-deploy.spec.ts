import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import type { StaticServer } from '../scripts/static-server';
import { ADMIN, fillLogin, loginForm, takenOver } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * A tab opened before a deploy: its lazy chunks are gone from the server (lib/stale-deploy.ts,
 * docs/decisions/053-stale-deploys-reload-once.md and 141-stale-deploys-on-vites-preload-error.md).
 * A copy of the mock build is served from a temporary folder, so its chunks can be removed once the
 * page has loaded.
 */

let dir: string;
let server: StaticServer;

test.beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'console-stale-'));
  await cp(outDirOf(BUILDS.e2e), dir, { recursive: true });
  server = await serveStatic(dir);
});

test.afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

test('signing in with remember me after the lazy chunks are gone reloads once, then offers a reload, never silence', async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on('response', (response) => loaded.add(new URL(response.url()).pathname));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  // The tab was opened before the deploy: the app has taken the form over and the rules it asks
  // for next have come (docs/decisions/180-the-forms-rules-come-after-the-takeover.md). Chunks
  // removed sooner would fail the takeover or the first check instead of the submit.
  const rulesCame = page.waitForResponse((response) =>
    /^\/assets\/form-rules-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto(`${server.url}/`);
  const form = loginForm(page);
  await expect(form.captcha).toBeVisible();
  await takenOver(page);
  await rulesCame;
  const assets = path.join(dir, 'assets');
  const removed: string[] = [];
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js') && !loaded.has(`/assets/${file}`)) {
      await rm(path.join(assets, file));
      removed.push(file);
    }
  }
  expect(
    removed.some((file) => file.startsWith('remember-me-cipher')),
    'the cipher chunk is among the removed',
  ).toBe(true);
  // From here on, every navigation of the main frame is a reload.
  const start = navigations;

  // The first failure reloads the page once.
  await fillLogin(page, ADMIN, { remember: true });
  const reloaded = page.waitForEvent('load');
  await form.submit.click();
  await reloaded;
  expect(navigations - start).toBe(1);

  // The same build fails again after that reload: the page says so and offers a reload.
  await expect(form.captcha).toBeVisible();
  await fillLogin(page, ADMIN, { remember: true });
  await form.submit.click();
  const notice = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(navigations - start).toBe(1);

  const reloadedByButton = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloadedByButton;
  expect(navigations - start).toBe(2);
});
