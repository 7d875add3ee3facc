import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../db/schema';
import { cleanupJob } from '../jobs/cleanup.job';
import { buildTenant } from '../test/factories';
import { bearer, login } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let sup: Record<string, string>;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

const rowsFor = (entityId: string) =>
  t.db.select().from(outboxEvents).where(eq(outboxEvents.entityId, entityId));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not reached');
}

describe('transactional outbox', () => {
  it('writes every event in the change’s transaction and marks it dispatched once published', async () => {
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: sup,
      payload: { name: 'Outbox Supply' },
    });
    expect(vendor.statusCode).toBe(201);
    const id = vendor.json().id as string;
    expect(t.events.filter((e) => e.id === id).map((e) => e.action)).toEqual(['created']);
    const [row] = await until(
      () => rowsFor(id),
      (rows) => rows[0]?.dispatchedAt != null,
    );
    expect(row).toMatchObject({
      topic: 'inventory',
      type: 'vendor',
      action: 'created',
      warehouseId: tenant.main.id,
      organizationId: tenant.org.id,
    });
  });

  it('keeps no event of a change that did not happen', async () => {
    const vendor = (
      await t.app.inject({ method: 'POST', url: '/api/vendors', headers: sup, payload: { name: 'Stale Co' } })
    ).json();
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${vendor.id}`,
      headers: { ...sup, 'if-match': '99' },
      payload: { name: 'Never saved' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await rowsFor(vendor.id)).map((r) => r.action)).toEqual(['created']);
    expect(t.events.filter((e) => e.id === vendor.id).map((e) => e.action)).toEqual(['created']);
  });

  it('publishes, once, the events an instance committed but died before publishing', async () => {
    const orphanId = crypto.randomUUID();
    // Committed by an instance that was killed before it could publish (and mark) it.
    await t.db.insert(outboxEvents).values({
      topic: 'work_orders',
      type: 'work_order',
      action: 'created',
      entityId: orphanId,
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      data: { id: orphanId, foNumber: 'WO-2026-777' },
      at: new Date(Date.now() - 60_000),
      createdAt: new Date(Date.now() - 60_000),
    });
    expect(await t.app.outboxRelay.drain()).toBeGreaterThanOrEqual(1);
    await t.app.outboxRelay.drain();
    const published = t.events.filter((e) => e.id === orphanId);
    expect(published).toEqual([
      expect.objectContaining({
        topic: 'work_orders',
        action: 'created',
        warehouseId: tenant.main.id,
        data: { id: orphanId, foNumber: 'WO-2026-777' },
      }),
    ]);
    const [row] = await rowsFor(orphanId);
    expect(row?.dispatchedAt).not.toBeNull();
  });

  it('leaves a fresh event to the instance that committed it', async () => {
    const freshId = crypto.randomUUID();
    await t.db.insert(outboxEvents).values({
      topic: 'pm',
      type: 'pm_template',
      action: 'updated',
      entityId: freshId,
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      data: {},
      at: new Date(),
    });
    await t.app.outboxRelay.drain();
    expect(t.events.filter((e) => e.id === freshId)).toEqual([]);
  });

  it('keeps dispatched events a week as a change feed, then the hourly cleanup drops them', async () => {
    const row = (entityId: string, daysAgo: number) => ({
      topic: 'work_orders',
      type: 'work_order',
      action: 'updated',
      entityId,
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      data: {},
      at: new Date(Date.now() - daysAgo * 86_400_000),
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      dispatchedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await t.db.insert(outboxEvents).values([row(old, 8), row(recent, 1)]);
    await cleanupJob(t.db, t.clock, t.app.services).run();
    expect(await rowsFor(old)).toEqual([]);
    expect(await rowsFor(recent)).toHaveLength(1);
  });
});
