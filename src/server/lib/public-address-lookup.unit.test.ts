import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { NonPublicAddressError, publicAddressLookup, type ResolveAll } from './public-address-lookup';

/** A resolver that answers every name with the given addresses (or error), as dns.lookup would. */
const resolvingTo =
  (addresses: LookupAddress[], error: NodeJS.ErrnoException | null = null): ResolveAll =>
  (_hostname, _options, callback) =>
    callback(error, addresses);

/** Runs a lookup the way a socket does and collects what it hands back. */
function lookUp(resolver: ResolveAll, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
    publicAddressLookup(resolver)('push.example.org', { all }, (error, address, family) =>
      resolve({ error, address, family }),
    ),
  );
}

const PUBLIC: LookupAddress[] = [
  { address: '142.250.185.74', family: 4 },
  { address: '2a00:1450:4001:82b::200a', family: 6 },
];

describe('publicAddressLookup', () => {
  it('hands the socket exactly the addresses it checked', async () => {
    expect(await lookUp(resolvingTo(PUBLIC), true)).toEqual({
      error: null,
      address: PUBLIC,
      family: undefined,
    });
    expect(await lookUp(resolvingTo(PUBLIC), false)).toEqual({
      error: null,
      address: '142.250.185.74',
      family: 4,
    });
  });

  it.each([
    [[{ address: '127.0.0.1', family: 4 }], 'push.example.org resolves to 127.0.0.1, a loopback address'],
    [
      [...PUBLIC, { address: '10.0.0.7', family: 4 }],
      'push.example.org resolves to 10.0.0.7, a private address',
    ],
    [
      [{ address: '::ffff:169.254.169.254', family: 6 }],
      'push.example.org resolves to ::ffff:169.254.169.254, a cloud metadata address',
    ],
  ])('refuses the name when any answer is not public: %j', async (addresses, message) => {
    for (const all of [true, false]) {
      const { error, address } = await lookUp(resolvingTo(addresses), all);
      expect(error).toBeInstanceOf(NonPublicAddressError);
      expect(error?.message).toBe(message);
      expect(address).toEqual([]);
    }
  });

  it('passes a resolver error on', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND push.example.org'), {
      code: 'ENOTFOUND',
    });
    expect((await lookUp(resolvingTo([], notFound), true)).error).toBe(notFound);
  });
});
