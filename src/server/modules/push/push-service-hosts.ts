/**
 * The browsers' push services: Chrome and the other Chromium browsers (Firebase Cloud
 * Messaging), Firefox (Mozilla autopush), Edge on Windows (WNS) and Safari (Apple, which
 * asks servers to allow *.push.apple.com).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

const HOST_PATTERN = /^(\*\.)?([a-z0-9-]+\.)+[a-z0-9-]+$/;

/** PUSH_SERVICE_HOSTS as a list: entries separated by commas or spaces, lower-cased. */
export const splitPushServiceHosts = (value: string): string[] =>
  value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => entry.toLowerCase());

/**
 * What is wrong with the list, or null: each entry is a host name, `*.domain` for any name
 * under a domain, or `*` for any public host.
 */
export function pushServiceHostsProblem(hosts: readonly string[]): string | null {
  if (hosts.length === 0) return 'name at least one host, or * for any public host';
  const invalid = hosts.find((entry) => entry !== '*' && !HOST_PATTERN.test(entry));
  return invalid === undefined ? null : `"${invalid}" is not a host name, *.domain or *`;
}

/** Whether a (lower-case) host is on the list; `*.domain` needs at least one label before the domain. */
export function isListedPushHost(host: string, patterns: readonly string[]): boolean {
  return patterns.some(
    (pattern) =>
      pattern === '*' || pattern === host || (pattern.startsWith('*.') && host.endsWith(pattern.slice(1))),
  );
}
