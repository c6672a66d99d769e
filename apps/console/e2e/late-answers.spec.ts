import type { Page } from '@playwright/test';
import {
  ADMIN,
  GENERIC_ERROR,
  TWO_FACTOR_ADMIN,
  atPath,
  fillLogin,
  loginForm,
  switchScenario,
} from './support/console';
import { VIEWPORTS, expect, test } from './support/fixtures';
import { answerLate, atMessage, tops, watchLayout } from './support/layout';

/*
 * What a server's answer brings (a refusal, a failure, a link sent, a password set) comes later than
 * the click that asked for it: when it comes more than half a second after, no input excuses a
 * layout shift. Each screen that shows such a message, with its longest message, at phone and
 * desktop width: the answer held back (answerLate), the tops of the submit button, the quote panel
 * and the footer read before the click and in the frame that shows the message, and the layout
 * shifts CLS counts without recent input (docs/decisions/145-a-late-message-takes-a-reserved-place.md).
 * The texts themselves are proven by the screens' component tests.
 */

const WAIT_TEXT = 'Too many attempts. Try again in 5 minutes.';
const LINK_SENT = 'If this address is registered, a link to reset the password has been sent.';
const LINK_USED = 'This link has already been used. Please ask for a new one.';
const PASSWORD_CHANGED = 'Your password has been changed.';
const CHANGE_LINK = '/create-password/reset-code-123';

/** Opens `path` once the quote, which sets the panel's height, is in, and starts the watch. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Quote of the day' }).locator('blockquote')).toBeVisible();
  await watchLayout(page);
}

/** Clicks `submit`, waits for the frame that shows `text`, and checks that it moved nothing. */
async function expectStill(page: Page, click: () => Promise<void>, text: string): Promise<void> {
  const before = await tops(page);
  await click();
  const shown = await atMessage(page, text);
  expect(shown.tops, `the button, the quote and the footer when "${text}" shows`).toEqual(before);
  expect(shown.cls, `the layout shifts without recent input until "${text}"`).toBeLessThanOrEqual(0.005);
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${label} width, a late answer's message moves nothing`, () => {
    test.use({ viewport });

    test('the sign-in page: a refusal', async ({ page }) => {
      await answerLate(page, ['/admin/login']);
      await open(page, '/?scenario=rate-limited');
      await fillLogin(page, ADMIN);
      await expectStill(page, () => loginForm(page).submit.click(), WAIT_TEXT);
    });

    test('the second step: a refusal', async ({ page }) => {
      await answerLate(page, ['/admin/verify_authentication']);
      await page.goto('/');
      await fillLogin(page, TWO_FACTOR_ADMIN);
      await loginForm(page).submit.click();
      const code = page.getByLabel('Enter 6-digit code');
      await expect(code).toBeFocused();
      await expect(page.getByRole('complementary', { name: 'Quote of the day' }).locator('blockquote')).toBeVisible();
      await watchLayout(page);
      await switchScenario(page, 'rate-limited');
      await code.fill(TWO_FACTOR_ADMIN.code);
      await expectStill(page, () => page.getByRole('button', { name: 'Login', exact: true }).click(), WAIT_TEXT);
    });

    test('the forgotten-password page: the link sent, then a refusal', async ({ page }) => {
      await answerLate(page, ['/forgetPassword']);
      await open(page, '/forgot-password');
      await page.getByRole('main').getByLabel('Email', { exact: true }).fill(ADMIN.email);
      const send = page.getByRole('button', { name: 'Send reset link' });
      await expectStill(page, () => send.click(), LINK_SENT);
      await switchScenario(page, 'rate-limited');
      await expectStill(page, () => send.click(), WAIT_TEXT);
    });

    test('a password screen: a failure, the success, then a used link', async ({ page }) => {
      await answerLate(page, ['/resetPassword']);
      const fill = async () => {
        await page.getByLabel('New Password', { exact: true }).fill('abcdefgh12!');
        const confirm = page.getByLabel('Confirm Password', { exact: true });
        await confirm.fill('abcdefgh12!');
        await expect(confirm).toHaveAccessibleDescription('Passwords match');
      };
      const submit = page.getByRole('button', { name: 'Change Password' });

      await open(page, CHANGE_LINK);
      await fill();
      await switchScenario(page, 'server-error');
      await expectStill(page, () => submit.click(), GENERIC_ERROR);
      await switchScenario(page, 'default');
      await expectStill(page, () => submit.click(), PASSWORD_CHANGED);
      await expect(page).toHaveURL(atPath('/'));

      await open(page, CHANGE_LINK);
      await fill();
      await expectStill(page, () => submit.click(), LINK_USED);
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    });
  });
}
