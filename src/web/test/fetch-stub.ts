import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  /** Whether the browser would send and store cookies with this call. */
  credentials: RequestCredentials | undefined;
}

export type FetchHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (query string ignored) and records
 * every call, so tests can check both what the screen shows and what it sent.
 */
export function stubFetch(routes: Record<string, FetchHandler>): { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call: RecordedCall = {
        method,
        url,
        headers: new Headers(init?.headers),
        body,
        credentials: init?.credentials,
      };
      calls.push(call);
      const handler = routes[`${method} ${url.split('?')[0]}`];
      if (!handler) return jsonResponse(404, { error: 'NOT_FOUND', message: `No stub for ${method} ${url}` });
      return handler(call);
    }),
  );
  return { calls };
}
