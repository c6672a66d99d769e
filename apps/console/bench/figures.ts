import { parseArgs } from 'node:util';

/** The median; for an even count the mean of the two middle values. NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return sorted.length ? (sorted[middle - 1]! + sorted[middle]!) / 2 : Number.NaN;
}

/** The figures of one page load that the bench prints. */
export interface RunFigures {
  jsCssGzip: number;
  htmlGzip: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
}

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
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    lcpElement: elements.reduce((best, element) => (count(element) > count(best) ? element : best), elements[0] ?? ''),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
  };
}

export const BENCH_USAGE = 'usage: npm run bench:web [-- --runs N] [--lighthouse] [--no-build]';

/** The options of `npm run bench:web`; --no-build reuses dist-prod/ when it exists. */
export function parseBenchArgs(args: string[]): { runs: number; lighthouse: boolean; noBuild: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      lighthouse: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number of at least 1, not "${values.runs}"\n${BENCH_USAGE}`);
  return { runs, lighthouse: values.lighthouse, noBuild: values['no-build'] };
}
