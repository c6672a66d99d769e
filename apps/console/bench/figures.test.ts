import { describe, expect, it } from 'vitest';
import { check, checkLanding, median, pairedRatios, parseBenchArgs, parseBudget, summarize } from './figures';
import type { Budget, RunFigures } from './figures';

const BUDGET: Budget = {
  signInGzipBytes: 102_400,
  lcpToFloor: 1.2,
  tbtMs: 150,
  cls: 0.01,
  lighthousePerformance: 95,
  lighthouseBestPractices: 100,
};

/** One load's figures: a page of 7 requests whose LCP is `lcpMs`, unless told otherwise. */
const runOf = (lcpMs: number, other: Partial<RunFigures> = {}): RunFigures => ({
  jsCssGzip: 130_000,
  htmlGzip: 300,
  requests: 7,
  htmlEndMs: lcpMs - 300,
  fcpMs: lcpMs - 100,
  lcpMs,
  lcpElement: 'h1',
  cls: 0.031,
  tbtMs: 0,
  ...other,
});

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
  const run = (lcpMs: number, lcpElement: string) => runOf(lcpMs, { lcpElement });

  it('gives the median of each figure, the LCP range and the element reported most often', () => {
    const summary = summarize([run(1600, 'p'), run(1540, 'h1'), run(1690, 'h1')]);
    expect(summary).toMatchObject({
      runs: 3,
      lcpMs: 1600,
      htmlEndMs: 1300,
      fcpMs: 1500,
      lcpMinMs: 1540,
      lcpMaxMs: 1690,
      cls: 0.031,
    });
    expect(summary.lcpElement).toBe('h1');
  });
});

describe('parseBenchArgs', () => {
  const names = ['sign-in', 'not-found'];

  it('runs every page 5 times without options', () => {
    expect(parseBenchArgs([], names)).toEqual({ runs: 5, pages: [], lighthouse: false, noBuild: false });
  });

  it('reads --runs N, --runs=N, --page (repeated), --lighthouse and --no-build', () => {
    expect(
      parseBenchArgs(['--runs', '3', '--page', 'not-found', '--page=sign-in', '--lighthouse', '--no-build'], names),
    ).toEqual({
      runs: 3,
      pages: ['not-found', 'sign-in'],
      lighthouse: true,
      noBuild: true,
    });
    expect(parseBenchArgs(['--runs=7'], names).runs).toBe(7);
  });

  it('refuses a run count that is not a whole number of at least 1, unknown pages and unknown options', () => {
    expect(() => parseBenchArgs(['--runs', '0'], names)).toThrow('--runs needs a whole number of at least 1, not "0"');
    expect(() => parseBenchArgs(['--runs', '2.5'], names)).toThrow('--runs needs a whole number');
    expect(() => parseBenchArgs(['--runs'], names)).toThrow("Option '--runs <value>' argument missing");
    expect(() => parseBenchArgs(['--page', 'admin'], names)).toThrow(
      '--page admin: no such landing page (sign-in, not-found)',
    );
    expect(() => parseBenchArgs(['--fast'], names)).toThrow("Unknown option '--fast'");
  });
});

describe('parseBudget', () => {
  it('keeps the limits and drops the comment', () => {
    expect(parseBudget({ $comment: 'why', ...BUDGET })).toEqual(BUDGET);
  });

  it('names every limit that is missing, not a number, or below 0', () => {
    const { tbtMs: _tbt, ...withoutTbt } = BUDGET;
    expect(() => parseBudget({ ...withoutTbt, cls: '0.01', lcpToFloor: -1 })).toThrow(
      'perf-budget.json: lcpToFloor, tbtMs, cls must be numbers of at least 0',
    );
    expect(() => parseBudget(null)).toThrow('signInGzipBytes, lcpToFloor');
  });
});

describe('check', () => {
  it('holds a cost at or under its limit and a score at or over it', () => {
    expect(check('TBT ms', 150, 'at most', 150).ok).toBe(true);
    expect(check('TBT ms', 151, 'at most', 150).ok).toBe(false);
    expect(check('performance', 95, 'at least', 95).ok).toBe(true);
    expect(check('performance', 94, 'at least', 95).ok).toBe(false);
  });

  it('never holds a figure that was not reported', () => {
    expect(check('CLS', Number.NaN, 'at most', 0.01).ok).toBe(false);
    expect(check('performance', Number.NaN, 'at least', 95).ok).toBe(false);
  });
});

describe('checkLanding', () => {
  const summary = (lcpMs: number, tbtMs: number, cls: number) => summarize([runOf(lcpMs, { tbtMs, cls })]);

  it("checks the ratio of the median LCPs, and the page's own TBT and CLS", () => {
    const checks = checkLanding(summary(1200, 150, 0.01), summary(1000, 0, 0), BUDGET);
    expect(checks.map(({ figure, value, ok }) => [figure, value, ok])).toEqual([
      ['LCP/floor', 1.2, true],
      ['TBT ms', 150, true],
      ['CLS', 0.01, true],
    ]);
  });

  it('fails each figure over its limit', () => {
    const checks = checkLanding(summary(1300, 151, 0.02), summary(1000, 0, 0), BUDGET);
    expect(checks.filter((item) => !item.ok).map((item) => item.figure)).toEqual(['LCP/floor', 'TBT ms', 'CLS']);
  });
});

describe('pairedRatios', () => {
  it("divides each run's page LCP by the floor's of the same run", () => {
    const runs = (...lcps: number[]) => lcps.map((lcpMs) => runOf(lcpMs));
    expect(pairedRatios(runs(1500, 900), runs(1000, 1000))).toEqual([1.5, 0.9]);
  });
});
