import type { Result } from 'lighthouse';
import { describe, expect, it, vi } from 'vitest';
import {
  check,
  checkInPage,
  checkJourney,
  checkNavigation,
  checkSimulatedNavigation,
  checkTimespan,
  figuresOf,
  median,
  medianOf,
  parseBenchArgs,
  parseBudget,
  untilGathered,
} from './figures';
import type { Budget, Figures, InPageFigures } from './figures';

const BUDGET: Budget = {
  signInGzipBytes: 102_400,
  lcpToFloor: 1.2,
  lcpToFloorSimulated: 1.5,
  inpToFloor: 2,
  inpFloorMinMs: 16,
  journeyAfterDelayMs: 150,
  journeyToFloor: 2,
  tbtMs: 150,
  cls: 0.01,
  lighthousePerformance: 95,
  lighthouseBestPractices: 100,
  nonCompositedAnimations: 0,
};

/** A step's figures: a load with LCP `lcpMs`, within every limit unless told otherwise. */
const figures = (lcpMs: number, other: Partial<Figures> = {}): Figures => ({
  fcpMs: lcpMs,
  lcpMs,
  cls: 0,
  tbtMs: 0,
  inpMs: Number.NaN,
  performance: 100,
  bestPractices: 100,
  takeoverMs: Number.NaN,
  scriptsMs: Number.NaN,
  hydrateMs: Number.NaN,
  nonComposited: 0,
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

describe('figuresOf', () => {
  it("reads Lighthouse's audits and scores (0-100), NaN for what the step does not report", () => {
    const lhr = {
      gatherMode: 'navigation',
      audits: {
        'first-contentful-paint': { numericValue: 790.6 },
        'largest-contentful-paint': { numericValue: 812.4 },
        'cumulative-layout-shift': { numericValue: 0.002 },
        'total-blocking-time': { numericValue: 31 },
        'interaction-to-next-paint': { numericValue: 48 },
        'non-composited-animations': { details: { type: 'table', items: [{}, {}] } },
      },
      categories: { performance: { score: 0.987 }, 'best-practices': { score: null } },
    } as unknown as Result;
    expect(figuresOf(lhr)).toEqual({
      fcpMs: 790.6,
      lcpMs: 812.4,
      cls: 0.002,
      tbtMs: 31,
      inpMs: Number.NaN,
      performance: 99,
      bestPractices: Number.NaN,
      takeoverMs: Number.NaN,
      scriptsMs: Number.NaN,
      hydrateMs: Number.NaN,
      nonComposited: 2,
    });
    expect(figuresOf(lhr, { takeoverMs: 905, scriptsMs: 640 })).toMatchObject({
      lcpMs: 812.4,
      takeoverMs: 905,
      scriptsMs: 640,
      hydrateMs: Number.NaN,
    });
  });

  it('reads from a timespan only what a timespan reports: INP, TBT, CLS and the animations off the compositor', () => {
    const lhr = {
      gatherMode: 'timespan',
      audits: {
        'first-contentful-paint': { numericValue: 790.6 },
        'largest-contentful-paint': { numericValue: 812.4 },
        'interaction-to-next-paint': { numericValue: 48 },
        'total-blocking-time': { numericValue: 31 },
        'cumulative-layout-shift': { numericValue: 0 },
        // No animation ran: Lighthouse marks the audit not applicable, without details.
        'non-composited-animations': { scoreDisplayMode: 'notApplicable' },
      },
      categories: { performance: { score: 0.5 } },
    } as unknown as Result;
    expect(figuresOf(lhr, { takeoverMs: 905, scriptsMs: 640, hydrateMs: 90 })).toEqual({
      fcpMs: Number.NaN,
      lcpMs: Number.NaN,
      inpMs: 48,
      tbtMs: 31,
      cls: 0,
      performance: Number.NaN,
      bestPractices: Number.NaN,
      takeoverMs: Number.NaN,
      scriptsMs: Number.NaN,
      hydrateMs: Number.NaN,
      nonComposited: 0,
    });
  });
});

describe('medianOf', () => {
  it('takes the median of each figure over the runs', () => {
    const runs = [figures(1600, { tbtMs: 40 }), figures(1540, { tbtMs: 0 }), figures(1690, { tbtMs: 10 })];
    expect(medianOf(runs)).toMatchObject({ lcpMs: 1600, tbtMs: 10, performance: 100 });
    expect(medianOf(runs).inpMs).toBeNaN();
  });
});

describe('parseBenchArgs', () => {
  const names = ['sign-in', 'not-found'];

  it('runs every page 5 times without options', () => {
    expect(parseBenchArgs([], names)).toEqual({ runs: 5, pages: [], noBuild: false, takeoverVs: undefined });
  });

  it('reads --runs N, --runs=N, --page (repeated), --no-build and --takeover-vs DIR', () => {
    const args = ['--runs', '3', '--page', 'not-found', '--page=sign-in', '--no-build', '--takeover-vs', '../old'];
    expect(parseBenchArgs(args, names)).toEqual({
      runs: 3,
      pages: ['not-found', 'sign-in'],
      noBuild: true,
      takeoverVs: '../old',
    });
    expect(parseBenchArgs(['--runs=7'], names).runs).toBe(7);
  });

  it('refuses a run count that is not a whole number of at least 1, unknown pages and unknown options', () => {
    expect(() => parseBenchArgs(['--runs', '0'], names)).toThrow('--runs needs a whole number of at least 1, not "0"');
    expect(() => parseBenchArgs(['--runs', '2.5'], names)).toThrow('--runs needs a whole number');
    expect(() => parseBenchArgs(['--runs'], names)).toThrow("Option '--runs <value>' argument missing");
    expect(() => parseBenchArgs(['--takeover-vs'], names)).toThrow("Option '--takeover-vs <value>' argument missing");
    expect(() => parseBenchArgs(['--page', 'admin'], names)).toThrow(
      '--page admin: no such landing page (sign-in, not-found)',
    );
    expect(() => parseBenchArgs(['--lighthouse'], names)).toThrow("Unknown option '--lighthouse'");
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

describe('checkNavigation', () => {
  it("checks the ratio of the LCPs, the page's own TBT and CLS, and its scores", () => {
    const checks = checkNavigation(figures(1200, { tbtMs: 150, cls: 0.01, performance: 95 }), figures(1000), BUDGET);
    expect(checks.map(({ figure, value, ok }) => [figure, value, ok])).toEqual([
      ['LCP/floor', 1.2, true],
      ['TBT ms', 150, true],
      ['CLS', 0.01, true],
      ['performance', 95, true],
      ['best practices', 100, true],
      ['non-composited animations', 0, true],
    ]);
  });

  it('fails each figure over its limit', () => {
    const page = figures(1300, { tbtMs: 151, cls: 0.02, performance: 94, bestPractices: 96, nonComposited: 1 });
    const checks = checkNavigation(page, figures(1000), BUDGET);
    expect(checks.filter((item) => !item.ok).map((item) => item.figure)).toEqual([
      'LCP/floor',
      'TBT ms',
      'CLS',
      'performance',
      'best practices',
      'non-composited animations',
    ]);
  });
});

describe('checkSimulatedNavigation', () => {
  it("holds the ratio of the LCPs to lcpToFloorSimulated, not to lcpToFloor, and the page's score", () => {
    const checks = checkSimulatedNavigation(figures(1500, { performance: 95 }), figures(1000), BUDGET);
    expect(checks.map(({ figure, value, limit, ok }) => [figure, value, limit, ok])).toEqual([
      ['LCP/floor', 1.5, 1.5, true],
      ['performance', 95, 95, true],
    ]);
  });

  it('fails an LCP over 1.5 times the floor and a score under the limit, and leaves TBT and CLS to DevTools throttling', () => {
    const page = figures(2370, { performance: 94, tbtMs: 400, cls: 0.2 });
    const checks = checkSimulatedNavigation(page, figures(1000), BUDGET);
    expect(checks.filter((item) => !item.ok).map((item) => item.figure)).toEqual(['LCP/floor', 'performance']);
    expect(checks).toHaveLength(2);
  });
});

describe('checkTimespan', () => {
  const timespan = (inpMs: number, other: Partial<Figures> = {}) =>
    figures(Number.NaN, { inpMs, performance: Number.NaN, bestPractices: Number.NaN, ...other });

  it("holds INP to twice the floor's", () => {
    const [inp] = checkTimespan(timespan(120), timespan(60), BUDGET);
    expect(inp).toMatchObject({ figure: 'INP ms', value: 120, limit: 120, ok: true });
    expect(checkTimespan(timespan(121), timespan(60), BUDGET)[0]!.ok).toBe(false);
  });

  it("counts a floor's INP under 16 ms, or none, as 16 ms", () => {
    expect(checkTimespan(timespan(32), timespan(8), BUDGET)[0]).toMatchObject({ limit: 32, ok: true });
    expect(checkTimespan(timespan(33), timespan(Number.NaN), BUDGET)[0]).toMatchObject({ limit: 32, ok: false });
  });

  it('fails TBT and CLS over their limits, an animation off the compositor, and a page that reported no INP', () => {
    const page = timespan(Number.NaN, { tbtMs: 151, cls: 0.02, nonComposited: 3 });
    const checks = checkTimespan(page, timespan(60), BUDGET);
    expect(checks.filter((item) => !item.ok).map((item) => item.figure)).toEqual([
      'INP ms',
      'TBT ms',
      'CLS',
      'non-composited animations',
    ]);
  });
});

describe('checkJourney', () => {
  it('holds the wait after the delay, TBT and CLS to their limits', () => {
    const within = checkJourney(figures(Number.NaN, { tbtMs: 150, cls: 0.01 }), 150, undefined, BUDGET);
    expect(within.map(({ figure, ok }) => [figure, ok])).toEqual([
      ['after the delay ms', true],
      ['TBT ms', true],
      ['CLS', true],
      ['non-composited animations', true],
    ]);
    const over = checkJourney(
      figures(Number.NaN, { tbtMs: 151, cls: 0.011, nonComposited: 1 }),
      151,
      undefined,
      BUDGET,
    );
    expect(over.filter((item) => !item.ok)).toHaveLength(4);
  });

  it("holds a journey with a floor to twice the floor's wait, not to the wait after a delay", () => {
    const within = checkJourney(figures(Number.NaN), 500, 250, BUDGET);
    expect(within.map(({ figure, value, ok }) => [figure, value, ok])[0]).toEqual(['wait/floor', 2, true]);
    expect(checkJourney(figures(Number.NaN), 501, 250, BUDGET)[0]).toMatchObject({ figure: 'wait/floor', ok: false });
  });
});

describe('checkInPage', () => {
  const floor: InPageFigures = { clickMs: 250, afterDelayMs: Number.NaN, inpMs: 40, cls: 0 };

  it('holds a delayed journey to the wait after its delay, INP to twice the floor and CLS', () => {
    const within = checkInPage({ clickMs: 1400, afterDelayMs: 150, inpMs: 80, cls: 0.01 }, floor, BUDGET);
    expect(within.map(({ figure, ok }) => [figure, ok])).toEqual([
      ['in-page after the delay ms', true],
      ['in-page INP ms', true],
      ['in-page CLS', true],
    ]);
    const over = checkInPage({ clickMs: 1400, afterDelayMs: 151, inpMs: 81, cls: 0.011 }, floor, BUDGET);
    expect(over.filter((item) => !item.ok)).toHaveLength(3);
  });

  it("holds a journey without a delay to twice the floor's time from the click", () => {
    const journey = { clickMs: 500, afterDelayMs: Number.NaN, inpMs: 0, cls: 0 };
    expect(checkInPage(journey, floor, BUDGET)[0]).toMatchObject({ figure: 'in-page click/floor', value: 2, ok: true });
    expect(checkInPage({ ...journey, clickMs: 501 }, floor, BUDGET)[0]).toMatchObject({ ok: false });
  });

  it('counts a floor INP under one frame as inpFloorMinMs', () => {
    const journey = { clickMs: 300, afterDelayMs: Number.NaN, inpMs: 32, cls: 0 };
    expect(checkInPage(journey, { ...floor, inpMs: 0 }, BUDGET)[1]).toMatchObject({ limit: 32, ok: true });
  });
});

describe('untilGathered', () => {
  const gathered = { runtimeError: undefined } as unknown as Result;
  const failed = {
    runtimeError: { code: 'NO_NAVSTART', message: 'Please run Lighthouse again.' },
  } as unknown as Result;
  const quietly = () => vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('runs a step again while Lighthouse gathered nothing, and says so', async () => {
    const said = quietly();
    const run = vi
      .fn<() => Promise<Result[]>>()
      .mockResolvedValueOnce([gathered, failed])
      .mockResolvedValue([gathered]);
    await expect(untilGathered('sign-in floor', run, (results) => results)).resolves.toEqual([gathered]);
    expect(run).toHaveBeenCalledTimes(2);
    expect(said).toHaveBeenCalledWith('  sign-in floor: Lighthouse gathered nothing (NO_NAVSTART), run again');
  });

  it("gives up after three such runs with Lighthouse's message", async () => {
    quietly();
    const run = vi.fn(async () => failed);
    await expect(untilGathered('sign-in floor', run, (lhr) => [lhr])).rejects.toThrow(
      'sign-in floor: Please run Lighthouse again.',
    );
    expect(run).toHaveBeenCalledTimes(3);
  });
});
