/**
 * The arithmetic of `npm run bench:web`, kept apart from the browser so that it can be tested:
 * medians, the ratio to the floor page, CLS and TBT from the entries the page's observers saw.
 */

/** The median; for an even count the mean of the two middle values. NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `value / floor`, NaN when the floor is not a positive number (a ratio to nothing means nothing). */
export function ratioToFloor(value: number, floor: number): number {
  return floor > 0 && Number.isFinite(value) ? value / floor : Number.NaN;
}

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/**
 * Cumulative Layout Shift as Chrome and Lighthouse define it: shifts without recent input, grouped
 * in session windows (a gap under 1 s, a window under 5 s long), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) current += shift.value;
    else {
      current = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

/** A task blocks the main thread for whatever it runs beyond 50 ms. */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * Total Blocking Time between FCP and `end`: for each long task, the part inside that interval
 * beyond 50 ms (a task straddling FCP counts from FCP on).
 */
export function totalBlockingTime(tasks: readonly LongTask[], fcp: number, end: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, fcp);
    const stop = Math.min(task.startTime + task.duration, end);
    if (stop - start > BLOCKING_THRESHOLD_MS) total += stop - start - BLOCKING_THRESHOLD_MS;
  }
  return total;
}

/** One page load, as `npm run bench:web` prints it. */
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

export interface Summary extends RunFigures {
  runs: number;
  lcpMinMs: number;
  lcpMaxMs: number;
}

/** The median of every figure over the runs; the LCP element is the one reported most often. */
export function summarize(runs: readonly RunFigures[]): Summary {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  const lcpElement = [...counts].reduce<[string, number]>(
    (best, entry) => (entry[1] > best[1] ? entry : best),
    ['', 0],
  )[0];
  const lcps = runs.map((run) => run.lcpMs);
  return {
    runs: runs.length,
    jsCssGzip: of((run) => run.jsCssGzip),
    htmlGzip: of((run) => run.htmlGzip),
    requests: of((run) => run.requests),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    lcpElement,
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
  };
}

/**
 * The ratio of each run's two loads (run i of the page over run i of the floor). The two loads of a
 * run are back to back, so on a machine whose speed drifts these ratios vary less than the LCPs.
 */
export function pairedRatios(values: readonly number[], floors: readonly number[]): number[] {
  if (values.length !== floors.length)
    throw new Error(`Pairing ${values.length} runs with ${floors.length} floor runs: the counts must match`);
  return values.map((value, index) => ratioToFloor(value, floors[index]!));
}
