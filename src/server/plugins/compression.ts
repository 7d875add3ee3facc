import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD_BYTES,
  ENCODINGS,
  GZIP_OPTIONS,
} from '../lib/http-compression';

/**
 * Compresses text responses (JSON, the app's scripts and styles) for clients that accept it:
 * a technician on a weak mobile signal downloads the work-order list or the compliance report
 * in a fraction of the bytes. Brotli at a fast quality, gzip for older clients; images, PDFs
 * and other already compressed types pass through untouched, and bodies under 1 KB are not
 * worth it. Cached answers (cached-answers.ts) arrive already compressed and pass through.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: [...ENCODINGS],
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
    });
  },
  { name: 'compression' },
);
