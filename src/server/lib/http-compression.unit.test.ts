import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedAnswer } from './cached-answer';
import { SYNC_COMPRESSION_LIMIT_BYTES, compressAnswer } from './http-compression';

const page = (orders: number) =>
  Buffer.from(
    JSON.stringify(
      Array.from({ length: orders }, (_, i) => ({
        id: `0d6a3c9e-4b1f-4e0a-9c51-${String(i).padStart(12, '0')}`,
        foNumber: `WO-2026-${i}`,
        description: `Pump ${i % 7} leaking at the mechanical seal`,
        status: i % 3 ? 'in_progress' : 'new',
      })),
    ),
  );

describe('compressing a cold answer', () => {
  it('is brotli at quality 1 with a window fitted to the body, as a cached answer’s first request gets it', async () => {
    const body = page(50);
    const fitted = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_LGWIN]: 16,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    expect((await new CachedAnswer(body, {}).bodyIn('br')).equals(fitted)).toBe(true);
  });

  it('gives back the body in either encoding, small or past the size compressed in one call', async () => {
    for (const body of [page(50), page(4_000)]) {
      expect(brotliDecompressSync(await compressAnswer(body, 'br')).equals(body)).toBe(true);
      expect(gunzipSync(await compressAnswer(body, 'gzip')).equals(body)).toBe(true);
    }
    expect(page(4_000).length).toBeGreaterThan(SYNC_COMPRESSION_LIMIT_BYTES);
  });
});
