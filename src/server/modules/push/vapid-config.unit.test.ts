import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const pair = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();

describe('VAPID configuration', () => {
  it('generates keys when none are set, with a mailto: subject by default', () => {
    expect(loadConfig({})).toMatchObject({ vapidKeys: undefined, vapidSubject: 'mailto:admin@localhost' });
  });

  it('takes a matching pair and an https: or mailto: subject from the environment', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://maintenance.example.com/contact',
    });
    expect(config.vapidKeys).toEqual(pair);
    expect(config.vapidSubject).toBe('https://maintenance.example.com/contact');
  });

  it('refuses to start with half a pair, a mismatched pair, a malformed key or a bad subject', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      'Invalid configuration: VAPID keys: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(
      'VAPID_PRIVATE_KEY must be 32 bytes',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'a+b/', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      'VAPID keys must be base64url',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://maintenance.example.com' })).toThrow(
      'VAPID_SUBJECT: must be a mailto: address or an https: URL',
    );
  });
});
