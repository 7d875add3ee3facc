import { describe, expect, it } from 'vitest';
import { PORTAL_PAGE_PATH } from '@shared/portal-pages';
import { SERVER_ONLY_PATHS } from './navigation';

const servedByServer = (path: string) => SERVER_ONLY_PATHS.some((pattern) => pattern.test(path));

describe('service worker navigations', () => {
  it("answers the request portal's links from the cache with the portal's page, so they open offline", () => {
    for (const path of [
      '/r/AbCdEfGhIjKlMnOpQrStUv',
      '/r/AbCdEfGhIjKlMnOpQrStUv/PMP-001',
      '/r/AbCdEfGhIjKlMnOpQrStUv/status/trk_0123456789abcdef',
    ]) {
      expect(servedByServer(path), path).toBe(false);
      expect(PORTAL_PAGE_PATH.test(path), path).toBe(true);
    }
    for (const path of ['/requests', '/r/', '/dashboard'])
      expect(PORTAL_PAGE_PATH.test(path), path).toBe(false);
  });

  it('leaves the public API to the network', () => {
    expect(servedByServer('/api/public/portal/AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
  });
});
