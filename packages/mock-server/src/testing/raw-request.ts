import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** What fetch refuses to send (TRACE, raw `%` in paths, text bodies under any type) goes this way. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** One request through node:http, the path and method as given. */
export function rawRequest(origin: string, options: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  // Node's client sends a GET, HEAD or DELETE body unframed, which the server must read as the next request.
  const length = options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) };
  const headers = { ...options.headers, ...length };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, hostname, port, method: options.method, path: options.path, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Bytes written straight on a socket, for a request line Node's client would refuse to build. */
export function rawSocketExchange(origin: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

/** The status and JSON body of a raw HTTP/1.1 answer. */
export function parseRawAnswer(raw: string): { status: number; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}
