import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../shared/permissions';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
const knownPermissions = new Set<string>([...ROLE_PERMISSIONS.admin, 'authenticated', 'public']);

// Every route's answer to nobody (401) and to every role is checked by authorization-matrix.test.ts.
describe('route table', () => {
  it('every API route declares a known permission', () => {
    const undeclared = apiRoutes().filter((r) => !r.access || !knownPermissions.has(r.access));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(15);
  });

  it('only sign-in (password and single sign-on), token refresh, liveness, the debug reads, the request portal, the calendar feed file and the API documentation are public', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/auth/sso',
      'GET /api/auth/sso/callback',
      'GET /api/auth/sso/start',
      'GET /api/debug/env',
      'GET /api/debug/test-summary',
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/planning/:userId.ics',
      'GET /api/public/portal/:portalKey',
      'GET /api/public/portal/:portalKey/requests/:trackingCode',
      'GET /api/test',
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/sso/session',
      'POST /api/public/portal/:portalKey/requests',
    ]);
  });
});
