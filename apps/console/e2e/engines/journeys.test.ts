import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_TAKEN_OVER_ATTRIBUTE as FORM_TAKEN_OVER } from '../../src/lib/first-paint-markers';
import { ADMIN, GENERIC_ERROR, TWO_FACTOR_ADMIN } from '../support/console';
import { Browser, byLabel, byRole, byText } from './support/engine';
import type { Engine } from './support/engine';
import { launchFirefox } from './support/firefox';
import { startEngineServer } from './support/server';
import type { EngineServer } from './support/server';
import { launchWebKit } from './support/webkit';

/*
 * The core journeys of e2e/*.spec.ts, written once, in Firefox ESR and in WebKitGTK (Chromium runs
 * them with Playwright); vitest.config.ts runs this file once per engine. Each engine's console
 * errors and uncaught errors fail its run.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'Firefox ESR' | 'WebKitGTK';
  }
}
const ENGINE = inject('engine');
const LAUNCH: Record<typeof ENGINE, () => Promise<Engine>> = { 'Firefox ESR': launchFirefox, WebKitGTK: launchWebKit };

/** Waits (polls, bounded) until `read` gives `expected`. */
const poll = <T>(read: () => Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 20_000, interval: 100, message });

const form = {
  email: byLabel('Email'),
  password: byLabel('Password'),
  remember: byRole('checkbox', 'Remember me'),
  captcha: byRole('checkbox', "I'm not a robot"),
  submit: byRole('button', 'Login'),
  heading: byRole('heading', 'Log in to your account'),
  logOut: byRole('button', 'Log out'),
  users: byRole('heading', 'Users'),
};

let server: EngineServer;
beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server?.close());

