import { describe, expect, it } from 'vitest';
import { inlineAssets, linkedStylesheets } from './measure';

describe('inlineAssets', () => {
  it('collects inline scripts and styles, not external scripts or JSON data', () => {
    const html = [
      '<html><head><style nonce="n">body{margin:0}</style>',
      '<script nonce="n">document.documentElement.dataset.a="1"</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '</head><body><STYLE>.b{color:red}</STYLE><script>window.x=1</script></body></html>',
    ].join('');
    expect(inlineAssets(html)).toEqual({
      js: 'document.documentElement.dataset.a="1"\nwindow.x=1',
      css: 'body{margin:0}\n.b{color:red}',
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineAssets('<p>plain</p><link rel="stylesheet" href="/a.css">')).toEqual({ js: '', css: '' });
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
