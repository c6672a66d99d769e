import { existsSync, readFileSync } from 'node:fs';

/**
 * The commands the docs give, read from the docs themselves, so that the tests that run them
 * (src/readme-examples.test.ts, contracts/scripts/doc-verifier.ts, apps/console/e2e/doc-build.spec.ts)
 * test whatever the docs say today. Each doc is an input of this package's turbo `test` task
 * (turbo.json), so that an edit re-runs the checks here.
 */
export const DOCS = [
  'README.md',
  'packages/mock-server/README.md',
  'contracts/README.md',
  'apps/console/e2e/README.md',
  'docs/first-hour.md',
] as const;

/** The repository: the nearest folder above with the yaml (Stryker runs the tests from a sandbox inside the package). */
export const REPO_ROOT = (() => {
  let root = new URL('../../../', import.meta.url);
  while (!existsSync(new URL('openapi/admin-api.yaml', root)) && root.pathname !== '/') root = new URL('../', root);
  return root;
})();

/** Beside a block or an inline command that no test runs, the doc says so with these words. */
export const UNTESTED_NOTE = 'no test runs it';

export interface DocCommand {
  doc: string;
  /** The line of the command (the last line of a continued shell command). */
  line: number;
  command: string;
  /** What follows ` # ` on a shell line; '' for inline code. */
  comment: string;
  /** The shell block it is in, counted from 0 in its doc; undefined for inline code. */
  block?: number;
  /** The doc says beside it that no test runs it. */
  untested: boolean;
}

/** A shell line's command and its comment, split at the first ` # ` (no example quotes one). */
export function splitComment(text: string): { command: string; comment: string } {
  const at = text.indexOf(' # ');
  return at === -1
    ? { command: text.trim(), comment: '' }
    : { command: text.slice(0, at).trim(), comment: text.slice(at + 3).trim() };
}

/**
 * The commands of a Markdown text's shell blocks (continuation lines joined) and its inline code
 * spans outside blocks. A block is untested when the paragraph right before it, or a line's comment,
 * carries UNTESTED_NOTE; an inline span when its line does.
 */
export function commandsIn(doc: string, markdown: string): { shell: DocCommand[]; inline: DocCommand[] } {
  const lines = markdown.split('\n');
  const shell: DocCommand[] = [];
  const inline: DocCommand[] = [];
  let fence: string | undefined;
  let pending = '';
  let block = -1;
  let blockUntested = false;
  lines.forEach((text, index) => {
    const opening = /^\s*```(\w*)/.exec(text);
    if (opening) {
      fence = fence === undefined ? opening[1] : undefined;
      if (fence !== undefined && ['sh', 'bash', 'shell'].includes(fence)) {
        block += 1;
        blockUntested = paragraphBefore(lines, index).includes(UNTESTED_NOTE);
      }
      return;
    }
    if (fence === undefined) {
      for (const span of text.matchAll(/`([^`]+)`/g))
        inline.push({
          doc,
          line: index + 1,
          command: span[1] ?? '',
          comment: '',
          untested: text.includes(UNTESTED_NOTE),
        });
      return;
    }
    if (!['sh', 'bash', 'shell'].includes(fence)) return;
    if (text.trimEnd().endsWith('\\')) {
      pending += `${text.trimEnd().slice(0, -1).trim()} `;
      return;
    }
    const { command, comment } = splitComment(pending + text.trim());
    pending = '';
    if (command === '') return;
    shell.push({
      doc,
      line: index + 1,
      command,
      comment,
      block,
      untested: blockUntested || comment.includes(UNTESTED_NOTE),
    });
  });
  return { shell, inline };
}

/** The paragraph right before line `index` (blank lines between skipped). */
function paragraphBefore(lines: string[], index: number): string {
  let end = index;
  while (end > 0 && (lines[end - 1] ?? '').trim() === '') end -= 1;
  let start = end;
  while (start > 0 && (lines[start - 1] ?? '').trim() !== '') start -= 1;
  return lines.slice(start, end).join(' ');
}

export function commandsOf(doc: string): { shell: DocCommand[]; inline: DocCommand[] } {
  return commandsIn(doc, readFileSync(new URL(doc, REPO_ROOT), 'utf8'));
}

/** Every doc's commands. */
export function docCommands(): { shell: DocCommand[]; inline: DocCommand[] } {
  const all = DOCS.map(commandsOf);
  return { shell: all.flatMap((c) => c.shell), inline: all.flatMap((c) => c.inline) };
}

export const where = (c: DocCommand) => `${c.doc}:${c.line}: ${c.command}`;

/** Where the docs point: `npm run mock`'s default address, and a backend's (contracts/README.md). */
const ON_THE_MOCK: [RegExp, (origin: URL) => string][] = [
  // The state URL's path is the backend's own; the mock's is /__mock/provider-states.
  [/https:\/\/admin-api\.test\.example\/_pact\/provider-states/g, (o) => `${o.origin}/__mock/provider-states`],
  [/https:\/\/admin-api\.test\.example/g, (o) => o.origin],
  [/\b(?:127\.0\.0\.1|localhost):4010\b/g, (o) => o.host],
  [/--transport https\b/g, () => '--transport http'],
  [/--hostname admin-api\.test\.example\b/g, (o) => `--hostname ${o.hostname}`],
  [/--port (?:443|4010)\b/g, (o) => `--port ${o.port}`],
];

/** A doc's command, pointed at the mock listening on `origin` (`http://127.0.0.1:PORT`). */
export function onTheMock(command: string, origin: string): string {
  const url = new URL(origin);
  return ON_THE_MOCK.reduce(
    (rewritten, [pattern, replacement]) => rewritten.replace(pattern, replacement(url)),
    command,
  );
}
