import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebugEnv, TestSummary } from '../../../shared/schemas/debug';
import { buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await buildTenant(t.db);
  admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('debug routes', () => {
  it('GET /api/test answers that the API is there', async () => {
    const response = await get('/api/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/debug/env answers only the allow-list signed out, the operational settings to an admin', async () => {
    const open = (await get('/api/debug/env')).json<DebugEnv>();
    expect(Object.keys(open).sort()).toEqual([
      'databaseMode',
      'features',
      'nodeEnv',
      'port',
      'redis',
      'version',
    ]);
    expect(open).toMatchObject({ nodeEnv: 'test', databaseMode: 'external', redis: 'off' });
    expect((await get('/api/debug/env', manager)).json()).not.toHaveProperty('operational');
    expect((await get('/api/debug/env', { authorization: 'Bearer not-a-token' })).json()).not.toHaveProperty(
      'operational',
    );
    const full = (await get('/api/debug/env', admin)).json<DebugEnv>();
    expect(full.operational).toMatchObject({ logLevel: 'silent', nodeVersion: process.version });
  });

  it('GET /api/debug/test-summary passes every self-check on a healthy app, in plain words signed out', async () => {
    const open = (await get('/api/debug/test-summary')).json<TestSummary>();
    expect(open).toMatchObject({ total: 5, passed: 5, failed: 0, warnings: 0 });
    expect(open.checks.map((c) => c.name)).toEqual([
      'database reachable',
      'migrations current',
      'scheduler running',
      'storage writable',
      'push configured',
    ]);
    const migrations = open.checks.find((c) => c.name === 'migrations current');
    expect(migrations?.detail).toBe('The database schema is current.');
    const forAdmin = (await get('/api/debug/test-summary', admin)).json<TestSummary>();
    expect(forAdmin.checks.find((c) => c.name === 'migrations current')?.detail).toMatch(
      /^\d+ applied, \d+ shipped\.$/,
    );
  });

  it('warns when a plant stopped its PM scheduler', async () => {
    const stop = await t.app.inject({ method: 'POST', url: '/api/pm-scheduler/stop', headers: manager });
    expect(stop.statusCode).toBe(200);
    const summary = (await get('/api/debug/test-summary')).json<TestSummary>();
    expect(summary).toMatchObject({ passed: 4, warnings: 1 });
    expect(summary.checks.find((c) => c.name === 'scheduler running')?.status).toBe('warn');
  });
});
