import { isIP } from 'node:net';
import { nonPublicAddressKind } from '../../lib/non-public-address';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import { isListedPushHost } from './push-service-hosts';

/** Which push endpoints the server may post to (ADR 20, issue 9). */
export interface PushEndpointPolicy {
  /** Host patterns from PUSH_SERVICE_HOSTS: a name, `*.domain`, or `*` for any public host. */
  allowedHosts: readonly string[];
  /**
   * Origins taken as they are, over http and on any address: the tests' local push service.
   * Set from code only (a buildApp dependency), so no setting can open it in production.
   */
  trustedOrigins: readonly string[];
}

/**
 * Names that never lead to a public host: localhost (RFC 6761), mDNS's .local, .internal
 * (private use; GCP's metadata.google.internal), home.arpa (RFC 8375), and the usual
 * localdomain alias. A name of one label is an intranet name.
 */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$|^[^.]+$/;

/**
 * Why an endpoint is refused, with its code; an address's kind ("a loopback address") is worded
 * in English only by lib/non-public-address.ts, so that refusal is English alone.
 */
type EndpointProblem = Phrase | string;

/** The URL's host as compared: IPv6 without brackets, no trailing dot (WHATWG URL already lower-cases it). */
function hostOf(url: URL): string {
  const host = url.hostname.replace(/\.$/, '');
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

/** The tests' local push service: the one endpoint no other check applies to. */
export const isTrustedPushOrigin = (url: URL, policy: PushEndpointPolicy) =>
  policy.trustedOrigins.includes(url.origin);

function endpointProblem(url: URL, policy: PushEndpointPolicy, checkNames: boolean): EndpointProblem | null {
  if (isTrustedPushOrigin(url, policy)) return null;
  if (url.protocol !== 'https:') return phrase('push.endpointHttps');
  const host = hostOf(url);
  if (isIP(host)) {
    const kind = nonPublicAddressKind(host);
    if (kind) return `endpoint must be a public push service: ${host} is ${kind}`;
  } else if (checkNames && PRIVATE_NAME.test(host)) {
    return phrase('push.endpointPrivateName', { host });
  }
  return isListedPushHost(host, policy.allowedHosts) ? null : phrase('push.endpointNotListed', { host });
}

/**
 * Why a device may not register this endpoint, or null: it must be https, on the allowed
 * push services, and not an address or a name that leads inside the network. The message is
 * the 400 the browser's user sees.
 */
export const registrationProblem = (endpoint: string, policy: PushEndpointPolicy) =>
  endpointProblem(new URL(endpoint), policy, true);

/**
 * The same check before every send (the allow-list may have narrowed since the row was
 * stored). Host names are not judged by their spelling here: what they resolve to is, when
 * the connection is made (lib/public-address-lookup.ts).
 */
export function sendProblem(url: URL, policy: PushEndpointPolicy): string | null {
  const problem = endpointProblem(url, policy, false);
  return problem === null || typeof problem === 'string' ? problem : problem.message;
}
