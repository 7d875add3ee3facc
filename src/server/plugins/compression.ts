import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses text responses (JSON, the app's scripts and styles) for clients that accept it:
 * a technician on a weak mobile signal downloads the work-order list or the compliance report
 * in a fraction of the bytes. Brotli at a fast quality (the default, 11, costs tens of
 * milliseconds per large body), gzip for older clients; images, PDFs and other already
 * compressed types pass through untouched, and bodies under 1 KB are not worth it.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
