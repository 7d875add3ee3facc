import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/** Up to this size an answer is compressed in one call on the event loop (≈0.2 ms at the cold level). */
export const SYNC_COMPRESSION_LIMIT_BYTES = 256 * 1024;

/**
 * The cold level (issue 30 §2): an answer compressed for its first request, as a cache miss
 * does on every list page a screen asks after a change. Measured on a 60 KB page of 50 orders
 * (docs/performance.md): brotli quality 4 made 5,452 B in ≈230 µs of CPU, quality 1 with a window
 * fitted to the body 6,000 B (10 % more) in ≈55 µs; gzip level 6 5,694 B in ≈225 µs, level 3
 * 6,234 B in ≈70 µs. In one call, not through a zlib stream: the stream's set-up and its trips
 * to the thread pool cost the event loop more than compressing such a body does.
 */
const coldBrotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length)))),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const COLD_GZIP_OPTIONS = { level: 3 };

/** Compresses an answer at the cold level: in one call when small enough, else off the event loop. */
export function compressAnswer(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length > SYNC_COMPRESSION_LIMIT_BYTES) return compressBody(body, encoding);
  try {
    return Promise.resolve(encoding === 'br' ? coldBrotli(body) : gzipSync(body, COLD_GZIP_OPTIONS));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

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
