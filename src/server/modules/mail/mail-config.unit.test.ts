import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { featureSwitches } from '../../lib/feature-switches';
import { describeMailFailure } from './mail-failure';
import { retryDelayMs } from './mail-delivery';

describe('mail configuration', () => {
  it('has no mail server by default (mails are kept as not sent) and a From of its own', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Fieldwork <fieldwork@localhost>' });
    expect(featureSwitches(config).mail).toBe('disabled');
  });

  it('takes an smtp:// or smtps:// URL and a From address or "Name <address>"', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.com:465',
      MAIL_FROM: 'plant@example.com',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pa%40ss@mail.example.com:465',
      from: 'plant@example.com',
    });
    expect(featureSwitches(config).mail).toBe('enabled');
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: 'Main Plant <noreply@plant.example>' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Main Plant <noreply@plant.example>',
    });
  });

  it('refuses to start with another kind of URL or a From that is no address, without repeating the value', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://user:hunter2@mail.example.com' })).toThrow(
      'Invalid configuration: SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'user:hunter2@mail.example.com' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(
      'Invalid configuration: MAIL_FROM: must be an address or "Name <address>"',
    );
  });
});

describe('a failed attempt, in words', () => {
  const url = 'smtp://mailer:s%3Acret@mail.example.com:587';

  it('gives the server’s answer when there is one, else what went wrong', () => {
    const answered = Object.assign(new Error('Message failed: 451 4.3.0 Try later'), {
      responseCode: 451,
      response: '451 4.3.0 Try later',
    });
    expect(describeMailFailure(answered, url)).toBe('the mail server answered: 451 4.3.0 Try later');
    expect(describeMailFailure(new Error('Connection timeout'), url)).toBe(
      'the mail could not be sent: Connection timeout',
    );
  });

  it('never repeats the user name or the password, as written or decoded, and stays one short line', () => {
    const leaky = new Error(`Invalid login for mailer with s:cret and s%3Acret\n${'x'.repeat(900)}`);
    const words = describeMailFailure(leaky, url);
    expect(words).not.toMatch(/mailer|s:cret|s%3Acret|\n/);
    expect(words.length).toBeLessThanOrEqual(500);
  });
});

describe('back-off', () => {
  it('waits 1 minute after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});
