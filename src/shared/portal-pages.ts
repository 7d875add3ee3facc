/**
 * The request portal's public pages (issue 23): `/r/{portalKey}`, `/r/{portalKey}/{assetTag}`
 * and `/r/{portalKey}/status/{trackingCode}`. The server, the service worker and the dev
 * server answer them with the portal's own page, not the app's shell (ADR 51).
 */
export const PORTAL_PAGE_FILE = 'portal.html';

export const PORTAL_PAGE_PATH = /^\/r\/[^/?#]/;

export function isPortalPagePath(url: string): boolean {
  return PORTAL_PAGE_PATH.test(url);
}