describe(ENGINE, () => {
  let page: Browser;
  beforeAll(async () => {
    page = new Browser(await LAUNCH[ENGINE](), server);
  });
  afterAll(() => page?.engine.close());
  afterEach(async () => {
    const errors = await page.errors().finally(() => page.reset());
    expect(errors, 'console errors and uncaught errors').toEqual([]);
  });

  async function fillLogin(account: { email: string; password: string }, { remember = false } = {}) {
    await page.fill(form.email, account.email);
    await page.fill(form.password, account.password);
    if (remember) await page.click(form.remember);
    await page.click(form.captcha);
  }

  async function signIn(account: { email: string; password: string }, options?: { remember?: boolean }) {
    await page.goto('/');
    await fillLogin(account, options);
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users');
    await page.text(form.users);
  }

  it('sign-in: an administrator signs in and lands on /admin/users', async () => {
    await page.goto('/');
    expect(await page.text(byText(/^Good (Morning|Afternoon|Evening)$/))).toMatch(/^Good/);
    await page.click(form.submit);
    await poll(() => page.description(form.email)).toBe('Email address is required');
    await poll(() => page.description(form.password)).toBe('Password is required');
    await page.text(byText('Please Select Captcha'));

    await fillLogin(ADMIN);
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users');
    await page.text(form.users);
    await page.text(byText(ADMIN.email));
  });

  it('the second step: a wrong code, then the right one with device trust; the next login skips it', async () => {
    await page.goto('/');
    await fillLogin(TWO_FACTOR_ADMIN);
    await page.click(form.submit);
    await page.text(byRole('heading', 'Please check your phone'));
    const code = byLabel('Enter 6-digit code');
    await poll(() =>
      page.exists(byRole('button', 'Login')).then(() => page.read(form.submit, 'element.disabled')),
    ).toBe(true);
    await page.fill(code, '000000');
    await page.click(form.submit);
    await poll(() => page.description(code)).toBe('Invalid authentication code.');

    await page.fill(code, TWO_FACTOR_ADMIN.code);
    await page.click(byRole('checkbox', "Please don't ask me again on this device"));
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users');
    await page.click(form.logOut);
    await page.text(form.heading);
    await signIn(TWO_FACTOR_ADMIN);
  });

  it('the error catalogue: each refusal where it belongs, what was typed kept', async () => {
    await page.goto('/');
    await fillLogin({ email: 'nobody@crm.test', password: ADMIN.password });
    await page.click(form.submit);
    await poll(() => page.description(form.email)).toBe('Invalid email address');
    await poll(() => page.checked(form.captcha), 'the captcha resets after a failure').toBe(false);

    await fillLogin({ email: ADMIN.email, password: 'Wrong@12345' });
    await page.click(form.submit);
    await poll(() => page.description(form.password)).toBe('Invalid Password');

    await page.goto('/?scenario=invalid-captcha');
    await fillLogin(ADMIN);
    await page.click(form.submit);
    await page.text(byText('Invalid Captcha'));

    await page.goto('/?scenario=invalid-ip');
    await fillLogin(ADMIN);
    await page.click(form.submit);
    await poll(() => page.text(byRole('alert'))).toBe('This IP can not access Admin');

    await page.goto('/?scenario=server-error');
    await fillLogin(ADMIN);
    await page.click(form.submit);
    await poll(() => page.text(byRole('alert'))).toBe(GENERIC_ERROR);
    expect(await page.value(form.email)).toBe(ADMIN.email);
    expect(await page.value(form.password)).toBe(ADMIN.password);
  });

  it('remember me survives F5 on the sign-in page after logging out', async () => {
    await signIn(ADMIN, { remember: true });
    const cookies = await page.engine.cookies();
    expect(decodeURIComponent(cookies.find(({ name }) => name === 'email')?.value ?? '')).toBe(ADMIN.email);
    const password = cookies.find(({ name }) => name === 'password');
    expect(password?.value, 'the password cookie exists').toBeTruthy();
    expect(decodeURIComponent(password!.value)).not.toContain(ADMIN.password);
    expect(password?.sameSite).toBe('Strict');

    await page.click(form.logOut);
    await page.text(form.heading);
    await poll(() => page.value(form.password), 'prefilled on arrival').toBe(ADMIN.password);
    await page.reload();
    await poll(() => page.value(form.email)).toBe(ADMIN.email);
    await poll(() => page.value(form.password)).toBe(ADMIN.password);
    expect(await page.checked(form.remember)).toBe(true);
    await page.text(byText(/^Good (Morning|Afternoon|Evening), Ada$/));

    await page.click(form.captcha);
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users');
  });

  it('the guard sends a signed-out visitor to / and signing in returns to the requested address', async () => {
    await page.goto('/admin/users?tab=x');
    await poll(() => page.url()).toBe('/');
    await fillLogin(ADMIN);
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users?tab=x');

    await page.click(form.logOut);
    await page.text(form.heading);
    await page.goto('/admin/users');
    await poll(() => page.url()).toBe('/');
  });

  it('the password screens: a reset link is asked for, the meter follows the typing, the invitation is accepted, once', async () => {
    await page.goto('/forgot-password');
    await page.fill(byLabel('Email', 'main'), ADMIN.email);
    await page.click(byRole('button', 'Send reset link'));
    await poll(() => page.text(byRole('status', undefined, 'main'))).toBe(
      'If this address is registered, a link to reset the password has been sent.',
    );

    await page.goto('/client-create-password/Jane/invite-code-123');
    const meter = byRole('meter', 'Password strength');
    const newPassword = byLabel('New Password');
    const confirm = byLabel('Confirm Password');
    const submit = byRole('button', 'Continue');
    for (const [typed, level] of [
      ['a', 'Weak'],
      ['abcdefgh1', 'Weak'],
      ['abcdefgh12', 'Medium'],
      ['abcdefgh12!', 'Secure'],
    ]) {
      await page.fill(newPassword, typed!);
      await poll(() => page.read(meter, "element.getAttribute('aria-valuetext')"), `after "${typed}"`).toBe(level);
    }
    await page.fill(confirm, 'abcdefgh12?');
    await poll(() => page.description(confirm)).toBe('Password Not matching');
    await page.fill(confirm, 'abcdefgh12!');
    await poll(() => page.description(confirm)).toBe('Passwords match');
    await page.click(submit);
    await poll(() => page.url()).toBe('/');

    await page.goto('/client-create-password/Jane/invite-code-123');
    await page.fill(newPassword, 'abcdefgh12!');
    await page.fill(confirm, 'abcdefgh12!');
    await poll(() => page.description(confirm)).toBe('Passwords match');
    await page.click(submit);
    await poll(() => page.text(byRole('alert', undefined, 'main'))).toBe(
      'This link has already been used. Please ask for a new one.',
    );
    expect(await page.value(newPassword), 'the typed password is kept').toBe('abcdefgh12!');
  });

  it('the quote of the day: in quotation marks with its author, cached for the day', async () => {
    await page.goto('/');
    const quote = `${byRole('complementary', 'Quote of the day')}?.querySelector('blockquote')`;
    const shown = await poll(() => page.text(quote))
      .toMatch(/^“.+”$/)
      .then(() => page.text(quote));
    const stored = await page.engine.evaluate<(string | null)[]>(
      "['currentDate', 'quote', 'author'].map((key) => localStorage.getItem(key))",
    );
    expect(stored.every(Boolean), 'currentDate, quote and author are cached').toBe(true);
    await page.reload();
    await poll(() => page.text(quote)).toBe(shown);
  });

  it('what is typed before the app takes over is kept, and is what signs in', async () => {
    const release = server.holdApp();
    try {
      await page.goto('/', { waitForLoad: false });
      await page.fill(form.email, ADMIN.email);
      await page.fill(form.password, ADMIN.password);
      expect(await page.exists(form.captcha), 'the app has not taken over yet').toBe(false);
    } finally {
      release();
    }
    await page.click(form.captcha);
    expect(await page.value(form.email)).toBe(ADMIN.email);
    expect(await page.value(form.password)).toBe(ADMIN.password);
    await page.click(form.submit);
    await poll(() => page.url()).toBe('/admin/users');
  });

  /** Opens `path` with the app held back; the returned function lets it take the page over. */
  async function openBeforeTheApp(path: string) {
    const release = server.holdApp();
    try {
      await page.goto(path, { waitForLoad: false });
      // The HTML parsed, with the inline scripts that follow its markup: before that, a submit
      // would be the browser's own. The held module script keeps the page here.
      await poll(() => page.engine.evaluate<boolean>("document.readyState !== 'loading'")).toBe(true);
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }
  const HYDRATED_LINK = "Object.keys(document.querySelector('main a')).some((key) => key.startsWith('__reactFiber'))";
  const takenOver = () => page.engine.evaluate<boolean>(`document.documentElement.hasAttribute('${FORM_TAKEN_OVER}')`);

  it('a Login pressed before the app takes over is handled once it has', async () => {
    const release = await openBeforeTheApp('/');
    try {
      await page.fill(form.email, ADMIN.email);
      await page.fill(form.password, ADMIN.password);
      await page.click(form.submit);
      expect(await page.url(), 'no native submit').toBe('/');
      expect(await takenOver(), 'the app has not taken over yet').toBe(false);
    } finally {
      release();
    }
    // The app submits what was pressed: the captcha is still to be done.
    await page.text(byText('Please Select Captcha'));
    expect(await page.value(form.password)).toBe(ADMIN.password);
  });

  it('forgot-password: typed and sent before the app takes over, kept and sent once it has', async () => {
    const email = byLabel('Email', 'main');
    const release = await openBeforeTheApp('/forgot-password');
    try {
      await page.fill(email, ADMIN.email);
      await page.click(byRole('button', 'Send reset link'));
      expect(await page.url(), 'no native submit').toBe('/forgot-password');
      expect(await takenOver(), 'the app has not taken over yet').toBe(false);
    } finally {
      release();
    }
    await poll(() => page.text(byRole('status', undefined, 'main'))).toBe(
      'If this address is registered, a link to reset the password has been sent.',
    );
    expect(await page.value(email)).toBe(ADMIN.email);
  });

  for (const [path, button, heading] of [
    ['/create-password/reset-code-123', 'Change Password', 'Change Password'],
    [
      '/client-create-password/Jane/invite-code-123',
      'Continue',
      "Hi Jane, you've been added to the CRM, Please choose the password...",
    ],
  ] as const) {
    it(`${path}: the passwords typed before the app takes over are kept, checked and sent once it has`, async () => {
      const newPassword = byLabel('New Password');
      const confirm = byLabel('Confirm Password');
      const release = await openBeforeTheApp(path);
      try {
        expect(await page.text(byRole('heading', undefined, 'main'))).toBe(heading);
        await page.fill(newPassword, 'abcdefgh12!');
        await page.fill(confirm, 'abcdefgh12!');
        expect(await takenOver(), 'the app has not taken over yet').toBe(false);
      } finally {
        release();
      }
      const meter = byRole('meter', 'Password strength');
      await poll(() => page.read(meter, "element.getAttribute('aria-valuetext')")).toBe('Secure');
      await poll(() => page.description(confirm)).toBe('Passwords match');
      expect(await page.value(newPassword)).toBe('abcdefgh12!');
      await page.click(byRole('button', button));
      await poll(() => page.url()).toBe('/');
    });
  }

  it("not-found: shown before the app takes over, its way back is the app's once it has", async () => {
    const release = await openBeforeTheApp('/no/such/page');
    try {
      expect(await page.text(byRole('heading', 'Page not found'))).toBe('Page not found');
    } finally {
      release();
    }
    // Nothing on screen changes when the app takes over: React's own mark on the link tells.
    await poll(() => page.engine.evaluate<boolean>(HYDRATED_LINK), 'hydrated').toBe(true);
    await page.engine.evaluate('void (window.stayed = true)');
    await page.click(byRole('link', 'Back to login'));
    await page.text(form.heading);
    await poll(() => page.engine.evaluate<boolean>('window.stayed === true'), 'the router led back, no new page').toBe(
      true,
    );
  });
});
