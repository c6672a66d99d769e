/*
 * deploy/nginx.conf read as nginx reads it, for the unit tests that hold the template against the
 * one home of each fact it repeats (src/app/landing-pages.test.ts, src/app/nginx-conf.test.ts):
 * its `map` blocks, evaluated, and its headers.
 */

interface MapEntry {
  key: string;
  value: string;
}

/** A `map SOURCE $target { … }` block: the string it maps, and its entries in order. */
interface NginxMapBlock {
  source: string;
  entries: MapEntry[];
  fallback: string;
}

const unquote = (text: string) => (text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text);

/** Every `map` block of a template, by the variable it sets. */
export function nginxMapBlocks(conf: string): Map<string, NginxMapBlock> {
  const blocks = new Map<string, NginxMapBlock>();
  for (const [, source, target, body] of conf.matchAll(/^map ("[^"]*"|\S+) \$(\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const entries: MapEntry[] = [];
    let fallback = '';
    for (const line of body!.split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue;
      const entry = /^\s*("[^"]*"|\S+)\s+("[^"]*"|[^\s;]+);$/.exec(line);
      if (!entry) throw new Error(`not a map entry: ${line}`);
      const [key, value] = [unquote(entry[1]!), unquote(entry[2]!)];
      if (entry[1] === 'default') fallback = value;
      else entries.push({ key, value });
    }
    blocks.set(target!, { source: unquote(source!), entries, fallback });
  }
  return blocks;
}

/**
 * The value of `$name` as nginx computes it: a map's variable from its source, in turn read from
 * the other maps or from `variables` (the request's: `uri`, `status`, `http_cookie`, …). A map
 * tries its exact strings first, then its regular expressions in order (`~`, `~*` ignoring case),
 * then its default; a value may name the captures (`$1`, a named one) and other variables.
 */
export function nginxVariable(conf: string, name: string, variables: Record<string, string>): string {
  const blocks = nginxMapBlocks(conf);
  const read = (variable: string): string => {
    const block = blocks.get(variable);
    if (!block) {
      if (!(variable in variables)) throw new Error(`$${variable} is neither a map of the template nor given`);
      return variables[variable]!;
    }
    const source = interpolate(block.source, {}, read);
    const exact = block.entries.find(({ key }) => !key.startsWith('~') && key === source);
    if (exact) return interpolate(exact.value, {}, read);
    for (const { key, value } of block.entries.filter((entry) => entry.key.startsWith('~'))) {
      const ignoreCase = key.startsWith('~*');
      const match = new RegExp(key.slice(ignoreCase ? 2 : 1), ignoreCase ? 'i' : '').exec(source);
      if (match) return interpolate(value, { ...match.groups, ...Object.fromEntries(match.entries()) }, read);
    }
    return interpolate(block.fallback, {}, read);
  };
  return read(name);
}

function interpolate(text: string, captures: Record<string, string | undefined>, read: (name: string) => string) {
  return text.replace(/\$(\w+)/g, (_, name: string) => (name in captures ? (captures[name] ?? '') : read(name)));
}

/** The value of `add_header NAME "…"` in the template. */
export function nginxHeader(conf: string, name: string): string {
  const header = new RegExp(`^\\s*add_header ${name} "([^"]*)"`, 'm').exec(conf)?.[1];
  if (header === undefined) throw new Error(`deploy/nginx.conf adds no ${name} header`);
  return header;
}

/** A Content-Security-Policy's directives and their sources. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}
