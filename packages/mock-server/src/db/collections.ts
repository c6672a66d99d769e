import { Collection } from '@msw/data';
import { z } from 'zod';
import type { components } from '@crm/api-client';
import { openApiDocument } from '../generated/openapi-document';
import { DEFAULT_IDLE_TIMEOUT_SECONDS, DEFAULT_SESSION_TTL_SECONDS, SessionStore, sessionSchema } from './sessions';

type ApiUser = components['schemas']['User'];

/** The yaml's schemas, their `$ref`s pointed at `$defs`, where zod's `fromJSONSchema` resolves them. */
const apiSchemas = JSON.parse(
  JSON.stringify((openApiDocument.components as { schemas: object }).schemas).replaceAll(
    '"#/components/schemas/',
    '"#/$defs/',
  ),
) as Record<string, z.core.JSONSchema.JSONSchema>;

/**
 * The yaml's `User` as zod reads it off the document: every field the API answers of a user is a
 * field of the record, typed and bounded as the yaml says, with nothing to restate here.
 */
const apiUserSchema = z.fromJSONSchema({ $ref: '#/$defs/User', $defs: apiSchemas }) as z.ZodObject;

/** The names of the fields the API answers of a user (handlers/session.ts's `publicUser`). */
export const API_USER_FIELDS = Object.keys(apiUserSchema.shape) as (keyof ApiUser)[];

/**
 * A user: the yaml's `User` (the mock always knows the id, the e-mail and the last name), and what
 * only the mock keeps: the role, the password and whether a second step is asked.
 */
export type UserRecord = ApiUser &
  Required<Pick<ApiUser, 'id' | 'email' | 'last_name'>> & {
    role: 'admin' | 'client';
    /** Null until an invited client chooses one. */
    password: string | null;
    two_factor: boolean;
  };

const userSchema = z.object({
  ...apiUserSchema.shape,
  id: apiUserSchema.shape.id!.nonoptional(),
  email: apiUserSchema.shape.email!.nonoptional(),
  last_name: apiUserSchema.shape.last_name!.nonoptional(),
  role: z.enum(['admin', 'client']),
  password: z.string().nullable(),
  two_factor: z.boolean(),
}) as unknown as z.ZodType<UserRecord>;

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

export type ChallengeRecord = z.infer<typeof challengeSchema>;
export type OneTimeCodeRecord = z.infer<typeof oneTimeCodeSchema>;
export type InvitationRecord = z.infer<typeof invitationSchema>;

export interface DbOptions {
  /** How long a session lives, in seconds (default 8 hours). */
  sessionTtlSeconds?: number;
  /** How long a session lives without a call that carries its token, in seconds (default 15 minutes). */
  idleTimeoutSeconds?: number;
}

/** Each collection's record. */
const RECORD_SCHEMAS = {
  users: userSchema,
  sessions: sessionSchema,
  challenges: challengeSchema,
  trustedDevices: trustedDeviceSchema,
  resetCodes: oneTimeCodeSchema,
  invitations: invitationSchema,
  quotes: quoteSchema,
};

/**
 * Every record's shape as JSON Schema, in one text: what a snapshot's version is made of
 * (db/persistence.ts), so that a change of any shape, a field of the yaml's `User` included, drops
 * an old snapshot instead of misreading it, with no number to bump by hand.
 */
export const RECORD_SHAPES = JSON.stringify(
  Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [name, z.toJSONSchema(schema)]),
);

export function createDb(options: DbOptions = {}) {
  return {
    users: new Collection({ schema: RECORD_SCHEMAS.users }),
    sessions: new SessionStore(
      (options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS) * 1000,
      (options.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS) * 1000,
    ),
    challenges: new Collection({ schema: RECORD_SCHEMAS.challenges }),
    trustedDevices: new Collection({ schema: RECORD_SCHEMAS.trustedDevices }),
    resetCodes: new Collection({ schema: RECORD_SCHEMAS.resetCodes }),
    invitations: new Collection({ schema: RECORD_SCHEMAS.invitations }),
    quotes: new Collection({ schema: RECORD_SCHEMAS.quotes }),
  };
}

export type MockDb = ReturnType<typeof createDb>;
export type CollectionName = keyof MockDb;
