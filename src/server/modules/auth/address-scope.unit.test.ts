import { describe, expect, it } from 'vitest';
import { addressScope } from './address-scope';

describe('addressScope', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(addressScope('10.1.2.3')).toBe('address:10.1.2.3');
    expect(addressScope('::ffff:10.1.2.3')).toBe('address:10.1.2.3');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const scope = 'address:2001:db8:0:1::/64';
    expect(addressScope('2001:db8:0:1::1')).toBe(scope);
    expect(addressScope('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(scope);
    expect(addressScope('2001:db8::1:0:0:0:9')).toBe(scope);
    expect(addressScope('fe80::1%eth0')).toBe('address:fe80:0:0:0::/64');
    expect(addressScope('::1')).toBe('address:0:0:0:0::/64');
    expect(addressScope('64:ff9b::10.1.2.3')).toBe('address:64:ff9b:0:0::/64');
  });

  it('names a missing address', () => {
    expect(addressScope(undefined)).toBe('address:unknown');
  });
});
