import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 64 * 1024;
/** Past this the sender is not a console: stop reading and drop the connection. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

export type BodyOutcome = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'abusive' };

/**
 * Reads the whole body but keeps at most MAX_BODY_BYTES; the rest is drained rather than cut
 * off, so that the client is still there to read the 413.
 */
export async function readBoundedRequestBody(request: IncomingMessage): Promise<BodyOutcome> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_DRAINED_BYTES) return { kind: 'abusive' };
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  return size > MAX_BODY_BYTES ? { kind: 'too-large' } : { kind: 'ok', body: Buffer.concat(chunks) };
}
