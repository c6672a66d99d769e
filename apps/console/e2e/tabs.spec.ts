import { ADMIN, atPath, fillLogin, loginForm, signIn, switchScenario } from './support/console';
import { expect, test } from './support/fixtures';

/*
 * Tabs of one browser agree on the session: what only a browser with two pages proves. The notice,
 * the guard's failed check, the skeleton and the titles are proven in src/session/provider.test.tsx,
 * guard.test.tsx, src/components/page-skeleton.test.tsx and src/app/route-titles.test.tsx.
 */

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** A JWT whose `exp` passed a minute ago: the console counts it as logged out. */
function expiredJwt(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
}

/*
 * The other tab follows on the `storage` event (src/session/other-tabs.ts), with no polling to wait
 * for; the expectations' default timeout only bounds the wait, so a loaded machine cannot fail them.
 */
test.describe('tabs agree', () => {
  test('a log out in one tab signs the other tab out', async ({ page, context }) => {
    await signIn(page, ADMIN);
    const other = await context.newPage();
    await other.goto('/admin/users');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(atPath('/'));
    await expect(loginForm(other).heading).toBeVisible();
    await expect(other.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('a session ending in one tab signs the other tab out, explained', async ({ page, context }) => {
    await signIn(page, ADMIN);
    const other = await context.newPage();
    await other.goto('/admin/users');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    await page.evaluate((token) => localStorage.setItem('token', token), expiredJwt());
    await page.goto('/admin/users');
    await expect(page).toHaveURL(atPath('/'));
    await expect(other).toHaveURL(atPath('/'));
    await expect(other.getByText(SESSION_ENDED)).toBeVisible();
  });

  test('signing in moves the other tab from the sign-in page on to the admin area', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await expect(loginForm(other).heading).toBeVisible();
    // Each tab runs its own in-browser mock, which reads the mock's data at page load: the other
    // tab's mock cannot know the session created next. Cut off, its check keeps the session
    // instead of refusing it, so the tab stays where the sign-in sent it.
    await switchScenario(other, 'network-error');

    await fillLogin(page, ADMIN);
    await loginForm(page).submit.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expect(other).toHaveURL(atPath('/admin/users'));
    await expect(page).toHaveURL(atPath('/admin/users'));
    // Reloaded, the other tab's mock knows the session and the admin area opens.
    await other.goto('/admin/users?scenario=default');
    await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  });
});
