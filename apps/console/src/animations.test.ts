import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every keyframe of the console changes `transform` and `opacity` alone, the properties the browser
 * animates on its compositor, without the page's main thread. An animated background or size
 * repaints on the main thread every frame, while the app has work to do there: the guard's
 * skeleton shimmers while the server is asked, right when its answer comes. `npm run bench:web`
 * also holds the journeys to Lighthouse's non-composited-animations audit.
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
});
