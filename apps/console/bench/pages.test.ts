import { describe, expect, it } from 'vitest';
import { LANDING_PAGES as BUILT_PAGES, NOT_FOUND_FILE } from '../src/app/landing-pages';
import { GREETING_ATTRIBUTE } from '../src/lib/greeting-text';
import { CLIENT_WELCOME_ATTRIBUTE } from '../src/lib/client-welcome';
import { LANDING_PAGES, builtPageOf, floorHtml } from './pages';

/** A built page as vite/first-paint-plugin.ts writes it, in small. */
const built = (body: string) =>
  `<!doctype html><html><head><title>Log in · CRM Admin</title><script type="module" src="/assets/index.js" nonce="__CSP_NONCE__"></script><link rel="modulepreload" href="/assets/sign-in.js"><style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><div id="root">${body}</div><script nonce="__CSP_NONCE__">fill()</script></body></html>`;
const quote = { quote: 'Less is <more> & $& more', author: 'Mies' };
const page = (name: string) => LANDING_PAGES.find((candidate) => candidate.name === name)!;
const afternoon = new Date(2026, 10, 25, 15);

describe('LANDING_PAGES', () => {
  it('holds every page a person lands on, each at its own address', () => {
    expect(LANDING_PAGES.map((page) => [page.name, page.path])).toEqual([
      ['sign-in', '/'],
      ['forgot-password', '/forgot-password'],
      ['create-password', '/create-password/reset-code-123'],
      ['client-create-password', '/client-create-password/Jane/invite-code-123'],
      ['not-found', '/no-such-page'],
    ]);
  });

  it('opens every page the build holds (src/app/landing-pages.ts), each once', () => {
    const opened = LANDING_PAGES.map((page) => builtPageOf(page).file);
    expect(opened.toSorted()).toEqual(BUILT_PAGES.map((page) => page.file).toSorted());
  });

  it('expects Not Found alone to be answered with a 404', () => {
    const expected = LANDING_PAGES.map((page) => [page.name, builtPageOf(page).file === NOT_FOUND_FILE ? 404 : 200]);
    expect(LANDING_PAGES.map((page) => [page.name, page.status])).toEqual(expected);
  });
});

describe('floorHtml', () => {
  const signIn = built(
    `<p class="auth__greeting" ${GREETING_ATTRIBUTE}=""> </p><form class="form" noValidate="" method="post"><div class="captcha captcha--reserved" aria-hidden="true"></div></form><aside class="quote-panel"><div class="quote-panel__skeleton" aria-hidden="true"><span></span></div></aside>`,
  );

  /** The text of every inline script, and the address of every other. */
  const scripts = (html: string) =>
    [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(
      ([, tag, text]) => tag!.match(/src="([^"]+)"/)?.[1] ?? text,
    );

  it('is the built page without its scripts, its stylesheets kept, its title marked', () => {
    const html = floorHtml(built('<h1>Page not found</h1>'), page('not-found'), quote);
    expect(html).not.toMatch(/modulepreload|index\.js|fill\(\)/);
    expect(html).toContain('<style nonce="__CSP_NONCE__">body{margin:0}</style>');
    expect(html).toContain('<title>Log in · CRM Admin (plain-HTML floor)</title>');
    expect(html).toContain('<div id="root"><h1>Page not found</h1></div>');
  });

  it('writes in what the scripts would: the greeting, the client by the name in the address, and the quote as text', () => {
    const html = floorHtml(signIn, page('sign-in'), quote, afternoon);
    expect(html).toContain(`<p class="auth__greeting" ${GREETING_ATTRIBUTE}="">Good Afternoon</p>`);
    expect(html).toContain(
      '<aside class="quote-panel"><figure class="quote-panel__quote"><blockquote class="quote-panel__text"><p>“Less is &lt;more&gt; &amp; $&amp; more”</p></blockquote><figcaption class="quote-panel__author">Mies</figcaption></figure></aside>',
    );
    const invitation = floorHtml(
      built(`<h1 ${CLIENT_WELCOME_ATTRIBUTE}="">Hi, you</h1>`),
      page('client-create-password'),
      quote,
    );
    expect(invitation).toContain('<h1 data-client-welcome="">Hi Jane, you\'ve been added to the CRM');
  });

  it("keeps a submit on the page, and gives the captcha's box reCAPTCHA's own embed, on the sign-in page alone, within deploy/nginx.conf's CSP", () => {
    const html = floorHtml(signIn, page('sign-in'), quote);
    const keepSubmits = "addEventListener('submit', (event) => event.preventDefault());";
    expect(scripts(html)).toEqual([
      keepSubmits,
      expect.stringContaining('function renderCaptcha() { grecaptcha.render('),
      'https://www.google.com/recaptcha/api.js?onload=renderCaptcha&amp;render=explicit&amp;trustedtypes=true',
    ]);
    expect(html).toContain('<div class="captcha captcha--reserved"></div>');
    const styled = built('<style>.captcha--reserved{height:78px}</style><form></form>');
    const forgot = floorHtml(styled, page('forgot-password'), quote);
    expect(scripts(forgot)).toEqual([keepSubmits]);
    // Every script carries the response's nonce, and no element an inline handler, which the CSP refuses.
    for (const floor of [html, forgot]) {
      for (const tag of floor.match(/<script\b[^>]*>/g)!) expect(tag).toContain('nonce="__CSP_NONCE__"');
      expect(floor).not.toMatch(/<[^>]*\son[a-z]+=/);
    }
  });
});
