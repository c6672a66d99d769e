import type { MockDb } from './collections';

/**
 * Brute-force detection modelled on Keycloak's temporary lockout (docs/decisions/030-throttling-like-keycloak.md):
 * failures are counted per key (an account, a user's codes, an e-mail address, a client IP);
 * the fifth within the window locks the key, and while it is locked every attempt is refused
 * with 429 and `Retry-After`, the right password included, so that the answer never tells
 * which guess was right.
 */
export const THROTTLE_POLICY = {
  /** Keycloak's "max login failures". */
  maxFailures: 5,
  /** Keycloak's "wait increment": how long a key stays locked. */
  lockoutMs: 5 * 60 * 1000,
  /** Keycloak's "failure reset time": failures older than this are forgotten. */
  windowMs: 15 * 60 * 1000,
  /** Keys a caller can make up (e-mail addresses, IPs) are bounded, so memory stays flat. */
  maxTrackedKeys: 10_000,
} as const;

/** The keys of each throttled call; one place, so a key cannot be spelled two ways. */
export const THROTTLE_KEYS = {
  loginAccount: (email: string) => `login:account:${email.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  codeUser: (userId: number) => `code:user:${userId}`,
  codeIp: (ip: string) => `code:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email.toLowerCase()}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  /** Administrator reset codes and client invitations are two kinds of code, never mixed. */
  resetCode: (code: string) => `reset:code:${code}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  invitationCode: (code: string) => `invitation:code:${code}`,
  invitationIp: (ip: string) => `invitation:ip:${ip}`,
} as const;

export interface Count {
  attempts: number;
  firstAttemptAt: number;
  lockedUntil: number;
}

export class Throttle {
  readonly #counts = new Map<string, Count>();

  /** Seconds left of the longest lockout among the keys, or undefined when none is locked. */
  retryAfterSeconds(keys: readonly string[], now: number): number | undefined {
    let longestMs = 0;
    for (const key of keys) {
      const count = this.#live(key, now);
      // A live count is locked or has lockedUntil 0, which is past.
      if (count) longestMs = Math.max(longestMs, count.lockedUntil - now);
    }
    return longestMs > 0 ? Math.ceil(longestMs / 1000) : undefined;
  }

  /**
   * Counts one attempt against every key: a failure, or any request of a call where every request
   * counts. A key that reaches the limit is locked.
   */
  countAttempt(keys: readonly string[], now: number): void {
    for (const key of keys) {
      const count = this.#live(key, now) ?? this.#track(key, now);
      count.attempts += 1;
      if (count.attempts >= THROTTLE_POLICY.maxFailures) count.lockedUntil = now + THROTTLE_POLICY.lockoutMs;
    }
  }

  /** Counts as many attempts as lock the keys: a lockout that has just begun. */
  lockOut(keys: readonly string[], now: number): void {
    for (let attempt = 0; attempt < THROTTLE_POLICY.maxFailures; attempt += 1) this.countAttempt(keys, now);
  }

  /** A success clears the keys' failures (Keycloak resets the count of a user who signs in). */
  forgive(keys: readonly string[]): void {
    for (const key of keys) this.#counts.delete(key);
  }

  clear(): void {
    this.#counts.clear();
  }

  /** The counts as plain data, for the browser mock's saved state. */
  entries(): [string, Count][] {
    return structuredClone([...this.#counts]);
  }

  /** Replaces the counts with saved ones (what `entries()` gave). */
  restore(entries: readonly [string, Count][]): void {
    this.#counts.clear();
    for (const [key, count] of entries) this.#counts.set(key, { ...count });
  }

  /** How many keys are tracked. */
  get size(): number {
    return this.#counts.size;
  }

  /** The key's count, or undefined when it has none or its window and lockout are over. */
  #live(key: string, now: number): Count | undefined {
    const count = this.#counts.get(key);
    if (!count) return undefined;
    const locked = count.lockedUntil > now;
    const inWindow = now - count.firstAttemptAt < THROTTLE_POLICY.windowMs;
    if (locked || (count.lockedUntil === 0 && inWindow)) return count;
    this.#counts.delete(key);
    return undefined;
  }

  #track(key: string, now: number): Count {
    if (this.#counts.size >= THROTTLE_POLICY.maxTrackedKeys) {
      for (const known of this.#counts.keys()) this.#live(known, now);
      // Still full of live counts: forget the oldest, which is the closest to expiring anyway.
      const oldest = this.#counts.keys().next();
      if (this.#counts.size >= THROTTLE_POLICY.maxTrackedKeys && !oldest.done) this.#counts.delete(oldest.value);
    }
    const count: Count = { attempts: 0, firstAttemptAt: now, lockedUntil: 0 };
    this.#counts.set(key, count);
    return count;
  }
}

/*
 * The counts belong to one data set: they are saved and restored with it (./persistence.ts), so a
 * reload of the browser mock keeps a lockout, and they reset with it (`/__mock/reset`, every
 * provider state, the panel's "Reset mock data").
 */
const THROTTLES = new WeakMap<MockDb, Throttle>();

export function throttleOf(db: MockDb): Throttle {
  let throttle = THROTTLES.get(db);
  if (!throttle) {
    throttle = new Throttle();
    THROTTLES.set(db, throttle);
  }
  return throttle;
}

/** The hook `resetDb` calls: a reset data set starts with no failure counted. */
export function clearThrottle(db: MockDb): void {
  THROTTLES.get(db)?.clear();
}
