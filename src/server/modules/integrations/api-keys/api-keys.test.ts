import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_RATE_LIMIT_PER_MINUTE,
  type ApiKey,
  type CreatedApiKey,
} from '../../../../shared/schemas/api-keys';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { apiKeys, auditLog, users } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { buildTenant, buildUser, buildWorkOrder } from '../../../test/factories';
import { bearer, signIn } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { LAST_USE_INTERVAL_MS } from './api-key-auth';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let admin: Record<string, string>;
let logged = '';

const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ level: 'trace' }, logSink) });
  tenant = await buildTenant(t.db);
  admin = await signIn(t.app, tenant.admin, tenant.main.id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function createKey(scopes: string[], as = admin, warehouseId = tenant.main.id) {
  const response = await call('POST', '/api/api-keys', as, {
    name: `SCADA ${scopes.join('+')}`,
    warehouseId,
    scopes,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedApiKey>();
}

const listKeys = async () => (await call('GET', '/api/api-keys', admin)).json<ApiKey[]>();

describe('API keys (issue 28 §2)', () => {
  it('shows the secret once: the list, the audit row and the logs never carry it or its hash', async () => {
    const { key, secret } = await createKey(['read']);
    expect(secret).toMatch(/^fwk_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      name: 'SCADA read',
      prefix: secret.slice(0, 12),
      scopes: ['read'],
      warehouseName: 'Main Plant',
      createdBy: tenant.admin.id,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect((await call('GET', '/api/work-orders', bearer(secret))).statusCode).toBe(200);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    const list = await call('GET', '/api/api-keys', admin);
    expect(list.headers['x-total-count']).toBe('1');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, key.id));
    expect(audits.map((a) => a.action)).toEqual(['created']);
    for (const text of [list.body, JSON.stringify(audits), logged]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(row!.secretHash);
    }
  });

  it('gives a read key 403 on a write, and 401 once revoked', async () => {
    const { key, secret } = await createKey(['read']);
    const write = await call('POST', '/api/vendors', bearer(secret), { name: 'Acme Bearings' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe("This API key's scopes (read) do not allow this action");

    const revoked = await call('POST', `/api/api-keys/${key.id}/revoke`, admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ApiKey>().revokedAt).not.toBeNull();
    const after = await call('GET', '/api/vendors', bearer(secret));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This API key was revoked. Ask an admin for a new one.');
    const again = await call('POST', `/api/api-keys/${key.id}/revoke`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This API key was already revoked');

    const unknown = await call('GET', '/api/vendors', bearer(`fwk_${'x'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(
      'This API key is not valid. Check that it was copied whole, or ask an admin for a new one.',
    );
  });

  it("never sees another warehouse's records, nor works in another warehouse", async () => {
    const { secret } = await createKey(['read']);
    const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
    const northOrder = await buildWorkOrder(t.db, north);
    const mainOrder = await buildWorkOrder(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
    });
    expect((await call('GET', `/api/work-orders/${northOrder.id}`, bearer(secret))).statusCode).toBe(404);
    // A query of its own: the list answered earlier to the same creator may be cached.
    const listed = (await call('GET', '/api/work-orders?limit=99', bearer(secret))).json<
      Array<{ id: string }>
    >();
    expect(listed.map((o) => o.id)).toContain(mainOrder.id);
    expect(listed.map((o) => o.id)).not.toContain(northOrder.id);
    const elsewhere = await call('GET', '/api/work-orders', bearer(secret, tenant.north.id));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('This API key works in its own warehouse only');
  });

  it("never exceeds its creator's current rights: demoted, its admin scope stops there; deactivated, 401", async () => {
    const creator = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
      role: 'admin',
    });
    const { secret } = await createKey(['admin'], await signIn(t.app, creator));
    const vendor = { name: 'Hydro Service' };
    expect((await call('POST', '/api/vendors', bearer(secret), vendor)).statusCode).toBe(201);

    await t.db.update(users).set({ role: 'technician' }).where(eq(users.id, creator.id));
    const demoted = await call('POST', '/api/vendors', bearer(secret), { name: 'Other Service' });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe(
      "This API key's creator's role (technician) does not allow this action",
    );

    await t.db.update(users).set({ active: false }).where(eq(users.id, creator.id));
    const gone = await call('GET', '/api/vendors', bearer(secret));
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(
      'This API key no longer works: the person who created it no longer works in its warehouse. Ask an admin for a new one.',
    );
  });

  it('names the key in the audit rows it causes, and the audit log shows "API key: <name>"', async () => {
    const { key, secret } = await createKey(['read', 'work-orders:write']);
    const created = await call('POST', '/api/work-orders', bearer(secret), {
      foNumber: 'WO-2026-900001',
      description: 'Conveyor belt slipping on start',
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.json<{ id: string }>().id;
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(row).toMatchObject({ actorKind: 'api_key', apiKeyId: key.id, userId: tenant.admin.id });
    const log = await call('GET', `/api/audit?entityId=${orderId}`, admin);
    expect(log.json<AuditEntry[]>().map((e) => [e.userName, e.apiKeyId])).toEqual([
      ['API key: SCADA read+work-orders:write', key.id],
    ]);
  });

  it('records its last use at most once a minute, off the request', async () => {
    const { key, secret } = await createKey(['read']);
    await call('GET', '/api/vendors', bearer(secret));
    const used = async () => (await listKeys()).find((k) => k.id === key.id);
    const first = await waitFor('the first use', async () => (await used())?.lastUsedAt ?? undefined);
    expect((await used())?.lastUsedAddress).toBe('127.0.0.1');
    t.clock.advance(LAST_USE_INTERVAL_MS / 2);
    await call('GET', '/api/vendors', bearer(secret));
    t.clock.advance(LAST_USE_INTERVAL_MS);
    await call('GET', '/api/vendors', bearer(secret));
    const later = await waitFor('the use a minute later', async () => {
      const at = (await used())?.lastUsedAt;
      return at && at !== first ? at : undefined;
    });
    expect(new Date(later).getTime() - new Date(first).getTime()).toBe(LAST_USE_INTERVAL_MS * 1.5);
  });

  it('limits each key on its own: the 601st request of a minute answers 429, another key still works', async () => {
    const busy = await createKey(['read']);
    const other = await createKey(['read']);
    const batch = 50;
    for (let sent = 0; sent < API_KEY_RATE_LIMIT_PER_MINUTE; sent += batch) {
      const answers = await Promise.all(
        Array.from({ length: batch }, () => call('GET', '/api/vendors?limit=1', bearer(busy.secret))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(batch).fill(200));
    }
    const limited = await call('GET', '/api/vendors?limit=1', bearer(busy.secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^This API key made more than 600 requests in a minute\. Try again in \d+ s\.$/,
    );
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await call('GET', '/api/vendors?limit=1', bearer(other.secret))).statusCode).toBe(200);
  });

  it("refuses to let a key manage keys or use a person's own account routes", async () => {
    const { key, secret } = await createKey(['admin']);
    const list = await call('GET', '/api/api-keys', bearer(secret));
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('API keys are managed by a signed-in admin, not by another key');
    expect((await call('POST', `/api/api-keys/${key.id}/revoke`, bearer(secret))).statusCode).toBe(403);
    const me = await call('GET', '/api/profiles/me', bearer(secret));
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe(
      "API keys cannot use this route: it belongs to a signed-in person's own account",
    );
  });

  it('checks the form: a scope, a known scope, a warehouse the admin works in', async () => {
    const post = (payload: object) => call('POST', '/api/api-keys', admin, payload);
    const base = { name: 'ERP', warehouseId: tenant.main.id };
    const none = await post({ ...base, scopes: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one scope');
    const unknown = await post({ ...base, scopes: ['write'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'apiKey.scopesAmong',
      params: { scopes: 'read, work-orders:write, inventory:write, meters:write, admin' },
      message: 'Scopes must be among read, work-orders:write, inventory:write, meters:write, admin',
    });
    const stranger = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'admin',
    });
    const foreign = await call('POST', '/api/api-keys', await signIn(t.app, stranger), {
      ...base,
      scopes: ['read'],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'apiKey.yourWarehousesOnly',
      message: 'You can only create keys for a warehouse you work in',
      details: [
        { path: 'warehouseId', code: 'apiKey.notYourWarehouse', message: 'Not one of your warehouses' },
      ],
    });
  });

  it('answers a refused form and a refused key with their code and the English message (ADR 65)', async () => {
    const none = await call('POST', '/api/api-keys', admin, {
      name: 'ERP',
      warehouseId: tenant.main.id,
      scopes: [],
    });
    expect(none.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'apiKey.chooseScope',
      message: 'Choose at least one scope',
      details: [{ path: 'scopes', code: 'apiKey.chooseScope', message: 'Choose at least one scope' }],
    });
    const unknown = await call('GET', '/api/vendors', bearer(`fwk_${'y'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'UNAUTHENTICATED',
      code: 'apiKey.invalid',
      message: 'This API key is not valid. Check that it was copied whole, or ask an admin for a new one.',
    });
    const missing = await call('POST', '/api/api-keys/00000000-0000-4000-8000-000000000000/revoke', admin);
    expect(missing.json()).toMatchObject({
      code: 'record.notFound',
      params: { record: 'apiKey' },
      message: 'API key not found',
    });
  });
});
