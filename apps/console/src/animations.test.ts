import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every keyframe of the console changes `transform` and `opacity` alone, the properties the browser
 * animates on its compositor, without the page's main thread, and no element runs two animations
 * of one property, which Chromium then keeps both off the compositor. An animated background or
 * size repaints on the main thread every frame, while the app has work to do there: the guard's
 * skeleton shimmers while the server is asked, right when its answer comes. `npm run bench:web`
 * holds every load, timespan and journey to Lighthouse's non-composited-animations audit.
 */
const STYLESHEETS = Object.fromEntries(
  globSync('**/*.css', { cwd: import.meta.dirname }).map((file) => [
    file,
    readFileSync(path.join(import.meta.dirname, file), 'utf8'),
  ]),
);

const COMPOSITED = new Set(['transform', 'opacity']);

/** Each `@keyframes` rule of `css`: its name and the properties its frames set. */
function keyframesOf(css: string): { name: string; properties: string[] }[] {
  const rules = css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g);
  return [...rules].map(([, name = '', frames = '']) => ({
    name,
    properties: [...frames.matchAll(/\{([^{}]*)\}/g)].flatMap(([, body = '']) =>
      [...body.matchAll(/([\w-]+)\s*:/g)].map(([, property = '']) => property),
    ),
  }));
}

/** Each `animation` declaration of `css` with more than one animation: the names it lists. */
function animationListsOf(css: string): string[][] {
  const lists = [...css.matchAll(/(?:^|[;{\s])animation\s*:\s*([^;}]+)/g)].map(([, value = '']) =>
    value.split(',').map(
      (one) =>
        one
          .trim()
          .split(/\s+/)
          .find((word) => /^[a-z][\w-]*$/.test(word) && !KEYWORDS.has(word)) ?? '',
    ),
  );
  return lists.filter((names) => names.length > 1);
}

/** The words of an `animation` shorthand that are not a name. */
const KEYWORDS = new Set([
  'none',
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'infinite',
  'both',
  'forwards',
  'backwards',
  'alternate',
  'reverse',
  'normal',
  'running',
  'paused',
]);

describe('the stylesheets’ animations', () => {
  const keyframes = Object.entries(STYLESHEETS).flatMap(([file, css]) =>
    keyframesOf(css).map((rule) => ({ file, ...rule })),
  );

  it('are found (the scan is not blind)', () => {
    expect(keyframes.map((rule) => rule.name)).toEqual(
      expect.arrayContaining(['spin', 'fade-in', 'pulse', 'skeleton-shimmer']),
    );
    expect(keyframesOf('@keyframes glow { from { color: red; } 50% { background-position: 0 0; } }')).toEqual([
      { name: 'glow', properties: ['color', 'background-position'] },
    ]);
  });

  it.each(keyframes.map((rule) => [`${rule.file} @keyframes ${rule.name}`, rule.properties] as const))(
    '%s animates only transform and opacity',
    (_, properties) => {
      expect(properties.length).toBeGreaterThan(0);
      expect(properties.filter((property) => !COMPOSITED.has(property))).toEqual([]);
    },
  );

  // Chromium: "Target has another animation which is incompatible".
  it('never set one property twice on one element', () => {
    const propertiesOf = new Map(keyframes.map((rule) => [rule.name, rule.properties]));
    const lists = Object.values(STYLESHEETS).flatMap(animationListsOf);
    expect(animationListsOf('.x { animation: fade-in 0.2s ease-in 0.3s both, pulse 1.6s infinite; }')).toEqual([
      ['fade-in', 'pulse'],
    ]);
    for (const names of lists) {
      const properties = names.flatMap((name) => [...new Set(propertiesOf.get(name) ?? [])]);
      expect(properties, names.join(', ')).toEqual([...new Set(properties)]);
    }
  });
});
