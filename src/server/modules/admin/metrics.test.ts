import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
let technician: string;
let manager: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  const tenant = await buildTenant(t.db);
  technician = (await login(t.app, tenant.technician.email, tenant.technician.password)).token;
  manager = (await login(t.app, tenant.manager.email, tenant.manager.password)).token;
  admin = (await login(t.app, tenant.admin.email, tenant.admin.password)).token;
});
afterAll(() => t.close());

const scrape = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: token ? bearer(token) : {} });

describe('GET /metrics', () => {
  it('asks for a token without one, or for a wrong one', async () => {
    for (const token of [undefined, 'wrong-token']) {
      const response = await scrape(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/metrics token/);
    }
  });

  it('refuses anyone but an admin', async () => {
    for (const token of [technician, manager]) {
      const response = await scrape(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/admins only/);
    }
  });

  it('answers its refusals with their code, params and the English message (ADR 65)', async () => {
    expect((await scrape()).json()).toEqual({
      error: 'UNAUTHENTICATED',
      code: 'admin.metricsTokenMissing',
      message: 'Send the metrics token or an admin token as a bearer token',
    });
    expect((await scrape('wrong-token')).json()).toEqual({
      error: 'UNAUTHENTICATED',
      code: 'admin.metricsTokenInvalid',
      message: 'The token is neither the metrics token nor a valid sign-in',
    });
    expect((await scrape(manager)).json()).toEqual({
      error: 'FORBIDDEN',
      code: 'admin.metricsAdminsOnly',
      params: { role: 'manager' },
      message: 'Your role (manager) may not read the metrics; admins only',
    });
  });

  it("answers Prometheus text to an admin's token and to the metrics token", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const token of [admin, METRICS_TOKEN]) {
      const response = await scrape(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain(
        'fieldwork_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      );
      expect(response.body).toMatch(/fieldwork_db_query_duration_seconds_count\{type="select"\} \d+/);
      expect(response.body).toMatch(/fieldwork_db_pool_connections\{state="total"\} \d+/);
      expect(response.body).toContain('fieldwork_cache_hits_total');
      expect(response.body).toContain('fieldwork_process_memory_bytes{kind="rss"}');
    }
  });
});
