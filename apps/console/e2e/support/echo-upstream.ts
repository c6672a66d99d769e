import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { listen } from '../../scripts/processes';
import type { Running } from '../../scripts/processes';

/** What the upstream was asked: the path and the headers exactly as nginx sent them. */
export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface EchoUpstream extends Running {
  /** Every request received so far, oldest first. */
  requests: EchoedRequest[];
}

/**
 * An API stand-in on 127.0.0.1 (port 0) that answers every request with its own request as JSON,
 * and with a Cache-Control of its own, the one an API could send, so that a test sees what nginx
 * hands to the API and what it lets through to the browser.
 */
export async function startEchoUpstream(): Promise<EchoUpstream> {
  const requests: EchoedRequest[] = [];
  const server = createServer((request, response) => {
    const echoed = { method: request.method ?? '', url: request.url ?? '', headers: request.headers };
    requests.push(echoed);
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
      response.end(JSON.stringify(echoed));
    });
  });
  return { ...(await listen(server)), requests };
}
