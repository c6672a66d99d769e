import { isRecord } from '@crm/api-client';
import type { CollectionName, MockDb } from './collections';
import { clearDb } from './reset';

/** Bump when a collection's schema changes, so that an old snapshot is dropped, not misread. */
const SNAPSHOT_VERSION = 1;

export interface DbSnapshot {
  version: number;
  collections: Record<string, unknown[]>;
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
  return { version: SNAPSHOT_VERSION, collections };
}

function isSnapshot(value: unknown): value is DbSnapshot {
  return isRecord(value) && value.version === SNAPSHOT_VERSION && isRecord(value.collections);
}

/** Replaces the data with a snapshot; false (and an empty db) when the snapshot is unusable. */
export async function importDb(db: MockDb, value: unknown): Promise<boolean> {
  clearDb(db);
  if (!isSnapshot(value)) return false;
  try {
    for (const [name, collection] of collectionsOf(db)) {
      for (const record of value.collections[name] ?? []) await collection.create(record);
    }
    return true;
  } catch {
    clearDb(db);
    return false;
  }
}
