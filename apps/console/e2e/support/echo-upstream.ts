import { createServer } from 'node:http';
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { listen } from '../../scripts/processes';
import type { Running } from '../../scripts/processes';
import type { SelfSigned } from './self-signed';

/** What the upstream was asked: the path and the headers exactly as nginx sent them. */
export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Over https: the host name the client sent as SNI, if any. */
  servername?: string;
}

export interface EchoUpstream extends Running {
  /** Every request received so far, oldest first. */
  requests: EchoedRequest[];
}

/**
 * An API stand-in on 127.0.0.1 (port 0) that answers every request with its own request as JSON,
 * and with a Cache-Control of its own, the one an API could send, so that a test sees what nginx
 * hands to the API and what it lets through to the browser. With `tls`, it speaks https.
 */
export async function startEchoUpstream({ tls }: { tls?: SelfSigned } = {}): Promise<EchoUpstream> {
  const requests: EchoedRequest[] = [];
  const echo: RequestListener = (request, response) => {
    const servername = (request.socket as Partial<TLSSocket>).servername || undefined;
    const echoed = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, servername };
    requests.push(echoed);
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
      response.end(JSON.stringify(echoed));
    });
  };
  const server = tls ? createHttpsServer(tls, echo) : createServer(echo);
  return { ...(await listen(server, { scheme: tls ? 'https' : 'http' })), requests };
}
