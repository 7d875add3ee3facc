import { describe, expect, it } from 'vitest';
import { DISCOVERY_TTL_MS, createDiscoveryCache } from './discovery-cache';

const settings = { issuerUrl: 'https://id.example.com', clientId: 'fieldwork', clientSecret: 's3cret' };

describe('createDiscoveryCache', () => {
  it('fetches once for a start and its callback, again once the time is up', async () => {
    let time = 0;
    let calls = 0;
    const discover = createDiscoveryCache(
      async () => (calls += 1),
      () => time,
    );
    expect(await discover(settings)).toBe(1);
    expect(await discover(settings)).toBe(1);
    time = DISCOVERY_TTL_MS + 1;
    expect(await discover(settings)).toBe(2);
  });

  it('fetches again for a changed registration', async () => {
    let calls = 0;
    const discover = createDiscoveryCache(async () => (calls += 1));
    await discover(settings);
    await discover({ ...settings, clientSecret: 'rotated' });
    expect(calls).toBe(2);
  });

  it('never keeps a failure: the next sign-in asks the provider again', async () => {
    let calls = 0;
    const discover = createDiscoveryCache(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return calls;
    });
    await expect(discover(settings)).rejects.toThrow('fetch failed');
    expect(await discover(settings)).toBe(2);
  });
});
