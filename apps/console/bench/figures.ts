import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import * as z from 'zod';

/** The median; for an even count the mean of the two middle values. NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return sorted.length ? (sorted[middle - 1]! + sorted[middle]!) / 2 : Number.NaN;
}

/** How many times a step is run while Lighthouse fails to gather it (untilGathered). */
export const GATHER_ATTEMPTS = 3;

/**
 * `run`'s result once Lighthouse has gathered every result in it (`resultsOf`): a result with a
 * runtimeError (NO_NAVSTART: "Please run Lighthouse again") measured nothing, and the step is run
 * again, said on the console; after GATHER_ATTEMPTS such runs, throws with Lighthouse's message.
 */
export async function untilGathered<T>(at: string, run: () => Promise<T>, resultsOf: (result: T) => Result[]) {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const failure = resultsOf(result).find((lhr) => lhr.runtimeError)?.runtimeError;
    if (!failure) return result;
    if (attempt === GATHER_ATTEMPTS) throw new Error(`${at}: ${failure.message}`);
    console.log(`  ${at}: Lighthouse gathered nothing (${failure.code}), run again`);
  }
}

/** What the bench reads in the page itself after a navigation (bench-web.ts), in ms from its start. */
export interface PageTimes {
  /** When the page's form became the app's (`data-form-taken-over`), or the floor's HTML was parsed. */
  takeoverMs?: number;
  /** When the last of the page's own scripts that came before the takeover had come. */
  scriptsMs?: number;
  /** From the start of hydration (`console:hydrate`) to the takeover. */
  hydrateMs?: number;
}

type Step = { lhr: Result; times?: PageTimes };
const audit = (id: string) => (step: Step) => step.lhr.audits[id]?.numericValue;
const score = (id: string) => (step: Step) => {
  const value = step.lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
};
const time = (key: keyof PageTimes) => (step: Step) => step.times?.[key];
/** How many animations Lighthouse saw running off the compositor (its non-composited-animations audit); none when not applicable. */
const offTheCompositor = (step: Step) => {
  const found = step.lhr.audits['non-composited-animations'];
  if (!found) return undefined;
  const items = (found.details as { items?: unknown[] } | undefined)?.items;
  return items?.length ?? 0;
};

const BOTH = ['navigation', 'timespan'] as const;

/**
 * Every figure the bench reports, declared here once: where it is read in a step (Lighthouse's
 * result, or the page's own times), the kinds of step it is read from (a navigation, or a timespan
 * over interactions), and how it prints. A figure a step does not report is NaN.
 */
export const FIGURES = {
  fcpMs: { label: 'FCP', ms: true, steps: ['navigation'], of: audit('first-contentful-paint') },
  lcpMs: { label: 'LCP', ms: true, steps: ['navigation'], of: audit('largest-contentful-paint') },
  inpMs: { label: 'INP', ms: true, steps: ['timespan'], of: audit('interaction-to-next-paint') },
  tbtMs: { label: 'TBT', ms: true, steps: BOTH, of: audit('total-blocking-time') },
  cls: { label: 'CLS', ms: false, steps: BOTH, of: audit('cumulative-layout-shift') },
  performance: { label: 'performance', ms: false, steps: ['navigation'], of: score('performance') },
  bestPractices: { label: 'best practices', ms: false, steps: ['navigation'], of: score('best-practices') },
  takeoverMs: { label: 'takeover', ms: true, steps: ['navigation'], of: time('takeoverMs') },
  scriptsMs: { label: 'scripts in', ms: true, steps: ['navigation'], of: time('scriptsMs') },
  hydrateMs: { label: 'hydrate', ms: true, steps: ['navigation'], of: time('hydrateMs') },
  nonComposited: { label: 'non-composited animations', ms: false, steps: BOTH, of: offTheCompositor },
} as const;

export type Figure = keyof typeof FIGURES;
export type Figures = Record<Figure, number>;

