import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { nonPublicAddressKind } from './non-public-address';

/** dns.lookup's shape when asked for every address. */
export type ResolveAll = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/** A host name that resolved to an address the server must not connect to. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLICADDRESS';
}

/**
 * A `lookup` for sockets that may reach public addresses only. Every address the name
 * resolves to is checked, and the socket is handed exactly the checked ones, so the address
 * connected to is the address judged: no second resolution a rebinding DNS server could
 * answer differently. One non-public answer refuses the name altogether.
 */
export function publicAddressLookup(resolveAll: ResolveAll = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const kind = nonPublicAddressKind(address);
        if (kind)
          return callback(new NonPublicAddressError(`${hostname} resolves to ${address}, ${kind}`), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}
