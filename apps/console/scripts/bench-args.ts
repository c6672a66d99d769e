/** The options of `npm run bench:web`. */
export interface BenchArgs {
  /** Page loads of each page (the console and the floor), alternated; the figures are medians. */
  runs: number;
  lighthouse: boolean;
  /** Reuse dist-prod/ when it exists instead of building. */
  noBuild: boolean;
}

export const BENCH_USAGE = 'usage: npm run bench:web [-- --runs N] [--lighthouse] [--no-build]';

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { runs: 5, lighthouse: false, noBuild: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--lighthouse') args.lighthouse = true;
    else if (arg === '--no-build') args.noBuild = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++index] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs needs a whole number of at least 1, not "${value ?? ''}"\n${BENCH_USAGE}`);
      args.runs = runs;
    } else throw new Error(`Unknown option "${arg}"\n${BENCH_USAGE}`);
  }
  return args;
}