/** One step's figures, from Lighthouse's result and, for a navigation, the page's own times. */
export function figuresOf(lhr: Result, times?: PageTimes): Figures {
  const entries = Object.entries(FIGURES).map(([key, { of, steps }]) => [
    key,
    (steps as readonly string[]).includes(lhr.gatherMode) ? (of({ lhr, times }) ?? Number.NaN) : Number.NaN,
  ]);
  return Object.fromEntries(entries) as Figures;
}

/** The median of each of `keys` over the runs; a run without one counts as NaN. */
export function mediansOf<K extends string>(runs: readonly Partial<Record<K, number>>[], keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] ?? Number.NaN))])) as Record<
    K,
    number
  >;
}

/** The median of each figure over the runs. */
export function medianOf(runs: readonly Figures[]): Figures {
  return mediansOf(runs, Object.keys(FIGURES) as Figure[]);
}

export const BENCH_USAGE = 'usage: npm run bench:web [-- --runs N] [--page NAME]... [--no-build] [--takeover-vs DIR]';

export interface BenchArgs {
  runs: number;
  /** The landing pages to measure by name; empty for all of them. */
  pages: string[];
  noBuild: boolean;
  /** Another production build (its dist-prod/): only the landing pages' takeover, this build's beside that one's. */
  takeoverVs?: string;
}

/**
 * The options of `npm run bench:web`; --no-build reuses dist-prod/ when it exists; --page may
 * repeat; --takeover-vs DIR times the takeover alone, on this build and on the one in DIR.
 */
