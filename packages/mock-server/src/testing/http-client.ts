/** A tiny raw HTTP caller for the tests: the status and the parsed JSON body, nothing hidden. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is, for bodies that are not JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export function httpCaller(baseUrl: () => string) {
  return async function call(path: string, options: CallOptions = {}): Promise<Answer> {
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    const response = await fetch(`${baseUrl()}${path}`, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  };
}
