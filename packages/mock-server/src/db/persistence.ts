import { isRecord } from '@crm/api-client';
import { RECORD_SHAPES, type CollectionName, type MockDb } from './collections';
import { clearDb } from './reset';
import { throttleOf, type Count } from './throttle';

/** FNV-1a, 32 bits, in hex: a short fingerprint of a text. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The snapshots' version: the fingerprint of every record's shape (./collections.ts), so that a
 * changed shape drops an old snapshot instead of misreading it, and nobody bumps it by hand.
 */
export const SNAPSHOT_VERSION = fingerprint(RECORD_SHAPES);

export interface DbSnapshot {
  version: string;
  collections: Record<string, unknown[]>;
  /** The throttle's failure counts and lockouts (./throttle.ts); absent in older snapshots. */
  throttle?: [string, Count][];
}

/** Where a runtime keeps the state between page loads (the browser's localStorage). */
export interface StateStorage {
  load(): string | null;
  save(serialized: string): void;
}

interface LooseCollection {
  all(): unknown[];
  create(values: unknown): Promise<unknown>;
}

function collectionsOf(db: MockDb): [CollectionName, LooseCollection][] {
  return Object.entries(db) as [CollectionName, LooseCollection][];
}

export function exportDb(db: MockDb): DbSnapshot {
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of collectionsOf(db)) collections[name] = structuredClone(collection.all());
  return { version: SNAPSHOT_VERSION, collections, throttle: throttleOf(db).entries() };
}

function isCount(value: unknown): value is Count {
  return (
    isRecord(value) && ['attempts', 'firstAttemptAt', 'lockedUntil'].every((field) => Number.isFinite(value[field]))
  );
}

function isSnapshot(value: unknown): value is DbSnapshot {
  const throttle = isRecord(value) ? value.throttle : undefined;
  return (
    isRecord(value) &&
    value.version === SNAPSHOT_VERSION &&
    isRecord(value.collections) &&
    (throttle === undefined ||
      (Array.isArray(throttle) &&
        throttle.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && isCount(entry[1]))))
  );
}

/** Replaces the data with a snapshot; false (and an empty db) when the snapshot is unusable. */
export async function importDb(db: MockDb, value: unknown): Promise<boolean> {
  clearDb(db);
  if (!isSnapshot(value)) return false;
  try {
    for (const [name, collection] of collectionsOf(db)) {
      for (const record of value.collections[name] ?? []) await collection.create(record);
    }
    throttleOf(db).restore(value.throttle ?? []);
    return true;
  } catch {
    clearDb(db);
    return false;
  }
}