export function parseBenchArgs(args: string[], pageNames: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true, default: [] },
      'no-build': { type: 'boolean', default: false },
      'takeover-vs': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number of at least 1, not "${values.runs}"\n${BENCH_USAGE}`);
  const unknown = values.page.filter((name) => !pageNames.includes(name));
  if (unknown.length)
    throw new Error(`--page ${unknown.join(', ')}: no such landing page (${pageNames.join(', ')})\n${BENCH_USAGE}`);
  return { runs, pages: values.page, noBuild: values['no-build'], takeoverVs: values['takeover-vs'] };
}

const limit = z.number().min(0);
const BUDGET = z.object({
  signInGzipBytes: limit,
  lcpToFloor: limit,
  lcpToFloorSimulated: limit,
  inpToFloor: limit,
  inpFloorMinMs: limit,
  journeyAfterDelayMs: limit,
  journeyToFloor: limit,
  tbtMs: limit,
  cls: limit,
  lighthousePerformance: limit,
  lighthouseBestPractices: limit,
  nonCompositedAnimations: limit,
});

/** The limits of perf-budget.json (its $comment says what each holds). */
export type Budget = z.infer<typeof BUDGET>;

/** perf-budget.json's limits, each a number of at least 0; throws naming what is missing or wrong. */
export function parseBudget(json: unknown): Budget {
  const parsed = BUDGET.safeParse(json ?? {});
  if (parsed.success) return parsed.data;
  const wrong = parsed.error.issues.map((issue) => issue.path.join('.'));
  throw new Error(`perf-budget.json: ${wrong.join(', ')} must be numbers of at least 0`);
}

/** One figure against its limit: `at most` (a cost) or `at least` (a score). */
export interface Check {
  figure: string;
  value: number;
  limit: number;
  bound: 'at most' | 'at least';
  ok: boolean;
}

export function check(figure: string, value: number, bound: Check['bound'], limit: number): Check {
  // NaN (a figure that was never reported) is never within a limit.
  const ok = bound === 'at most' ? value <= limit : value >= limit;
  return { figure, value, limit, bound, ok };
}

/**
 * A landing page's load (median figures) beside its floor's, against the budget: LCP over the
 * floor's, TBT, CLS, the Lighthouse scores and the animations Lighthouse finds off the compositor.
 */
export function checkNavigation(page: Figures, floor: Figures, budget: Budget): Check[] {
  return [
    check('LCP/floor', page.lcpMs / floor.lcpMs, 'at most', budget.lcpToFloor),
    check('TBT ms', page.tbtMs, 'at most', budget.tbtMs),
    check('CLS', page.cls, 'at most', budget.cls),
    check('performance', page.performance, 'at least', budget.lighthousePerformance),
    check('best practices', page.bestPractices, 'at least', budget.lighthouseBestPractices),
    check('non-composited animations', page.nonComposited, 'at most', budget.nonCompositedAnimations),
  ];
}

/**
 * A landing page's load under Lighthouse's default, simulated throttling (what PageSpeed Insights
 * shows), median figures beside its floor's under the same setting: LCP over the floor's, and the
 * performance score. TBT and CLS are held under DevTools throttling (checkNavigation), where the
 * page really runs throttled.
 */
export function checkSimulatedNavigation(page: Figures, floor: Figures, budget: Budget): Check[] {
  return [
    check('LCP/floor', page.lcpMs / floor.lcpMs, 'at most', budget.lcpToFloorSimulated),
    check('performance', page.performance, 'at least', budget.lighthousePerformance),
  ];
}

/**
 * Interactions on a page (median figures) beside the same ones on its floor: INP at most
 * inpToFloor times the floor's, the floor counted as at least inpFloorMinMs (one frame, so that a
 * floor that paints at once does not make every page fail); TBT, CLS, and the animations Lighthouse
 * finds off the compositor.
 */
export function checkTimespan(page: Figures, floor: Figures, budget: Budget): Check[] {
  const floorInp = Math.max(floor.inpMs || 0, budget.inpFloorMinMs);
  return [
    check('INP ms', page.inpMs, 'at most', budget.inpToFloor * floorInp),
    check('TBT ms', page.tbtMs, 'at most', budget.tbtMs),
    check('CLS', page.cls, 'at most', budget.cls),
    check('non-composited animations', page.nonComposited, 'at most', budget.nonCompositedAnimations),
  ];
}

/**
 * A journey: its wait for the next heading (less the spec's delay) at most journeyAfterDelayMs, or,
 * beside a floor's wait for the same screen, at most journeyToFloor times it; TBT, CLS, and the
 * animations Lighthouse finds off the compositor.
 */
export function checkJourney(
  figures: Figures,
  waitMs: number,
  floorWaitMs: number | undefined,
  budget: Budget,
): Check[] {
  return [
    floorWaitMs === undefined
      ? check('after the delay ms', waitMs, 'at most', budget.journeyAfterDelayMs)
      : check('wait/floor', waitMs / floorWaitMs, 'at most', budget.journeyToFloor),
    check('TBT ms', figures.tbtMs, 'at most', budget.tbtMs),
    check('CLS', figures.cls, 'at most', budget.cls),
    check('non-composited animations', figures.nonComposited, 'at most', budget.nonCompositedAnimations),
  ];
}

/** A journey timed inside the page (bench/in-page.ts), medians, beside its floor's timed the same way. */
export interface InPageFigures {
  /** From the click to the heading shown. */
  clickMs: number;
  /** From the answer that starts the spec's delay to the heading, less the delay; NaN without one. */
  afterDelayMs: number;
  inpMs: number;
  cls: number;
}

/**
 * A journey timed inside the page against the same limits as Lighthouse's figures: its heading
 * at most journeyAfterDelayMs after the spec's delay, or, without a delay, at most journeyToFloor
 * times the floor's time from the click; INP at most inpToFloor times the floor's (counted as at
 * least inpFloorMinMs); CLS.
 */
export function checkInPage(journey: InPageFigures, floor: InPageFigures, budget: Budget): Check[] {
  const floorInp = Math.max(floor.inpMs || 0, budget.inpFloorMinMs);
  return [
    Number.isNaN(journey.afterDelayMs)
      ? check('in-page click/floor', journey.clickMs / floor.clickMs, 'at most', budget.journeyToFloor)
      : check('in-page after the delay ms', journey.afterDelayMs, 'at most', budget.journeyAfterDelayMs),
    check('in-page INP ms', journey.inpMs, 'at most', budget.inpToFloor * floorInp),
    check('in-page CLS', journey.cls, 'at most', budget.cls),
  ];
}
