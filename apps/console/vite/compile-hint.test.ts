import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintOf, hintFirst } from './compile-hint';

describe('hintFirst', () => {
  it("moves the hint above Vite's preload helper line", () => {
    const helper = 'const __vite__mapDeps=(i)=>i;';
    expect(hintFirst(`${helper}\n${COMPILE_HINT}\nexport const a=1;`)).toBe(
      `${COMPILE_HINT}\n${helper}\nexport const a=1;`,
    );
  });

  it('leaves a chunk that starts with the hint as it is', () => {
    const code = `${COMPILE_HINT}\nexport const a=1;`;
    expect(hintFirst(code)).toBe(code);
  });

  it('leaves a chunk without the hint without it', () => {
    expect(hintFirst('export const a=1;')).toBe('export const a=1;');
  });
});

describe('compileHintOf', () => {
  it("gives every chunk the hint but the in-browser mock's", () => {
    expect(compileHintOf({ facadeModuleId: '/repo/apps/console/src/main.tsx' })).toBe(COMPILE_HINT);
    expect(compileHintOf({ facadeModuleId: null })).toBe(COMPILE_HINT);
    expect(compileHintOf({ facadeModuleId: '/repo/apps/console/src/admin/users-page.tsx' })).toBe(COMPILE_HINT);
    expect(compileHintOf({ facadeModuleId: '/repo/packages/mock-server/src/browser.ts' })).toBe('');
  });
});
