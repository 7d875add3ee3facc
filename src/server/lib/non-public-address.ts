import { BlockList, isIP } from 'node:net';

/**
 * Address ranges an outgoing request (web push, webhooks) must not reach, each with the words a
 * message uses for it (IANA's IPv4 and IPv6 special-purpose registries, plus the clouds' instance
 * metadata services). Order matters: the first match names the address, so the metadata addresses come
 * before the link-local and private ranges that hold them.
 */
const RANGES: { kind: string; ipv4: string[]; ipv6: string[] }[] = [
  // AWS, GCP, Azure, Oracle and others; Azure's host endpoint; AWS's IPv6 one.
  {
    kind: 'a cloud metadata address',
    ipv4: ['169.254.169.254/32', '168.63.129.16/32'],
    ipv6: ['fd00:ec2::254/128'],
  },
  { kind: 'an unspecified address', ipv4: ['0.0.0.0/8'], ipv6: ['::/128'] },
  { kind: 'a loopback address', ipv4: ['127.0.0.0/8'], ipv6: ['::1/128'] },
  { kind: 'a private address', ipv4: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'], ipv6: ['fc00::/7'] },
  { kind: 'a link-local address', ipv4: ['169.254.0.0/16'], ipv6: ['fe80::/10'] },
  { kind: 'a shared (carrier-grade NAT) address', ipv4: ['100.64.0.0/10'], ipv6: [] },
  { kind: 'a multicast address', ipv4: ['224.0.0.0/4'], ipv6: ['ff00::/8'] },
  {
    kind: 'a reserved address',
    // Protocol assignments, documentation, the 6to4 relay, benchmarking, and 240/4 with the broadcast address.
    ipv4: [
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '240.0.0.0/4',
    ],
    // Inside global unicast: protocol assignments (Teredo among them), documentation, 6to4.
    ipv6: ['2001::/23', '2001:db8::/32', '2002::/16', '3fff::/20'],
  },
];

function blockListOf(cidrs: string[], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefix = ''] = cidr.split('/');
    list.addSubnet(network, Number(prefix), family);
  }
  return list;
}

const RULES = RANGES.map(({ kind, ipv4, ipv6 }) => ({
  kind,
  ipv4: blockListOf(ipv4, 'ipv4'),
  ipv6: blockListOf(ipv6, 'ipv6'),
}));

/** Global unicast (2000::/3): every other IPv6 address is special, NAT64 and IPv4-mapped forms included. */
const GLOBAL_UNICAST = blockListOf(['2000::/3'], 'ipv6');

/**
 * Why the server must not connect to this IP address ("a loopback address", …), or null for
 * a public one. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address
 * it reaches: a BlockList's IPv4 rules match those forms too.
 */
export function nonPublicAddressKind(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  // IPv6 rules are checked for IPv6 addresses only: BlockList would match an IPv4 address against ::/3.
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const rule = RULES.find(
    (r) => r.ipv4.check(address, family) || (family === 'ipv6' && r.ipv6.check(address, 'ipv6')),
  );
  if (rule) return rule.kind;
  if (family === 'ipv6' && !GLOBAL_UNICAST.check(address, 'ipv6')) return 'a reserved address';
  return null;
}
