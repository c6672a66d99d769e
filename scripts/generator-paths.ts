// Where a generator of this repository reads the yaml and writes its output: the committed file
// by default, or `--output <file>` to write elsewhere (e.g. to compare with the committed one).
import { resolve } from 'node:path';

export const OPENAPI_SOURCE = resolve(import.meta.dirname, '../openapi/admin-api.yaml');

/** The output file: `--output <file>` from the command line, else `defaultOutput` under `packageDir`. */
export function generatorOutput(packageDir: string, defaultOutput: string, argv = process.argv): string {
  const flag = argv.indexOf('--output');
  return flag === -1 ? resolve(packageDir, defaultOutput) : resolve(argv[flag + 1] ?? '');
}
