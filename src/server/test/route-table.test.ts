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

describe('route table', () => {
  it('every API route declares a known permission', () => {
    const undeclared = apiRoutes().filter((r) => !r.access || !knownPermissions.has(r.access));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(15);
  });

  it('only sign-in, token refresh, liveness and the API documentation are public', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/health',
      'GET /api/openapi.json',
      'POST /api/auth/login',
      'POST /api/auth/refresh',
    ]);
  });

  it('every non-public API route answers 401 without a token', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'public');
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toBe(
        `${route.method} ${route.url} → 401`,
      );
    }
  });
});
