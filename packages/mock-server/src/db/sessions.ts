import { z } from 'zod';

/** Eight hours, a working day: how long a login lasts unless `--session-ttl` says otherwise. */
export const DEFAULT_SESSION_TTL_SECONDS = 8 * 60 * 60;

const sessionSchema = z.object({
  token: z.string(),
  user_id: z.number(),
  created_at: z.number(),
});

export type SessionRecord = z.infer<typeof sessionSchema>;

/**
 * The live sessions, indexed by token (docs/decisions/021-mock-sessions-expire-and-are-indexed.md).
 * A session lives `ttlMs` from its creation. The Map keeps creation order, so the expired ones are
 * at its front and pruning them costs only what it removes. It offers `all`, `create` and `clear`
 * like the other collections, so the snapshots of db/persistence.ts keep sessions over a reload.
 */
export class SessionStore {
  readonly #byToken = new Map<string, SessionRecord>();

  constructor(readonly ttlMs: number) {}

  get size(): number {
    return this.#byToken.size;
  }

  /** Validates like a collection does, so that a broken snapshot is refused rather than misread. */
  async create(values: unknown): Promise<SessionRecord> {
    const record = sessionSchema.parse(values);
    this.#byToken.delete(record.token);
    this.#byToken.set(record.token, record);
    return record;
  }

  all(): SessionRecord[] {
    return [...this.#byToken.values()];
  }

  clear(): void {
    this.#byToken.clear();
  }

  isExpired(record: SessionRecord, now: number): boolean {
    return now >= record.created_at + this.ttlMs;
  }

  /** The session of a token while it lives; an expired one is forgotten on the way. */
  findLive(token: string, now: number): SessionRecord | undefined {
    const record = this.#byToken.get(token);
    if (!record || !this.isExpired(record, now)) return record;
    this.#byToken.delete(token);
    return undefined;
  }

  /** Ends the session of a token, live or not: a log out (docs/decisions/082-log-out-ends-the-session-on-the-server.md). */
  end(token: string): void {
    this.#byToken.delete(token);
  }

  /** Drops the expired sessions at the front, the oldest ones; stops at the first live session. */
  prune(now: number): void {
    for (const [token, record] of this.#byToken) {
      if (!this.isExpired(record, now)) return;
      this.#byToken.delete(token);
    }
  }
}
