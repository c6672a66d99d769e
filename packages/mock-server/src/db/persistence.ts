import { isRecord } from '@crm/api-client';
import type { CollectionName, MockDb } from './collections';
import { clearDb } from './reset';
import { throttleOf, type Count } from './throttle';

/** Bump when a collection's schema changes, so that an old snapshot is dropped, not misread. */
export const SNAPSHOT_VERSION = 2;

export interface DbSnapshot {
  version: number;
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
