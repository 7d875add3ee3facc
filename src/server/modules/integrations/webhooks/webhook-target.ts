import { isIP } from 'node:net';
import { phrase, type ErrorTextKey } from '../../../../shared/i18n/error-texts';
import type { Phrase } from '../../../../shared/i18n/said';
import { nonPublicAddressKind } from '../../../lib/non-public-address';

/**
 * Names that never lead to a public host: localhost (RFC 6761), mDNS's .local, .internal,
 * home.arpa (RFC 8375), localdomain, and intranet names of one label.
 */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$|^[^.]+$/;

/** A refused address of a known kind: the sentence names the kind, with `{host}` alone. */
type AddressKindCode = Exclude<Extract<ErrorTextKey, `webhook.${string}Address`>, 'webhook.nonPublicAddress'>;

/** The code of each kind of address nonPublicAddressKind names, so the reader's language words the kind too. */
const ADDRESS_KIND_CODES: Readonly<Record<string, AddressKindCode>> = {
  'a cloud metadata address': 'webhook.cloudMetadataAddress',
  'an unspecified address': 'webhook.unspecifiedAddress',
  'a loopback address': 'webhook.loopbackAddress',
  'a private address': 'webhook.privateAddress',
  'a link-local address': 'webhook.linkLocalAddress',
  'a shared (carrier-grade NAT) address': 'webhook.sharedAddress',
  'a multicast address': 'webhook.multicastAddress',
  'a reserved address': 'webhook.reservedAddress',
};

/** Why an address is refused; a kind added to non-public-address.ts later is named in English until it has a code. */
function addressProblem(host: string, kind: string): Phrase {
  const code = ADDRESS_KIND_CODES[kind];
  return code ? phrase(code, { host }) : phrase('webhook.nonPublicAddress', { host, kind });
}

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
): Phrase | null {
  if (!URL.canParse(address)) return phrase('webhook.urlFormat');
  const url = new URL(address);
  if (url.username || url.password) return phrase('webhook.urlCredentials');
  if (allowPrivateNetwork) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : phrase('webhook.urlHttpOrHttps');
  }
  if (url.protocol !== 'https:') return phrase('webhook.urlHttpsOnly');
  const host = hostOf(url);
  if (isIP(host)) {
    const kind = nonPublicAddressKind(host);
    return kind ? addressProblem(host, kind) : null;
  }
  if (checkNames && PRIVATE_NAME.test(host)) return phrase('webhook.nonPublicName', { host });
  return null;
}
