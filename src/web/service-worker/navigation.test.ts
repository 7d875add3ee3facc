import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_PATHS } from './navigation';

const servedByServer = (path: string) => SERVER_ONLY_PATHS.some((pattern) => pattern.test(path));

describe('service worker navigations', () => {
  it("answers the request portal's pages with the app shell, so a requester's form opens offline", () => {
    expect(servedByServer('/r/AbCdEfGhIjKlMnOpQrStUv')).toBe(false);
    expect(servedByServer('/r/AbCdEfGhIjKlMnOpQrStUv/PMP-001')).toBe(false);
    expect(servedByServer('/r/AbCdEfGhIjKlMnOpQrStUv/status/trk_0123456789abcdef')).toBe(false);
  });

  it('leaves the public API to the network', () => {
    expect(servedByServer('/api/public/portal/AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
  });
});
