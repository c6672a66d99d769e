import { parseArgs } from 'node:util';
import type { PageMetrics } from './measure';

/** The median; for an even count the mean of the two middle values. NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return sorted.length ? (sorted[middle - 1]! + sorted[middle]!) / 2 : Number.NaN;
}

/**
 * The figures of one page load that the bench prints: the load's own (measure.ts declares them),
 * and its JavaScript+CSS and HTML gzip weights.
 */
export type RunFigures = Pick<
  PageMetrics,
  'requests' | 'htmlEndMs' | 'fcpMs' | 'lcpMs' | 'lcpElement' | 'cls' | 'tbtMs'
> & {
  jsCssGzip: number;
  htmlGzip: number;
};

/** The median of every figure over the runs, the LCP range, and the LCP element reported most often. */
export function summarize(runs: readonly RunFigures[]) {
  const of = (key: Exclude<keyof RunFigures, 'lcpElement'>) => median(runs.map((run) => run[key]));
  const elements = runs.map((run) => run.lcpElement);
  const count = (element: string) => elements.filter((other) => other === element).length;
  const lcps = runs.map((run) => run.lcpMs);
  return {
    runs: runs.length,
    jsCssGzip: of('jsCssGzip'),
    htmlGzip: of('htmlGzip'),
    requests: of('requests'),
    htmlEndMs: of('htmlEndMs'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    lcpElement: elements.reduce((best, element) => (count(element) > count(best) ? element : best), elements[0] ?? ''),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
  };
}

export const BENCH_USAGE = 'usage: npm run bench:web [-- --runs N] [--page NAME]... [--lighthouse] [--no-build]';

export interface BenchArgs {
  runs: number;
  /** The landing pages to measure by name; empty for all of them. */
  pages: string[];
  lighthouse: boolean;
  noBuild: boolean;
}

/** The options of `npm run bench:web`; --no-build reuses dist-prod/ when it exists; --page may repeat. */
export function parseBenchArgs(args: string[], pageNames: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true, default: [] },
      lighthouse: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number of at least 1, not "${values.runs}"\n${BENCH_USAGE}`);
  const unknown = values.page.filter((name) => !pageNames.includes(name));
  if (unknown.length)
    throw new Error(`--page ${unknown.join(', ')}: no such landing page (${pageNames.join(', ')})\n${BENCH_USAGE}`);
  return { runs, pages: values.page, lighthouse: values.lighthouse, noBuild: values['no-build'] };
}

/** The limits of perf-budget.json, their one home. */
export interface Budget {
  /** gzip bytes of the sign-in page: its HTML, JavaScript and CSS (inline and downloaded). */
  signInGzipBytes: number;
  /** Each landing page's median LCP over its plain-HTML floor's, at most. */
  lcpToFloor: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse (mobile) category scores, 0-100, at least. */
  lighthousePerformance: number;
  lighthouseBestPractices: number;
}

const BUDGET_KEYS = [
  'signInGzipBytes',
  'lcpToFloor',
  'tbtMs',
  'cls',
  'lighthousePerformance',
  'lighthouseBestPractices',
] as const satisfies readonly (keyof Budget)[];

/** perf-budget.json's limits, each a number of at least 0; throws naming what is missing or wrong. */
export function parseBudget(json: unknown): Budget {
  const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const wrong = BUDGET_KEYS.filter((key) => {
    const value = record[key];
    return typeof value !== 'number' || !Number.isFinite(value) || value < 0;
  });
  if (wrong.length) throw new Error(`perf-budget.json: ${wrong.join(', ')} must be numbers of at least 0`);
  return Object.fromEntries(BUDGET_KEYS.map((key) => [key, record[key]])) as unknown as Budget;
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

export type Summary = ReturnType<typeof summarize>;

/** A landing page's figures beside its floor's, checked against the budget: LCP over the floor's, TBT, CLS. */
export function checkLanding(page: Summary, floor: Summary, budget: Budget): Check[] {
  return [
    check('LCP/floor', page.lcpMs / floor.lcpMs, 'at most', budget.lcpToFloor),
    check('TBT ms', page.tbtMs, 'at most', budget.tbtMs),
    check('CLS', page.cls, 'at most', budget.cls),
  ];
}

/** The ratio of each run's page LCP to the floor's, loaded back to back. */
export function pairedRatios(page: readonly RunFigures[], floor: readonly RunFigures[]): number[] {
  return page.map((run, index) => run.lcpMs / floor[index]!.lcpMs);
}
