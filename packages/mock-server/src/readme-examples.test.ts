import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cliOptions } from './cli-options';
import { DOCS, docCommands, onTheMock, where } from './testing/doc-commands';
import { useHttpMock } from './testing/http-mock-fixture';

/**
 * The docs' commands (testing/doc-commands.ts) that talk to the mock, run for real: each `curl` line with the system curl
 * against a fresh mock (only its address rewritten), checked against the `# → STATUS {json}` beside
 * it; each `npm run mock` line (and the built entry's) through the CLI's own option parser.
 */
const { shell: SHELL, inline: INLINE } = docCommands();

const run = promisify(execFile);
const { mock } = useHttpMock();

/** `npm run mock -- ARGS` and `node packages/mock-server/dist/cli.js ARGS`, with any `VAR=value` before them. */
const INVOCATION =
  /((?:\b[A-Z_]+=\S*\s+)*)(?:npm run mock(?:\s+--((?:\s+[^\s#,`]+)*))?|node packages\/mock-server\/dist\/cli\.js((?:\s+[^\s#,`]+)*))/g;

function invocationsIn(text: string): { args: string[]; env: Record<string, string> }[] {
  return [...text.matchAll(INVOCATION)].map((match) => ({
    args: (match[2] ?? match[3] ?? '').split(/\s+/).filter(Boolean),
    env: Object.fromEntries(
      (match[1] ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  }));
}

/** `→ 200`, `→ 2xx` or `→ 400 {"success":false}`: the status and a part of the JSON answer. */
function expectationOf(comment: string): { status: RegExp; body?: object } | undefined {
  const match = /^→ (\d(?:\d\d|xx))(?: (\{.*\}))?$/.exec(comment);
  if (!match?.[1]) return undefined;
  return {
    status: new RegExp(`^${match[1].replaceAll('x', '\\d')}$`),
    body: match[2] === undefined ? undefined : (JSON.parse(match[2]) as object),
  };
}

describe('the READMEs’ commands', () => {
  const curls = SHELL.filter((c) => c.command.startsWith('curl '));

  it('finds the curl lines and mock command lines it checks', () => {
    expect(curls.length).toBeGreaterThanOrEqual(6);
    expect(INLINE.filter((c) => c.command.startsWith('curl '))).toEqual([]);
    expect(SHELL.flatMap((c) => invocationsIn(`${c.command} ${c.comment}`)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(DOCS)('%s: each curl line answers what its `# →` says, run in order on a fresh mock', async (readme) => {
    for (const curl of curls.filter((c) => c.doc === readme)) {
      const expected = expectationOf(curl.comment);
      const command = onTheMock(curl.command, mock().url);
      expect.soft(expected, `${where(curl)}: no "# → STATUS {json}" beside it`).toBeDefined();
      expect.soft(command, `${where(curl)}: not on the mock`).toContain(mock().url.replace('http://', ''));
      const { stdout } = await run('sh', ['-c', `${command} --write-out '\\n%{http_code}'`]);
      const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
      expect.soft(status, where(curl)).toMatch(expected?.status ?? /^$/);
      if (expected?.body !== undefined) {
        expect.soft(JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))), where(curl)).toMatchObject(expected.body);
      }
    }
  });

  it('parses every npm run mock line with the CLI’s parser, and refuses those whose `# →` says so', () => {
    for (const c of [...SHELL, ...INLINE]) {
      const [first, ...others] = invocationsIn(c.command);
      const refusal = /^→ mock-server: (.+)$/.exec(c.comment)?.[1];
      if (first && refusal) expect.soft(() => cliOptions(first.args, first.env), where(c)).toThrow(refusal);
      else if (first) {
        expect.soft(() => cliOptions(first.args, first.env), where(c)).not.toThrow();
        const url = /http:\/\/([^/:\s]+):(\d+)\/api/.exec(c.comment);
        if (url)
          expect
            .soft(cliOptions(first.args, first.env), where(c))
            .toMatchObject({ host: url[1], port: Number(url[2]) });
      }
      for (const { args, env } of [...others, ...invocationsIn(c.comment.replace(/^→ .*/, ''))]) {
        expect.soft(() => cliOptions(args, env), `${where(c)}: ${args.join(' ')}`).not.toThrow();
      }
    }
  });
});
