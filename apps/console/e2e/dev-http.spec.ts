import { ADMIN, atPath, fillLogin, loginForm } from './support/console';
import { startDevServer, stopDevServer } from './support/dev-server';
import { expect, test } from './support/fixtures';

/*
 * The root `npm run dev:http` (scripts/dev-http.ts): the dev server without the in-browser mock,
 * its /api proxied to the HTTP mock, the stand-in captcha on. An administrator signs in there and
 * reaches the users page: every call went over HTTP to the mock (no service worker answers).
 * Slow (a real dev server and the mock), so it lives with the journeys, not in `npm test`.
 */
test('npm run dev:http serves the console on the HTTP mock: admin@crm.test signs in and reaches /admin/users', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = startDevServer('dev:http');
  try {
    const url = await server.url;
    await page.goto(url);
    await expect(loginForm(page).heading).toBeVisible({ timeout: 60_000 });
    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(atPath('/admin/users'));
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    // The HTTP mock logged the call: it went through Vite's proxy, no service worker answered it.
    expect(server.output()).toMatch(/\[mock\] POST \/api\/admin\/login -> 200 /);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await stopDevServer(server.child);
  }
});
