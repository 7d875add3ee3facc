import { describe, expect, it } from 'vitest';
import { nonPublicAddressKind } from './non-public-address';

describe('nonPublicAddressKind', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['0:0:0:0:0:ffff:7f00:0001', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.0.10', 'a private address'],
    ['::ffff:192.168.0.10', 'a private address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456:789a::1', 'a private address'],
    ['169.254.1.1', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['febf::1', 'a link-local address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['100.127.255.254', 'a shared (carrier-grade NAT) address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.251', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['198.18.0.1', 'a reserved address'],
    ['2001:db8::1', 'a reserved address'],
    ['2001:0:4136:e378::1', 'a reserved address'],
    ['2002:7f00:1::1', 'a reserved address'],
    ['64:ff9b::7f00:1', 'a reserved address'],
    ['::127.0.0.1', 'a reserved address'],
    ['fec0::1', 'a reserved address'],
    ['::ffff:8.8.8.8', 'a reserved address'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['::ffff:169.254.169.254', 'a cloud metadata address'],
    ['168.63.129.16', 'a cloud metadata address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['localhost', 'not an IP address'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicAddressKind(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '142.250.185.74',
    '100.63.255.255',
    '100.128.0.0',
    '172.32.0.1',
    '169.255.0.1',
    '2a00:1450:4001:82b::200a',
    '2600:1f18::1',
  ])('%s is public', (address) => {
    expect(nonPublicAddressKind(address)).toBeNull();
  });
});
