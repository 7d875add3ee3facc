import { useMutation } from '@tanstack/react-query';
import { authHeaders } from '@web/lib/api-client';

/** Operations spec §7 "Debug": the endpoints the tester calls, in this order. */
export const TESTED_ENDPOINTS = [
  '/api/test',
  '/api/health',
  '/api/monitoring/metrics',
  '/api/monitoring/alerts',
  '/api/monitoring/health',
  '/api/monitoring/system',
  '/api/monitoring/kpi',
] as const;
export type TestedEndpoint = (typeof TESTED_ENDPOINTS)[number];

export interface EndpointResult {
  endpoint: TestedEndpoint;
  /** null when no answer came (network down). */
  status: number | null;
  isSuccess: boolean;
  error: string | null;
  /** The body as answered: parsed JSON, else its text. */
  response: unknown;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

function errorOf(body: unknown, status: number, statusText: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return `${status} ${statusText}`.trim();
}

/** One raw call with the signed-in user's own token: every answer is shown, a failure included. */
export async function testEndpoint(endpoint: TestedEndpoint): Promise<EndpointResult> {
  try {
    const response = await fetch(endpoint, {
      headers: { Accept: 'application/json', ...authHeaders() },
      credentials: 'same-origin',
    });
    const body = parseBody(await response.text());
    return {
      endpoint,
      status: response.status,
      isSuccess: response.ok,
      error: response.ok ? null : errorOf(body, response.status, response.statusText),
      response: body,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { endpoint, status: null, isSuccess: false, error: message, response: null };
  }
}

export function testAllEndpoints(): Promise<EndpointResult[]> {
  return Promise.all(TESTED_ENDPOINTS.map(testEndpoint));
}

export function useTestAllEndpoints() {
  return useMutation({ mutationFn: testAllEndpoints });
}
