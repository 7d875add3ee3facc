import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('documents every API route from the zod schemas', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(Object.keys(document.paths));
    const routes = t.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json' &&
          r.method !== 'HEAD',
      )
      .map((r) => r.url.replace(/:(\w+)/g, '{$1}'));
    expect(routes.filter((url) => !documented.has(url))).toEqual([]);
    expect(document.paths['/api/work-orders'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'priority', 'q', 'overdue', 'limit', 'cursor']),
    );
    // The public form's key is per portal: it documents its own, once, instead of the signed-in one.
    const publicKeys = document.paths['/api/public/portal/{portalKey}/requests'].post.parameters.filter(
      (p: { name: string }) => p.name.toLowerCase() === 'idempotency-key',
    );
    expect(publicKeys).toHaveLength(1);
    expect(publicKeys[0].description).toContain('same portal');
    // Issue 25 names If-Match on a procedure's publish and on an answer (the order's version).
    const headers = (path: string) =>
      document.paths[path].put.parameters
        .filter((p: { in: string }) => p.in === 'header')
        .map((p: { name: string }) => p.name.toLowerCase());
    for (const path of ['/api/procedures/{id}', '/api/work-orders/{id}/procedure/steps/{stepId}'])
      expect(headers(path)).toEqual(expect.arrayContaining(['if-match', 'idempotency-key']));
  });

  it('documents the body every webhook delivery carries', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const payload = document.components.schemas.WebhookPayload;
    expect(payload.required).toEqual(['type', 'timestamp', 'data']);
    expect(payload.properties.type.enum).toEqual(
      expect.arrayContaining(['work_order.created', 'part.updated']),
    );
    expect(payload.properties.data.required).toEqual(['id', 'organizationId', 'warehouseId', 'object']);
    expect(payload.description).toContain('webhook-signature (v1, + base64 HMAC-SHA256');
  });

  it('documents the API key scheme (issue 28 §2): the fwk_ bearer, its scopes and its limit', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const scheme = document.components.securitySchemes.apiKeyAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'fwk_…' });
    expect(scheme.description).toContain('`Authorization: Bearer fwk_…`');
    expect(scheme.description).toContain(
      'Scopes: `read`, `work-orders:write`, `inventory:write`, `meters:write`, `admin`',
    );
    expect(scheme.description).toContain('Each key may make 600 requests a minute');
    expect(document.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
  });

  it('serves the browsable docs, which no other site may frame', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
