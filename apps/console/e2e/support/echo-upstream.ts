import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** What the upstream was asked: the path and the headers exactly as nginx sent them. */
export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface EchoUpstream {
  url: string;
  /** Every request received so far, oldest first. */
  requests: EchoedRequest[];
  close(): Promise<void>;
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
