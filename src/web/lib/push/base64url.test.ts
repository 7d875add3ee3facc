import { describe, expect, it } from 'vitest';
import { base64UrlToUint8Array, bytesToBase64Url, hasSameBytes } from './base64url';

// A VAPID public key as web-push generates it: an uncompressed P-256 point, 65 bytes.
const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe('base64url', () => {
  it('turns a VAPID public key into the 65 bytes PushManager.subscribe takes', () => {
    const bytes = base64UrlToUint8Array(VAPID_KEY);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(0x04);
    expect(bytesToBase64Url(bytes.buffer)).toBe(VAPID_KEY);
  });

  it('uses the URL-safe alphabet without padding, both ways', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x01]);
    expect(bytesToBase64Url(bytes.buffer)).toBe('-_-_AQ');
    expect([...base64UrlToUint8Array('-_-_AQ')]).toEqual([0xfb, 0xff, 0xbf, 0x01]);
    expect([...base64UrlToUint8Array('-_-_AQ==')]).toEqual([0xfb, 0xff, 0xbf, 0x01]);
  });

  it('encodes a missing key as an empty string', () => {
    expect(bytesToBase64Url(null)).toBe('');
  });

  it('compares a subscription key with the server key byte by byte', () => {
    const key = base64UrlToUint8Array(VAPID_KEY);
    expect(hasSameBytes(key.slice().buffer, key)).toBe(true);
    expect(hasSameBytes(new Uint8Array(65).buffer, key)).toBe(false);
    expect(hasSameBytes(null, key)).toBe(false);
  });
});
