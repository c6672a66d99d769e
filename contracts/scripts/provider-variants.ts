import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRecord } from '@crm/api-client';

/**
 * Variants of a provider, each a small reverse proxy in front of the mock-server that changes one
 * thing on the way. Pact's verifier must pass through those the console works with (no false
 * red) and fail through those that would break it (no false green): `scripts/verify-variants.ts`.
 */
export interface ProviderVariant {
  name: string;
  /** What the proxy changes. */
  change: string;
  /** The interactions the verifier must fail on; none when the console works with the variant. */
  mustFail: readonly string[];
  /** Changes a request on its way to the mock (its headers); true when it changed something. */
  request?(headers: IncomingHttpHeaders): boolean;
  /** Changes an answer on its way back (status, headers, parsed JSON body); true when it changed something. */
  response?(answer: Answer): boolean;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An answer's change: the body's `field`, when it holds a value of `type`, becomes `value`. */
function replaceField(field: string, type: 'string' | 'number', value: unknown): (answer: Answer) => boolean {
  return ({ body }) => {
    if (!isRecord(body) || typeof body[field] !== type) return false;
    body[field] = value;
    return true;
  };
}

const TRUSTED_DEVICE_LOGIN = 'a login of 2fa@crm.test from a device it trusted';
const SESSION_INTERACTIONS = [
  TRUSTED_DEVICE_LOGIN,
  'a login of admin@crm.test with the right password',
  'the right two-factor code for user 2',
  'the right two-factor code for user 2, trusting this device',
];

export const PROVIDER_VARIANTS: readonly ProviderVariant[] = [
  {
    name: 'failures as 200',
    change: 'every 4xx becomes 200 { success: false, message }',
    mustFail: [],
    response(answer) {
      const failure = answer.status >= 400 && answer.status < 500 && isRecord(answer.body) && !answer.body.success;
      if (failure) answer.status = 200;
      return failure;
    },
  },
  {
    name: 'Retry-After as a date',
    change: 'Retry-After: N becomes the HTTP-date N seconds from now',
    mustFail: [],
    response({ headers }) {
      const seconds = Number(headers['retry-after']);
      if (!Number.isInteger(seconds)) return false;
      headers['retry-after'] = new Date(Date.now() + seconds * 1000).toUTCString();
      return true;
    },
  },
  {
    name: 'empty token',
    change: 'every token in a body becomes ""',
    mustFail: SESSION_INTERACTIONS,
    response: replaceField('token', 'string', ''),
  },
  {
    name: 'ip not an address',
    change: 'every ip in a body becomes "not-an-ip"',
    mustFail: SESSION_INTERACTIONS,
    response: replaceField('ip', 'string', 'not-an-ip'),
  },
  {
    name: 'user_id out of range',
    change: 'every user_id in a body becomes -7',
    mustFail: ['a login of 2fa@crm.test with the right password'],
    response: replaceField('user_id', 'number', -7),
  },
  {
    name: 'empty quote',
    change: 'the text of a quote becomes ""',
    mustFail: ['a request for the quote of 21 November 2026'],
    response({ body }) {
      if (!isRecord(body) || !isRecord(body.quote)) return false;
      body.quote.quote = '';
      return true;
    },
  },
  {
    name: 'no device trusted',
    change: 'the Cookie header is dropped: no trusted device is ever recognised',
    mustFail: [TRUSTED_DEVICE_LOGIN],
    request(headers) {
      const had = headers.cookie !== undefined;
      delete headers.cookie;
      return had;
    },
  },
];

/** Starts the variant's proxy on a free port of 127.0.0.1 in front of `upstream` (an origin); answers its origin. */
export async function startVariantProxy(
  variant: ProviderVariant,
  upstream: string,
): Promise<{ origin: string; changes(): number; close(): Promise<void> }> {
  const target = new URL(upstream);
  let changes = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    if (variant.request?.(headers)) changes += 1;
    const forward = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers, agent: false },
      (upstreamAnswer) => {
        const chunks: Buffer[] = [];
        upstreamAnswer.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamAnswer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answer: Answer = {
            status: upstreamAnswer.statusCode ?? 502,
            headers: upstreamAnswer.headers,
            body: text,
          };
          const json = /json/.test(String(answer.headers['content-type'])) && text !== '';
          if (json) answer.body = JSON.parse(text) as unknown;
          if (variant.response?.(answer)) changes += 1;
          const body = json ? JSON.stringify(answer.body) : text;
          answer.headers['content-length'] = String(Buffer.byteLength(body));
          delete answer.headers['transfer-encoding'];
          outgoing.writeHead(answer.status, answer.headers).end(body);
        });
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** How many requests and answers the variant changed: none would prove nothing. */
    changes: () => changes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
