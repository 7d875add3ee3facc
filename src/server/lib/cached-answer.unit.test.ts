import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedAnswer } from './cached-answer';
import { compressBody, type Encoding } from './http-compression';

const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));

describe('CachedAnswer', () => {
  it('compresses once per encoding, however many requests ask at once or later', async () => {
    const made: Encoding[] = [];
    const answer = new CachedAnswer(body, { 'x-total-count': '200' }, (bytes, encoding) => {
      made.push(encoding);
      return compressBody(bytes, encoding);
    });
    const [br] = await Promise.all([answer.bodyIn('br'), answer.bodyIn('br'), answer.bodyIn('gzip')]);
    const later = await answer.bodyIn('br');
    const gzip = await answer.bodyIn('gzip');
    expect(made).toEqual(['br', 'gzip']);
    expect(later).toBe(br);
    expect(brotliDecompressSync(br!).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
  });

  it('tries a failed compression again on the next request', async () => {
    let attempts = 0;
    const answer = new CachedAnswer(body, {}, async (bytes, encoding) => {
      attempts += 1;
      if (attempts === 1) throw new Error('out of memory');
      return compressBody(bytes, encoding);
    });
    await expect(answer.bodyIn('gzip')).rejects.toThrow('out of memory');
    expect(gunzipSync(await answer.bodyIn('gzip')).equals(body)).toBe(true);
    expect(attempts).toBe(2);
  });
});
