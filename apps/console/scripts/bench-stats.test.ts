import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './bench-args';
import { cumulativeLayoutShift, median, pairedRatios, ratioToFloor, summarize, totalBlockingTime } from './bench-stats';
import type { RunFigures } from './bench-stats';

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

describe('ratioToFloor', () => {
  it('divides by the floor', () => {
    expect(ratioToFloor(1600, 400)).toBe(4);
  });

  it('is NaN when the floor is zero or unknown', () => {
    expect(ratioToFloor(1600, 0)).toBeNaN();
    expect(ratioToFloor(1600, Number.NaN)).toBeNaN();
  });
});

describe('pairedRatios', () => {
  it('divides each run by the floor run of the same round', () => {
    expect(pairedRatios([1800, 2000], [600, 400])).toEqual([3, 5]);
  });

  it('refuses runs that do not pair up', () => {
    expect(() => pairedRatios([1800], [600, 400])).toThrow('the counts must match');
  });
});

describe('cumulativeLayoutShift', () => {
  const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

  it('adds the shifts of one session window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(600, 0.021)])).toBeCloseTo(0.031);
  });

  it('ignores shifts right after input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(300, 0.5, true)])).toBeCloseTo(0.01);
  });

  it('keeps the largest window: a gap of 1 s or more starts a new one', () => {
    expect(cumulativeLayoutShift([shift(0, 0.02), shift(500, 0.02), shift(2000, 0.03)])).toBeCloseTo(0.04);
  });

  it('closes a window after 5 s even without a gap', () => {
    const steady = [0, 900, 1800, 2700, 3600, 4500, 5400].map((time) => shift(time, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('counts what each long task runs beyond 50 ms between FCP and the end', () => {
    const tasks = [
      { startTime: 1000, duration: 120 },
      { startTime: 1500, duration: 40 },
      { startTime: 2000, duration: 60 },
    ];
    expect(totalBlockingTime(tasks, 900, 5000)).toBe(70 + 10);
  });

  it('counts a task straddling FCP from FCP on, and none after the end', () => {
    const tasks = [
      { startTime: 800, duration: 300 },
      { startTime: 6000, duration: 500 },
    ];
    expect(totalBlockingTime(tasks, 1000, 5000)).toBe(100 - 50);
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
    const summary = summarize([run(1600, 'h1'), run(1540, 'p'), run(1690, 'h1')]);
    expect(summary).toMatchObject({ runs: 3, lcpMs: 1600, fcpMs: 1500, lcpMinMs: 1540, lcpMaxMs: 1690 });
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
    expect(() => parseBenchArgs(['--runs'])).toThrow('--runs needs a whole number');
    expect(() => parseBenchArgs(['--fast'])).toThrow('Unknown option "--fast"');
  });
});
