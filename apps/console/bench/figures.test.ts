import { describe, expect, it } from 'vitest';
import { median, parseBenchArgs, summarize } from './figures';
import type { RunFigures } from './figures';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([1690, 1540, 1600, 1580, 1650])).toBe(1600);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  const run = (lcpMs: number, lcpElement: string): RunFigures => ({
    jsCssGzip: 130_000,
    htmlGzip: 300,
    requests: 7,
    fcpMs: lcpMs - 100,
    lcpMs,
    lcpElement,
    cls: 0.031,
    tbtMs: 0,
  });

  it('gives the median of each figure, the LCP range and the element reported most often', () => {
    const summary = summarize([run(1600, 'p'), run(1540, 'h1'), run(1690, 'h1')]);
    expect(summary).toMatchObject({ runs: 3, lcpMs: 1600, fcpMs: 1500, lcpMinMs: 1540, lcpMaxMs: 1690, cls: 0.031 });
    expect(summary.lcpElement).toBe('h1');
  });
});

describe('parseBenchArgs', () => {
  it('runs 5 times without options', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 5, lighthouse: false, noBuild: false });
  });

  it('reads --runs N, --runs=N, --lighthouse and --no-build', () => {
    expect(parseBenchArgs(['--runs', '3', '--lighthouse', '--no-build'])).toEqual({
      runs: 3,
      lighthouse: true,
      noBuild: true,
    });
    expect(parseBenchArgs(['--runs=7']).runs).toBe(7);
  });

  it('refuses a run count that is not a whole number of at least 1, and unknown options', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs needs a whole number of at least 1, not "0"');
    expect(() => parseBenchArgs(['--runs', '2.5'])).toThrow('--runs needs a whole number');
    expect(() => parseBenchArgs(['--runs'])).toThrow("Option '--runs <value>' argument missing");
    expect(() => parseBenchArgs(['--fast'])).toThrow("Unknown option '--fast'");
  });
});
