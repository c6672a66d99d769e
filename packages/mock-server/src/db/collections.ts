import { Collection } from '@msw/data';
import { z } from 'zod';
import { DEFAULT_IDLE_TIMEOUT_SECONDS, DEFAULT_SESSION_TTL_SECONDS, SessionStore } from './sessions';

const userSchema = z.object({
  id: z.number().int().positive(),
  role: z.enum(['admin', 'client']),
  email: z.string(),
  /** Null until an invited client chooses one. */
  password: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  two_factor: z.boolean(),
});

const challengeSchema = z.object({
  user_id: z.number(),
  code: z.string(),
  created_at: z.number(),
  wrong_attempts: z.number(),
  status: z.enum(['pending', 'used', 'void']),
});

const trustedDeviceSchema = z.object({
  device_id: z.string(),
  user_id: z.number(),
});

/** A one-time code from an e-mailed link: an administrator reset or a client invitation. */
const oneTimeCodeSchema = z.object({
  code: z.string(),
  user_id: z.number(),
  expires_at: z.number(),
  used: z.boolean(),
});

const invitationSchema = oneTimeCodeSchema.extend({ name: z.string() });

const quoteSchema = z.object({ quote: z.string(), author: z.string() });

export type UserRecord = z.infer<typeof userSchema>;
export type ChallengeRecord = z.infer<typeof challengeSchema>;
export type OneTimeCodeRecord = z.infer<typeof oneTimeCodeSchema>;
export type InvitationRecord = z.infer<typeof invitationSchema>;

export interface DbOptions {
  /** How long a session lives, in seconds (default 8 hours). */
  sessionTtlSeconds?: number;
  /** How long a session lives without a call that carries its token, in seconds (default 15 minutes). */
  idleTimeoutSeconds?: number;
}

export function createDb(options: DbOptions = {}) {
  return {
    users: new Collection({ schema: userSchema }),
    sessions: new SessionStore(
      (options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS) * 1000,
      (options.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS) * 1000,
    ),
    challenges: new Collection({ schema: challengeSchema }),
    trustedDevices: new Collection({ schema: trustedDeviceSchema }),
    resetCodes: new Collection({ schema: oneTimeCodeSchema }),
    invitations: new Collection({ schema: invitationSchema }),
    quotes: new Collection({ schema: quoteSchema }),
  };
}

export type MockDb = ReturnType<typeof createDb>;
export type CollectionName = keyof MockDb;
