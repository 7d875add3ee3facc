import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEFAULT_PUSH_SERVICE_HOSTS, isListedPushHost } from './push-service-hosts';

describe('PUSH_SERVICE_HOSTS', () => {
  it('defaults to the browsers’ push services', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: '' }).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
  });

  it('takes names, *.domain and * separated by commas or spaces, in any case', () => {
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, *.push.example.org  push.corp.example' })
        .pushServiceHosts,
    ).toEqual(['fcm.googleapis.com', '*.push.example.org', 'push.corp.example']);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: '*' }).pushServiceHosts).toEqual(['*']);
  });

  it.each([
    ['https://fcm.googleapis.com', '"https://fcm.googleapis.com" is not a host name, *.domain or *'],
    ['*.com.*', '"*.com.*" is not a host name, *.domain or *'],
    ['push', '"push" is not a host name, *.domain or *'],
    ['fcm.googleapis.com:443', '"fcm.googleapis.com:443" is not a host name, *.domain or *'],
    [' , ', 'name at least one host, or * for any public host'],
  ])('refuses to start with %j', (value, problem) => {
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: value })).toThrow(
      `Invalid configuration: PUSH_SERVICE_HOSTS: ${problem}`,
    );
  });
});

describe('isListedPushHost', () => {
  it.each([
    ['fcm.googleapis.com', true],
    ['updates.push.services.mozilla.com', true],
    ['wns2-par02p.notify.windows.com', true],
    ['web.push.apple.com', true],
    ['api.push.apple.com', true],
    ['notify.windows.com', false],
    ['push.apple.com', false],
    ['evilnotify.windows.com', false],
    ['fcm.googleapis.com.attacker.example', false],
    ['googleapis.com', false],
  ])('%s on the default list: %s', (host, listed) => {
    expect(isListedPushHost(host, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(listed);
  });

  it('takes any host for *', () => {
    expect(isListedPushHost('push.example', ['*'])).toBe(true);
  });
});
