import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirst } from './compile-hint';

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

  it('writes the hint atop a chunk without it', () => {
    expect(hintFirst('export const a=1;')).toBe(`${COMPILE_HINT}\nexport const a=1;`);
  });
});
