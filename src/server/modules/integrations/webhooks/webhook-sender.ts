import http from 'node:http';
import https from 'node:https';
import { NonPublicAddressError, publicAddressLookup } from '../../../lib/public-address-lookup';

/** How much of an answer the delivery log keeps. */
export const ANSWER_EXCERPT_BYTES = 1024;

/**
 * Agents for endpoints without "allow private network targets": every address a name resolves to
 * is judged when the socket connects, so a name that rebinds to an inside address is refused.
 */
const publicAgents = {
  'http:': new http.Agent({ lookup: publicAddressLookup() }),
  'https:': new https.Agent({ lookup: publicAddressLookup() }),
};

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
}

/** What came back: a status with the answer's start, or no answer and why. */
export type WebhookAnswer = { status: number; excerpt: string } | { status: null; excerpt: string };

/** The answer's first bytes as text PostgreSQL stores (no NUL), however the receiver encoded it. */
const readable = (bytes: Buffer) =>
  bytes.subarray(0, ANSWER_EXCERPT_BYTES).toString('utf8').replace(/\0/g, '');

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof NonPublicAddressError) {
    return `refused: ${error.message} (allow private network targets to reach it)`;
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const words: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset by the receiver',
    ENOTFOUND: 'host name not found',
    EAI_AGAIN: 'host name could not be resolved',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    CERT_HAS_EXPIRED: 'the receiver’s TLS certificate has expired',
  };
  return words[code] ?? `request failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Posts one delivery and resolves with the receiver's status and the start of its answer; never
 * rejects. Redirects are not followed (a 3xx is a failure like any non-2xx); a receiver that
 * hangs is cut off after `timeoutMs`, one that resets is an answer of its own.
 */
export function postWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  return new Promise((resolve) => {
    const url = new URL(request.url);
    const client = url.protocol === 'https:' ? https : http;
    const agent = request.allowPrivateNetwork
      ? undefined
      : publicAgents[url.protocol === 'https:' ? 'https:' : 'http:'];
    const chunks: Buffer[] = [];
    let kept = 0;
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent,
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const finish = () => resolve({ status, excerpt: readable(Buffer.concat(chunks)) });
        response.on('data', (chunk: Buffer) => {
          if (kept >= ANSWER_EXCERPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough read: the rest of a long answer is not worth waiting for.
          if (kept >= ANSWER_EXCERPT_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    outgoing.on('error', (error) =>
      resolve({ status: null, excerpt: describeFailure(error, request.timeoutMs) }),
    );
    outgoing.end(request.body);
  });
}
