/** Pure helpers of check-turbo-cache.mjs, apart so that turbo-output.test.js can test them. */

/** `@crm/api-client:typecheck: cache miss, executing 1a2b…` -> Map { '@crm/api-client#typecheck' => 'miss' } */
export function cacheStatuses(output) {
  const statuses = new Map();
  for (const [, name, task, status] of output.matchAll(/^(\S+?):([\w:-]+): cache (hit|miss|bypass)\b/gm)) {
    statuses.set(`${name}#${task}`, status);
  }
  return statuses;
}

/** Replaces the first `from`; throws when it is not there, so the check cannot pass vacuously. */
export function replaceOnce(source, from, to) {
  if (!source.includes(from)) throw new Error(`${from} was not found`);
  return source.replace(from, to);
}
