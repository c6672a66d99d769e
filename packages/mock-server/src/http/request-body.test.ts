import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, readBoundedRequestBody } from './request-body';

const MiB = 1024 * 1024;
const requestOf = (...sizes: number[]) =>
  Readable.from(sizes.map((size, index) => Buffer.alloc(size, 97 + index))) as unknown as IncomingMessage;

describe('readBoundedRequestBody', () => {
  it('returns the whole body, chunks in order, up to the limit exactly', async () => {
    const outcome = await readBoundedRequestBody(requestOf(MAX_BODY_BYTES - 1, 1));
    expect(outcome.kind).toBe('ok');
    const body = outcome.kind === 'ok' ? outcome.body : Buffer.alloc(0);
    expect(body.length).toBe(MAX_BODY_BYTES);
    expect([body[0], body.at(-1)]).toEqual([97, 98]);
  });

  it('returns an empty body for no chunks', async () => {
    expect(await readBoundedRequestBody(requestOf())).toEqual({ kind: 'ok', body: Buffer.alloc(0) });
  });

  it('is too large one byte past the limit, after draining the rest', async () => {
    expect(await readBoundedRequestBody(requestOf(MAX_BODY_BYTES, 1))).toEqual({ kind: 'too-large' });
  });

  it('is too large at 16 MiB exactly, abusive one byte past it', async () => {
    expect(await readBoundedRequestBody(requestOf(8 * MiB, 8 * MiB))).toEqual({ kind: 'too-large' });
    expect(await readBoundedRequestBody(requestOf(8 * MiB, 8 * MiB, 1))).toEqual({ kind: 'abusive' });
  });
});
