import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type AliasOptions, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { APP_SHELL_FILE, LANDING_PAGES } from '../src/app/landing-pages.js';
import type * as Prerender from '../src/app/prerender.js';
import { PAGE_HIDDEN_CSS } from '../src/lib/first-paint-markers.js';
import { documentTitle } from '../src/lib/page-title.js';
import { routes } from '../src/lib/routes.js';

/**
 * What every inline tag written into the landing pages carries as its nonce; deploy/nginx.conf replaces it
 * with each response's own nonce (docs/decisions/050-sign-in-page-built-ahead.md).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const NONCE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

const ROOT_ELEMENT = '<div id="root"></div>';
// With the comment above it in index.html, which the built page does not need.
const TITLE_ELEMENT = /(?:<!--[^>]*-->\s*)?<title>[^<]*<\/title>/;
/** index.html's comments are for its readers: no page ships them (every byte counts, perf-budget.json). */
const HTML_COMMENTS = /<!--[\s\S]*?-->\s*/g;

/**
 * index.html is the sign-in page (docs/decisions/050-sign-in-page-built-ahead.md), so it carries
 * its route's title from the table of routes (src/lib/routes.ts), written as src/lib/page-title.ts
 * writes every title; in dev too, so that the tab never shows another name before the app sets it.
 */
export function signInTitle(): Plugin {
  return {
    name: 'crm:sign-in-title',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!TITLE_ELEMENT.test(html)) throw new Error('index.html has no <title> to give the sign-in title');
        return html.replace(TITLE_ELEMENT, `<title>${documentTitle(routes.login.title)}</title>`);
      },
    },
  };
}

/*
 * Builds every landing page ahead of time (docs/decisions/050-sign-in-page-built-ahead.md), one
 * HTML file each (src/app/landing-pages.ts: the pages of the table of routes, src/lib/routes.ts),
 * from the index.html the build emits:
 * - the entry's stylesheets and those of the page's lazy screen inlined, so the first paint waits
 *   for no request;
 * - the page's markup, prerendered with React from the app's own components
 *   (src/app/prerender.tsx), which src/main.tsx hydrates;
 * - small scripts compiled from src/first-paint/: one in <head> of the pages built for a
 *   signed-out visitor, that hides them with a stored session, and the page's own after its
 *   markup, that writes what depends on the moment and the address and notes a submit made
 *   before the app took over;
 * - the app's scripts: named in <head>, the page's own chunks preloaded beside the entry's, or on
 *   the pages that ask for them after their first paint, on the tag of the script that does.
 * index.html without markup is app.html, the page of the addresses the app renders itself.
 * Every inline tag carries the CSP nonce placeholder.
 */
