import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * How responses are compressed, in one place: the compression plugin compresses with these
 * settings, and cached answers (plugins/cached-answers.ts) are compressed ahead with the same.
 */

/** The encodings offered, in the server's order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies under 1 KB are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at a fast quality: the default, 11, costs tens of milliseconds per large body. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses a body as the plugin would, off the event loop (zlib's thread pool). */
export const compressBody = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body, GZIP_OPTIONS);

/**
 * The encoding @fastify/compress would choose for a request with these headers and a body of
 * this size, or null to send it as it is: the highest-weighted of ours the client accepts, ties
 * going to our order; `*` and `x-gzip` count as gzip, as the plugin reads them;
 * `x-no-compression` or a small body means none.
 */
export function negotiateEncoding(headers: IncomingHttpHeaders, bodyBytes: number): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header || bodyBytes < COMPRESSION_THRESHOLD_BYTES) return null;
  if (headers['x-no-compression'] !== undefined) return null;
  let chosen: Encoding | null = null;
  let chosenWeight = 0;
  for (const part of header
    .toLowerCase()
    .replace(/\*|x-gzip/g, 'gzip')
    .split(',')) {
    const [name = '', ...parameters] = part.split(';').map((s) => s.trim());
    const encoding = ENCODINGS.find((e) => e === name);
    if (!encoding) continue;
    const q = parameters.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) continue;
    const preferred = chosen === null || ENCODINGS.indexOf(encoding) < ENCODINGS.indexOf(chosen);
    if (weight > chosenWeight || (weight === chosenWeight && preferred)) {
      chosen = encoding;
      chosenWeight = weight;
    }
  }
  return chosen;
}
