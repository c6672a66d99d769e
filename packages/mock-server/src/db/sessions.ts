import { z } from 'zod';

/** Eight hours, a working day: how long a login lasts unless `--session-ttl` says otherwise. */
export const DEFAULT_SESSION_TTL_SECONDS = 8 * 60 * 60;

/**
 * Fifteen minutes: how long a session lives without a call that carries its token, unless
 * `--idle-timeout` says otherwise (docs/decisions/120-sessions-end-after-15-idle-minutes.md).
 */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 15 * 60;

export const sessionSchema = z.object({
  token: z.string(),
  user_id: z.number(),
  created_at: z.number(),
  /** The last call that carried the token (its login at first). */
  last_used_at: z.number(),
});

export type SessionRecord = z.infer<typeof sessionSchema>;

/**
 * The live sessions, indexed by token (docs/decisions/021-mock-sessions-expire-and-are-indexed.md).
 * A session lives `ttlMs` from its creation, and `idleMs` from the last call that carried its token
 * (decision 120). The Map keeps the order of last use (a use moves the session to the end), so the
 * idle ones are at its front and pruning them costs only what it removes. It offers `all`,
 * `create` and `clear` like the other collections, so the snapshots of db/persistence.ts keep
 * sessions over a reload.
 */
export class SessionStore {
  readonly #byToken = new Map<string, SessionRecord>();

  constructor(
    readonly ttlMs: number,
    readonly idleMs: number,
  ) {}

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

  /** Past its absolute lifetime, or idle for the idle limit. */
  isExpired(record: SessionRecord, now: number): boolean {
    return now >= record.created_at + this.ttlMs || now >= record.last_used_at + this.idleMs;
  }

  /**
   * The session of a token while it lives, renewed: the call that carries the token counts as its
   * last use. An expired one is forgotten on the way.
   */
  findLive(token: string, now: number): SessionRecord | undefined {
    const record = this.#byToken.get(token);
    if (!record) return undefined;
    this.#byToken.delete(token);
    if (this.isExpired(record, now)) return undefined;
    const renewed = { ...record, last_used_at: now };
    this.#byToken.set(token, renewed);
    return renewed;
  }

  /** Ends the session of a token, live or not: a log out (docs/decisions/082-log-out-ends-the-session-on-the-server.md). */
  end(token: string): void {
    this.#byToken.delete(token);
  }

  /** Ends every session of a user: a password reset (docs/decisions/122-a-password-reset-ends-every-session-and-device.md). */
  endAllOf(userId: number): void {
    for (const [token, record] of this.#byToken) if (record.user_id === userId) this.#byToken.delete(token);
  }

  /** Drops the expired sessions at the front, the least recently used; stops at the first live session. */
  prune(now: number): void {
    for (const [token, record] of this.#byToken) {
      if (!this.isExpired(record, now)) return;
      this.#byToken.delete(token);
    }
  }
}
