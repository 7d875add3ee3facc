import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { hasFailedTooLong, retryDelayMs } from './webhook-retry';
import { generateWebhookSecret, signWebhook } from './webhook-signature';
import { webhookTargetProblem } from './webhook-target';

describe('webhook signature', () => {
  it('signs as the standardwebhooks package verifies, and as it signs', () => {
    const secret = generateWebhookSecret();
    const body = '{"type":"work_order.created"}';
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signWebhook(secret, '42', timestamp, body);
    const headers = {
      'webhook-id': '42',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'work_order.created' });
    expect(signature).toBe(new Webhook(secret).sign('42', new Date(timestamp * 1000), body));
  });

  it('matches the Standard Webhooks reference example', () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes a new 32-byte secret each time', () => {
    const secret = generateWebhookSecret();
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('webhook retries', () => {
  it('waits 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('gives up on an endpoint after 24 hours of failures', () => {
    const since = new Date('2026-11-30T08:00:00Z');
    expect(hasFailedTooLong(since, new Date('2026-12-01T07:59:59Z'))).toBe(false);
    expect(hasFailedTooLong(since, new Date('2026-12-01T08:00:00Z'))).toBe(true);
  });
});

describe('webhook targets', () => {
  const saved = (url: string, allowPrivateNetwork = false) =>
    webhookTargetProblem(url, { allowPrivateNetwork, checkNames: true })?.message ?? null;
  const hint = 'tick "Allow private network targets" for a receiver on your own network';

  it('takes public https addresses and names', () => {
    expect(saved('https://erp.example.com/hooks')).toBeNull();
    expect(saved('https://93.184.215.14/hooks')).toBeNull();
  });

  it('names why an inside target is refused', () => {
    expect(saved('http://erp.example.com/hooks')).toBe(
      'URL must start with https:// (http:// only with "Allow private network targets")',
    );
    expect(saved('https://192.168.1.20/hooks')).toBe(`192.168.1.20 is a private address: ${hint}`);
    expect(saved('https://[::1]/hooks')).toBe(`::1 is a loopback address: ${hint}`);
    expect(saved('https://intranet/hooks')).toBe(`intranet is not a public host name: ${hint}`);
    expect(saved('https://user:pw@erp.example.com/')).toBe('URL must not carry a user name or password');
    expect(saved('ftp://erp.example.com/', true)).toBe('URL must start with https:// or http://');
  });

  it('says each refusal with its code and the host as a param (ADR 65)', () => {
    expect(
      webhookTargetProblem('https://192.168.1.20/hooks', { allowPrivateNetwork: false, checkNames: true }),
    ).toEqual({
      code: 'webhook.privateAddress',
      params: { host: '192.168.1.20' },
      message: `192.168.1.20 is a private address: ${hint}`,
    });
    const kinds = [
      '169.254.169.254',
      '0.0.0.0',
      '127.0.0.1',
      '10.0.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '224.0.0.1',
      '192.0.2.1',
    ];
    const codes = kinds.map(
      (host) =>
        webhookTargetProblem(`https://${host}/`, { allowPrivateNetwork: false, checkNames: false })?.code,
    );
    // Every kind of address the guard names has its own sentence, none the English-kind fallback.
    expect(codes).toEqual([
      'webhook.cloudMetadataAddress',
      'webhook.unspecifiedAddress',
      'webhook.loopbackAddress',
      'webhook.privateAddress',
      'webhook.linkLocalAddress',
      'webhook.sharedAddress',
      'webhook.multicastAddress',
      'webhook.reservedAddress',
    ]);
  });

  it('lets an endpoint that allows private targets reach the LAN over http', () => {
    expect(saved('http://192.168.1.20:8080/hooks', true)).toBeNull();
    expect(saved('http://localhost:8080/hooks', true)).toBeNull();
  });

  it('leaves host names to the lookup when delivering', () => {
    expect(
      webhookTargetProblem('https://erp.local/hooks', { allowPrivateNetwork: false, checkNames: false }),
    ).toBeNull();
    expect(
      webhookTargetProblem('https://127.0.0.1/hooks', { allowPrivateNetwork: false, checkNames: false })
        ?.message,
    ).toBe(`127.0.0.1 is a loopback address: ${hint}`);
  });
});
