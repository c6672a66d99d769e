import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import { HTTP_DATE, type User } from '@crm/api-client';

/*
 * The response matchers, each exactly as strict as what @crm/api-client and the console read and
 * refuse: contracts/README.md, "How strict the pact is"; `npm run test:contract` proves them.
 */

const { like, matchStatus, regex } = MatchersV3;

/** Pact's integration JSON takes a list of matchers for one value: all of them must hold. */
function allOf<T>(example: T, ...matchers: Record<string, unknown>[]): Matcher<T> {
  return { 'pact:matcher:type': matchers, value: example } as unknown as Matcher<T>;
}

const TYPE = { 'pact:matcher:type': 'type' };
const matching = (pattern: string) => ({ 'pact:matcher:type': 'regex', regex: pattern });

/** Pact's regex matcher finds a match anywhere; these patterns are anchored, and Rust's syntax. */
const NOT_EMPTY = '^[\\s\\S]+$';
/** The yaml's UserId: an integer from 1 (16 digits at most, what a JavaScript number holds). */
const USER_ID = '^[1-9][0-9]{0,15}$';
const IPV4 = '(?:(?:25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])';
/** IPv6 text, loosely: hex digits, colons and the dots of an embedded IPv4, with one colon at least. */
const IPV6 = '[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*';

/** A string the console refuses when empty (the session token; the text of a quote that exists). */
export const nonEmptyString = (example: string) => allOf(example, TYPE, matching(NOT_EMPTY));

/** Any string: the console reads it as text and accepts it empty (a first name, an author). */
export const anyString = (example: string) => like(example);

/** The id the console sends back to verify the second step: an integer of the yaml's range. */
export const userId = (example: number) => allOf(example, { 'pact:matcher:type': 'integer' }, matching(USER_ID));

/** The caller's address, which the console shows: an IPv4 or IPv6 address as text (the yaml's IpAddress). */
export const ipAddress = (example: string) => allOf(example, TYPE, matching(`^(?:${IPV4}|${IPV6})$`));

/** `Retry-After` as the console reads it: delta-seconds (the yaml's 1 or more) or an HTTP-date (RFC 9110). */
export const retryAfter = (example: string) =>
  regex(new RegExp(`^(?:[1-9][0-9]*|${HTTP_DATE.source.slice(1, -1)})$`), example);

/**
 * The status of a failure. The console reads a failure from `{ success: false, message }` and maps
 * it by `message` first: any 4xx carries it, and so does a 200 whose body says `success: false`
 * (the yaml's conventions). Pact's status matcher takes a class (4xx) or a list, not both, so the
 * list spells out 200 and 400 to 499. The example is the status the yaml documents.
 */
export const failureStatus = (example: number) =>
  matchStatus(example, [200, ...Array.from({ length: 100 }, (_, index) => 400 + index)]);

/**
 * The fields of the user the console reads, each with its matcher: the pact asks for these and no
 * other field of the user. A new field the console shows is one line here.
 */
const USER_FIELDS = {
  first_name: anyString,
} satisfies { [Field in keyof User]?: (example: NonNullable<User[Field]>) => unknown };

type PactUser = Pick<User, keyof typeof USER_FIELDS>;

/** The user a session reply gives of a mock account (the examples): the fields of USER_FIELDS, as the account has them. */
export function pactUser(account: User): PactUser {
  return Object.fromEntries(
    Object.keys(USER_FIELDS).map((field) => [field, account[field as keyof PactUser]]),
  ) as PactUser;
}

/** A session as the console stores it, from a login or a second step of the mock account (the values are examples). */
export function sessionReply(account: User, token: string) {
  const user = pactUser(account);
  return {
    success: true,
    user: Object.fromEntries(
      Object.entries(USER_FIELDS).map(([field, matcher]) => [field, matcher(user[field as keyof PactUser] as never)]),
    ),
    token: nonEmptyString(token),
    ip: ipAddress('127.0.0.1'),
  };
}
