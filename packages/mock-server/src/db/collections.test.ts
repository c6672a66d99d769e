import { describe, expect, it } from 'vitest';
import { API_USER_FIELDS, createDb, RECORD_SHAPES } from './collections';
import { ADMIN } from './fixtures';
import { fingerprint, SNAPSHOT_VERSION } from './persistence';
import { resetDb } from './reset';
import { openApiDocument } from '../generated/openapi-document';
import { publicUser } from '../handlers/session';
import { takeConsoleOutput } from '../testing/fail-on-console';

const yamlUser = (openApiDocument.components as { schemas: { User: { properties: object } } }).schemas.User;
const admin = { ...ADMIN, role: 'admin', two_factor: false } as const;

describe("the users' record, read off the yaml's User", () => {
  it("has the yaml's fields of a user, in the yaml's order", () => {
    expect(API_USER_FIELDS).toEqual(Object.keys(yamlUser.properties));
  });

  it('refuses a user the yaml refuses, and one without what the mock always knows of a user', async () => {
    const db = createDb();
    await expect(db.users.create({ ...admin, email: 'not-an-address' })).rejects.toThrow();
    await expect(db.users.create({ ...admin, first_name: 'A'.repeat(101) })).rejects.toThrow();
    for (const field of ['id', 'email', 'last_name', 'role', 'password', 'two_factor'] as const) {
      const { [field]: _left, ...without } = admin;
      await expect(db.users.create(without), `without ${field}`).rejects.toThrow();
    }
    // @msw/data prints each refusal.
    expect(takeConsoleOutput()).toHaveLength(8);
    await expect(db.users.create(admin)).resolves.toMatchObject({ email: ADMIN.email });
  });

  it("answers of each fixture user the yaml's fields the record holds, as it holds them, and never what only the mock keeps", async () => {
    const db = createDb();
    await resetDb(db, 0);
    for (const user of db.users.all()) {
      const answered: Record<string, unknown> = publicUser(user);
      expect(answered).toEqual(Object.fromEntries(API_USER_FIELDS.map((field) => [field, user[field]])));
      for (const kept of ['password', 'role', 'two_factor']) expect(answered).not.toHaveProperty(kept);
    }
  });
});

describe("the snapshots' version", () => {
  it("is the fingerprint of every record's shape, the yaml's user fields among them", () => {
    expect(SNAPSHOT_VERSION).toBe(fingerprint(RECORD_SHAPES));
    for (const field of [...API_USER_FIELDS, 'two_factor', 'wrong_attempts', 'last_used_at', 'author']) {
      expect(RECORD_SHAPES).toContain(`"${field}"`);
    }
  });

  it('is FNV-1a of 32 bits in hex, so that any change of a shape changes it', () => {
    expect(fingerprint('')).toBe('811c9dc5');
    expect(fingerprint('a')).toBe('e40c292c');
    expect(fingerprint('foobar')).toBe('bf9cf968');
    expect(fingerprint('{"a":1}')).not.toBe(fingerprint('{"a":2}'));
  });
});