export function firstPaintPlugin(): Plugin {
  /** The entry's stylesheets, inlined into every page. */
  const inlined = new Set<string>();
  return {
    name: 'crm:first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(ROOT_ELEMENT))
          throw new Error(`index.html has no ${ROOT_ELEMENT} to build the landing pages into`);
        // The entry's stylesheets become one inline <style>; the files stay for nothing else needs
        // them. A lazy screen's own are added to its page in generateBundle.
        const withoutLinks = html
          .replace(HTML_COMMENTS, '')
          .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (_tag, file: string) => {
            inlined.add(file);
            return '';
          });
        const css = [...inlined].map((file) => cssOf(context.bundle ?? {}, file)).join('');
        return withoutLinks.replace('</head>', () => `<style ${NONCE}>${PAGE_HIDDEN_CSS}${css}</style></head>`);
      },
    },
    async generateBundle(_options, bundle) {
      const { config } = this.environment;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
      const template = String(index.source);
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: template });
      const headScript = await compileScript(config, 'src/first-paint/head.ts');
      const scripts: Record<string, string> = {};
      let afterFirstPaint: string | undefined;
      // One page at a time: two cores, and each prerender transforms the app's modules.
      for (const page of LANDING_PAGES) {
        const { markup, modules } = await prerender(config, page.renderedAt);
        scripts[page.script] ??= await compileScript(config, `src/first-paint/${page.script}.ts`);
        // The chunks holding what the page rendered (a lazy screen's own): their stylesheets inlined
        // too, so that the page changes nothing as the app loads the screen, and the chunks
        // preloaded, so that the app does not wait one more round trip to take it over.
        const screenChunks = chunksHolding(bundle, modules);
        const screenCssFiles = screenChunks
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .filter((file, first, all) => !inlined.has(file) && all.indexOf(file) === first);
        const screenCss = screenCssFiles.map((file) => cssOf(bundle, file)).join('');
        // Vite's preload helper, loading the screen, links each of its stylesheets and holds the
        // screen until each has loaded, unless the page links it already: a round trip inside the
        // takeover. A disabled link says that the page has it (inline above); it is never fetched.
        const screenCssLinks = screenCssFiles
          .map((file) => `<link rel="stylesheet" href="/${file}" disabled ${NONCE}>`)
          .join('');
        const asked = new Set(page.preloads.map((file) => path.join(config.root, file)));
        const hydrationChunks = chunksHolding(bundle, asked);
        const missing = [...asked].filter((id) => !hydrationChunks.some((chunk) => chunk.moduleIds.includes(id)));
        if (missing.length) throw new Error(`${page.file}: no chunk holds its preload ${missing.join(', ')}`);
        const preloads = [...new Set([...screenChunks, ...hydrationChunks])]
          .map((chunk) => `/${chunk.fileName}`)
          .filter((file) => !template.includes(`${file}"`));
        // Replaced through functions: a replacement string would read the `$'`, `` $` `` or `$&` of
        // a script, a stylesheet or the markup as patterns of String.prototype.replace.
        const head = page.scriptsAfterFirstPaint
          ? askedAfterFirstPaint(
              template,
              preloads,
              (afterFirstPaint ??= await compileScript(config, AFTER_FIRST_PAINT)),
            )
          : template.replace('</head>', () => `${preloads.map(modulePreload).join('')}</head>`);
        const html = head
          .replace(TITLE_ELEMENT, () => `<title>${documentTitle(page.title)}</title>`)
          .replace('</title>', () => (page.signedOut ? `</title><script ${NONCE}>${headScript}</script>` : '</title>'))
          .replace(
            '</head>',
            () => `${screenCss ? `<style ${NONCE}>${screenCss}</style>${screenCssLinks}` : ''}</head>`,
          )
          .replace(
            ROOT_ELEMENT,
            () => `<div id="root">${markup}</div><script ${NONCE}>${scripts[page.script]}</script>`,
          );
        if (page.file === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
      }
    },
  };
}

const AFTER_FIRST_PAINT = 'src/first-paint/after-first-paint.ts';
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}" ${NONCE}>`;
/** The entry's <script> and its modulepreloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)"[^>]*>\s*/g;

/**
 * `template` without the entry's <script> and its modulepreloads, and in their place `script`
 * (src/first-paint/after-first-paint.ts), which asks for them, and for the page's `preloads`, once
 * the page has painted: it reads them off its own tag.
 */
function askedAfterFirstPaint(template: string, preloads: readonly string[], script: string) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module"> to ask for after the page\'s paint');
  const modules = [...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...preloads];
  const tag = `<script ${NONCE} data-entry="${entry}" data-preloads="${modules.join(' ')}">${script}</script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => tag);
}

/** The bundle's chunks holding any of `modules` (module ids, absolute paths). */
function chunksHolding(bundle: Rollup.OutputBundle, modules: ReadonlySet<string>): Rollup.OutputChunk[] {
  return Object.values(bundle).filter(
    (chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.moduleIds.some((id) => modules.has(id)),
  );
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

/**
 * A landing page's markup, rendered by a throwaway Vite SSR server that loads the app's modules as
 * the build resolves them, and the modules it ran: a server of its own per page, so that those are
 * the page's alone.
 */
async function prerender(config: ResolvedConfig, renderedAt: string) {
  const server = await createServer({
    ...shared(config),
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerenderAt } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof Prerender;
    const markup = await prerenderAt(renderedAt);
    // The modules it ran: the graph also holds those merely named by an import() never made.
    const ran = [...server.moduleGraph.idToModuleMap].filter(([, module]) => module.ssrModule);
    return { markup, modules: new Set(ran.map(([id]) => id)) };
  } finally {
    await server.close();
  }
}

/** The text of a stylesheet the build emitted. */
function cssOf(bundle: Rollup.OutputBundle, file: string): string {
  const asset = bundle[file];
  if (!asset || asset.type !== 'asset') throw new Error(`${file} is not in the bundle`);
  return String(asset.source);
}

/** Compiles one of src/first-paint/ into a minified classic script, to be inlined. */
async function compileScript(config: ResolvedConfig, entry: string): Promise<string> {
  const [{ output }] = (await build({
    ...shared(config),
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: { entry: path.join(config.root, entry), formats: ['iife'], name: 'crmFirstPaint' },
    },
  })) as [Rollup.RollupOutput];
  // A closing tag inside the code would end the inline <script> early.
  return output[0].code.trim().replace(/<\/script/gi, '<\\/script');
}
