/**
 * Pure helpers of check-turbo-cache.mjs: reading turbo's stream output and making the one-line
 * edits the check needs. Kept apart so that tools/turbo-truth/turbo-output.test.js can test them.
 */

/** `@crm/api-client:typecheck: cache miss, executing 1a2b…` -> Map { '@crm/api-client#typecheck' => 'miss' } */
export function cacheStatuses(output) {
  const statuses = new Map();
  for (const match of output.matchAll(/^(\S+?):([\w:-]+): cache (hit|miss|bypass)\b/gm)) {
    statuses.set(`${match[1]}#${match[2]}`, match[3]);
  }
  return statuses;
}

/**
 * Renames the first property of the first `properties:` block in an OpenAPI yaml, as someone
 * would who edits the yaml and forgets `npm run generate`. Returns the new text and what changed.
 */
export function renameFirstProperty(yaml) {
  const lines = yaml.split('\n');
  const block = lines.findIndex((line) => /^\s+properties:\s*$/.test(line));
  const indent = block === -1 ? -1 : lines[block].search(/\S/);
  const property = lines.findIndex((line, index) => index > block && line.search(/\S/) > indent);
  const match = block === -1 || property === -1 ? null : /^(\s+)([A-Za-z_][\w-]*):(.*)$/.exec(lines[property]);
  if (!match) throw new Error('no `properties:` block with a property to rename was found in the yaml');
  const [, space, name, rest] = match;
  const renamed = `${name}Renamed`;
  lines[property] = `${space}${renamed}:${rest}`;
  return { text: lines.join('\n'), line: property + 1, from: name, to: renamed };
}

/** Replaces a string literal once; throws when it is not there, so the check cannot pass vacuously. */
export function replaceLiteral(source, literal, replacement) {
  const quoted = `'${literal}'`;
  if (!source.includes(quoted)) throw new Error(`${quoted} was not found`);
  return source.replace(quoted, `'${replacement}'`);
}
