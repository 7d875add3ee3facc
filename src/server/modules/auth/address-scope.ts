import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The groups of an IPv6 address written out in full (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const split = (part: string) => (part ? part.split(':') : []);
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return split(head);
  const headGroups = split(head);
  const tailGroups = split(tail);
  const zeros = Array.from({ length: 8 - width(headGroups) - width(tailGroups) }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * The client a sign-in is throttled as: its IPv4 address, or its IPv6 /64. One host usually
 * holds a whole /64 and could otherwise present a fresh address for every attempt.
 */
export function addressScope(ip: string | undefined): string {
  if (!ip) return 'address:unknown';
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return `address:${mapped[1]}`;
  const withoutZone = ip.split('%')[0] ?? ip;
  if (!isIPv6(withoutZone)) return `address:${ip}`;
  const prefix = ipv6Groups(withoutZone.toLowerCase())
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `address:${prefix.join(':')}::/64`;
}
