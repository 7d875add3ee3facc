import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from '../lib/http-compression';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('response compression', () => {
  it('sends JSON as brotli or gzip to clients that accept it, and plain to others', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves bodies under 1 KB alone', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('the encoding cached answers are sent in', () => {
  it('is the one the plugin chooses, for every way a client may ask', async () => {
    const asked = [
      'br, gzip',
      'gzip, br',
      'gzip',
      'GZIP',
      'br',
      'gzip;q=1, br;q=0.5',
      'br;q=0.8, gzip;q=0.8',
      'br;q=0, gzip',
      'br;q=0, gzip;q=0',
      '*',
      'x-gzip',
      'identity',
      'deflate',
      'deflate, br;q=0.1',
      'gzip, deflate, br, zstd',
    ];
    for (const header of asked) {
      const response = await t.app.inject({
        url: '/api/openapi.json',
        headers: { 'accept-encoding': header },
      });
      const expected = response.headers['content-encoding'] ?? null;
      expect(negotiateEncoding({ 'accept-encoding': header }, 100_000), header).toBe(expected);
    }
    const refused = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(negotiateEncoding({ 'accept-encoding': 'br', 'x-no-compression': '1' }, 10_000)).toBeNull();
    expect(negotiateEncoding({ 'accept-encoding': 'br' }, COMPRESSION_THRESHOLD_BYTES - 1)).toBeNull();
  });
});
