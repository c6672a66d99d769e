import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer } from 'vite';
import type { AliasOptions, Plugin, ResolvedConfig } from 'vite';
import { documentTitle, SCREEN_TITLES } from '../src/app/page-title.js';

/**
 * What every inline tag written into index.html carries as its nonce; deploy/nginx.conf replaces it
 * with each response's own nonce (docs/decisions/050-sign-in-page-built-ahead.md).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

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
 * Builds the sign-in page into index.html (docs/decisions/050-sign-in-page-built-ahead.md):
 * - the page's markup, rendered by react-dom/server from the app's own components
 *   (src/first-paint/render-sign-in.tsx), which src/main.tsx hydrates;
 * - the entry stylesheet inlined, whatever it holds, so the first paint waits for no request;
 * - two small scripts compiled from src/first-paint/: one in <head> that hides the page on any
 *   other address or with a stored session, one after it that writes the greeting.
 * Every inline tag carries the CSP nonce placeholder.
 */
export function firstPaintPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'crm:first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(ROOT_ELEMENT))
          throw new Error(`index.html has no ${ROOT_ELEMENT} to build the sign-in page into`);
        const [markup, headScript, greetingScript] = await Promise.all([
          renderSignIn(config),
          compileScript(config, 'src/first-paint/head.ts'),
          compileScript(config, 'src/first-paint/greeting.ts'),
        ]);
        const { SIGN_IN_HIDDEN_CSS } = await import('../src/first-paint/markers.js');
        const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

        // The entry's stylesheets become one inline <style>; the files stay for nothing else needs them.
        let css = '';
        const withoutLinks = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            if (!asset || asset.type !== 'asset') return tag;
            css += String(asset.source);
            return '';
          },
        );
        return withoutLinks
          .replace(
            '</head>',
            `<script ${nonce}>${headScript}</script><style ${nonce}>${SIGN_IN_HIDDEN_CSS}${css}</style></head>`,
          )
          .replace(ROOT_ELEMENT, `<div id="root">${markup}</div><script ${nonce}>${greetingScript}</script>`);
      },
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

/** Renders the sign-in page with the app's modules, loaded through a throwaway Vite SSR server. */
async function renderSignIn(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    ...shared(config),
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/first-paint/render-sign-in.tsx')) as {
      renderSignIn(): string;
    };
    return module.renderSignIn();
  } finally {
    await server.close();
  }
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
