import { isIP } from 'node:net';
import { nonPublicAddressKind } from '../../../lib/non-public-address';

/**
 * Names that never lead to a public host: localhost (RFC 6761), mDNS's .local, .internal,
 * home.arpa (RFC 8375), localdomain, and intranet names of one label.
 */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$|^[^.]+$/;

const ALLOW_HINT = 'tick "Allow private network targets" for a receiver on your own network';

function hostOf(url: URL): string {
  const host = url.hostname.replace(/\.$/, '');
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

/**
 * Why deliveries may not go to this URL, or null (issue 28 §3, the push SSRF guard). Only https
 * leaves the network; an address or a name that leads inside it needs the endpoint's "allow
 * private network targets". At save time names are judged by their spelling too; at delivery
 * time what they resolve to is judged when the socket connects (lib/public-address-lookup.ts).
 */
export function webhookTargetProblem(
  address: string,
  { allowPrivateNetwork, checkNames }: { allowPrivateNetwork: boolean; checkNames: boolean },
): string | null {
  if (!URL.canParse(address)) return 'URL must be a full address such as https://example.com/hooks/fieldwork';
  const url = new URL(address);
  if (url.username || url.password) return 'URL must not carry a user name or password';
  if (allowPrivateNetwork) {
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'URL must start with https:// or http://';
  }
  if (url.protocol !== 'https:') {
    return `URL must start with https:// (http:// only with "Allow private network targets")`;
  }
  const host = hostOf(url);
  if (isIP(host)) {
    const kind = nonPublicAddressKind(host);
    return kind ? `${host} is ${kind}: ${ALLOW_HINT}` : null;
  }
  if (checkNames && PRIVATE_NAME.test(host)) return `${host} is not a public host name: ${ALLOW_HINT}`;
  return null;
}
