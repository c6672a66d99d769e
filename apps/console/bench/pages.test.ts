import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES as BUILT_PAGES, NOT_FOUND_FILE } from '../src/app/landing-pages';
import { LANDING_PAGES, builtPageOf, floorHtml, inlineStyles, linkedStylesheets } from './pages';

const template = await readFile(new URL('floor.html', import.meta.url), 'utf8');
const quote = { quote: 'Less is <more> & more', author: 'Mies' };
const floorOf = (name: string, css = 'body{margin:0}') =>
  floorHtml(
    template,
    LANDING_PAGES.find((page) => page.name === name)!,
    css,
    quote,
  );

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
  it("fills every slot: title, the one stylesheet and the page, with no script but reCAPTCHA's on sign-in", () => {
    for (const page of LANDING_PAGES) {
      const html = floorOf(page.name, '.auth{display:grid}');
      expect(html).not.toMatch(/<!--(title|body)-->|\/\*css\*\//);
      expect(html).toMatch(/<title>[^<]+ · CRM Admin \(plain-HTML floor\)<\/title>/);
      expect(html.match(/<style>/g)).toHaveLength(1);
      expect(html).toContain('.auth{display:grid}');
      expect(html).not.toMatch(/<link/i);
      const scripts = [...html.matchAll(/<script[^>]*>/gi)].map((tag) => /src="([^"]+)"/.exec(tag[0])?.[1]);
      expect(scripts).toEqual(page.name === 'sign-in' ? ['https://www.google.com/recaptcha/api.js'] : []);
    }
  });

  it('writes the quote as text in the pages that show it', () => {
    expect(floorOf('forgot-password')).toContain('“Less is &lt;more&gt; &amp; more”');
    expect(floorOf('forgot-password')).toContain('<figcaption class="quote-panel__author">Mies</figcaption>');
    expect(floorOf('not-found')).not.toContain('Less is');
  });

  it('carries the title of the built page it stands for', () => {
    expect(floorOf('forgot-password')).toContain('<title>Forgotten password · CRM Admin (plain-HTML floor)</title>');
  });

  it("names the invitation's client, from the address the bench opens", () => {
    expect(floorOf('client-create-password')).toContain("Hi Jane, you've been added to the CRM");
  });

  it('takes `$` in the stylesheet literally', () => {
    expect(floorOf('sign-in', "a::after{content:'$&$1'}")).toContain("a::after{content:'$&$1'}");
  });

  it('cannot let the stylesheet close its <style> early', () => {
    expect(floorOf('sign-in', 'a{}</style><p>')).not.toContain('</style><p>');
  });
});

describe('inlineStyles', () => {
  it('collects the inline stylesheets, whatever their case and attributes, and no script', () => {
    const html =
      '<style nonce="n">body{margin:0}</style><script>window.x=1</script><STYLE>.b{color:red}</STYLE><link rel="stylesheet" href="/a.css">';
    expect(inlineStyles(html)).toBe('body{margin:0}\n.b{color:red}');
    expect(inlineStyles('<p>plain</p>')).toBe('');
  });
});

describe('linkedStylesheets', () => {
  it('lists the stylesheets a page links, whatever the attribute order and quoting, and nothing else', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">',
      "<link href='/assets/password-b2.css' rel='stylesheet' nonce='n'>",
      '<LINK REL=stylesheet HREF=/assets/c3.css>',
      '<link rel="modulepreload" href="/assets/sign-in.js">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(linkedStylesheets(html)).toEqual(['/assets/index-a1.css', '/assets/password-b2.css', '/assets/c3.css']);
  });
});
