import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer } from 'vite';
import type { AliasOptions, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import type * as LandingPages from '../src/app/landing-pages.js';
import type * as Prerender from '../src/app/prerender.js';
import { PAGE_HIDDEN_CSS } from '../src/lib/first-paint-markers.js';
import { documentTitle, SCREEN_TITLES } from '../src/app/page-title.js';

/**
 * What every inline tag written into the landing pages carries as its nonce; deploy/nginx.conf replaces it
 * with each response's own nonce (docs/decisions/050-sign-in-page-built-ahead.md).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const NONCE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

const ROOT_ELEMENT = '<div id="root"></div>';
// With the comment above it in index.html, which the built page does not need.
const TITLE_ELEMENT = /(?:<!--[^>]*-->\s*)?<title>[^<]*<\/title>/;

/**
 * index.html is the sign-in page (docs/decisions/050-sign-in-page-built-ahead.md), so it carries
 * that screen's title from src/app/page-title.tsx, the one home of every screen's title; in dev too,
 * so that the tab never shows another name before the app sets it.
 */
export function signInTitle(): Plugin {
  return {
    name: 'crm:sign-in-title',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!TITLE_ELEMENT.test(html)) throw new Error('index.html has no <title> to give the sign-in title');
        return html.replace(TITLE_ELEMENT, `<title>${documentTitle(SCREEN_TITLES.login)}</title>`);
      },
    },
  };
}

/*
 * Builds every landing page ahead of time (docs/decisions/050-sign-in-page-built-ahead.md), one
 * HTML file each (src/app/landing-pages.ts), from the index.html the build emits:
 * - every stylesheet of the build inlined, so the first paint waits for no request;
 * - the page's markup, prerendered with React from the app's own components
 *   (src/app/prerender.tsx), which src/main.tsx hydrates;
 * - two small scripts compiled from src/first-paint/: one in <head> of the pages built for a
 *   signed-out visitor, that hides them with a stored session, one after the markup that writes
 *   what depends on the moment and the address, and notes a submit made before the app took over.
 * index.html without markup is app.html, the page of the addresses the app renders itself.
 * Every inline tag carries the CSP nonce placeholder.
 */
export function firstPaintPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'crm:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(ROOT_ELEMENT))
          throw new Error(`index.html has no ${ROOT_ELEMENT} to build the landing pages into`);
        // The entry's stylesheets, then those of the lazy screens (the password screens'), become one
        // inline <style>, so that no landing page waits for a stylesheet or changes when one comes.
        // The files stay for the app, which links a lazy screen's own when it loads it.
        const linked: string[] = [];
        const withoutLinks = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g,
          (_tag, file: string) => {
            linked.push(file);
            return '';
          },
        );
        const others = Object.keys(context.bundle ?? {}).filter(
          (file) => file.endsWith('.css') && !linked.includes(file),
        );
        const css = [...linked, ...others]
          .map((file) => {
            const asset = context.bundle?.[file];
            if (!asset || asset.type !== 'asset') throw new Error(`${file} is not in the bundle`);
            return String(asset.source);
          })
          .join('');
        return withoutLinks.replace('</head>', `<style ${NONCE}>${PAGE_HIDDEN_CSS}${css}</style></head>`);
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
      const template = String(index.source);
      const [{ pages, markups, shellFile }, headScript, landingScript] = await Promise.all([
        prerenderPages(config),
        compileScript(config, 'src/first-paint/head.ts'),
        compileScript(config, 'src/first-paint/landing.ts'),
      ]);
      this.emitFile({ type: 'asset', fileName: shellFile, source: template });
      pages.forEach((page, at) => {
        const html = template
          .replace(TITLE_ELEMENT, `<title>${documentTitle(page.title)}</title>`)
          .replace('</title>', page.signedOut ? `</title><script ${NONCE}>${headScript}</script>` : '</title>')
          .replace(ROOT_ELEMENT, `<div id="root">${markups[at]}</div><script ${NONCE}>${landingScript}</script>`);
        if (page.file === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
      });
    },
  };
}

/** Options both helper builds share with the app's build: its aliases and its build-time constants. */
function shared(config: ResolvedConfig) {
  return {
    configFile: false as const,
    root: config.root,
    logLevel: 'error' as const,
    resolve: { alias: config.resolve.alias as AliasOptions },
    define: config.define,
  };
}

/** A throwaway Vite SSR server that loads the app's modules as the build resolves them. */
async function withSsrServer<T>(config: ResolvedConfig, use: (server: ViteDevServer) => Promise<T>): Promise<T> {
  const server = await createServer({
    ...shared(config),
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

/** The landing pages (src/app/landing-pages.ts) and each one's markup, rendered with the app's modules. */
function prerenderPages(config: ResolvedConfig) {
  return withSsrServer(config, async (server) => {
    const load = <T>(file: string) => server.ssrLoadModule(file) as Promise<T>;
    const { LANDING_PAGES, APP_SHELL_FILE } = await load<typeof LandingPages>('/src/app/landing-pages.ts');
    const { prerenderAt } = await load<typeof Prerender>('/src/app/prerender.tsx');
    const markups: string[] = [];
    // One at a time: the screens share the app's modules.
    for (const { renderedAt } of LANDING_PAGES) markups.push(await prerenderAt(renderedAt));
    return { pages: LANDING_PAGES, markups, shellFile: APP_SHELL_FILE };
  });
}

/** Compiles one of src/first-paint/ into a minified classic script, to be inlined. */
async function compileScript(config: ResolvedConfig, entry: string): Promise<string> {
  const output = await build({
    ...shared(config),
    plugins: [],
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: { entry: path.join(config.root, entry), formats: ['iife'], name: 'crmFirstPaint' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const chunk = chunks.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry} compiled to nothing`);
  // A closing tag inside the code would end the inline <script> early.
  return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
}
