import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replicaRecordId,
  type ChangesPage,
  type ReplicaCollection,
  type ReplicaRecord,
  type SnapshotPage,
} from '../../../shared/schemas/sync';
import type { Executor } from '../../db/client';
import { insertOutboxEvents } from '../../realtime/outbox.repository';
import {
  buildEquipment,
  buildNotification,
  buildPart,
  buildTemplate,
  buildTenant,
  buildWorkOrder,
} from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeFeedCursor } from './sync-cursor';
import { readFeed } from './sync.repository';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let tech: Record<string, string>;
let northTech: Record<string, string>;
let supervisor: Record<string, string>;
let admin: Record<string, string>;

const NOW = new Date('2026-06-15T10:00:00Z');
const DAY = 86_400_000;

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

const changes = (headers: Record<string, string>, since?: string, limit = 500) =>
  get<ChangesPage>(
    `/api/sync/changes?${new URLSearchParams({ ...(since ? { since } : {}), limit: String(limit) })}`,
    headers,
  );

/** Every record id of a collection a page upserts. */
const upsertedIds = <C extends ReplicaCollection>(
  page: Pick<ChangesPage, 'upserts'>,
  collection: C,
): string[] =>
  ((page.upserts[collection] ?? []) as ReplicaRecord<C>[]).map((record) =>
    replicaRecordId(collection, record),
  );

/** The newest event written so far. */
const newestEvent = async () =>
  (await t.db.execute<{ tx: string | null }>(sql`select max(tx)::text as tx from outbox_events`)).rows[0]
    ?.tx ?? '0';

/**
 * Reads the feed from `since` until it has passed every event written before the call. Another
 * database's long transaction on the same server holds the feed's frontier back a moment (ADR 42),
 * so "no more for now" alone does not mean the events written here have all been read.
 */
async function drain(headers: Record<string, string>, since: string) {
  const target = BigInt(await newestEvent());
  const pages: ChangesPage[] = [];
  let cursor = since;
  for (;;) {
    const page = await changes(headers, cursor);
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore && BigInt(decodeFeedCursor(cursor).tx) > target) return { pages, cursor };
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  const signIn = async (user: { email: string; password: string }) =>
    bearer((await login(t.app, user.email, user.password)).token);
  tech = await signIn(tenant.technician);
  northTech = await signIn(tenant.northTech);
  supervisor = await signIn(tenant.supervisor);
  admin = await signIn(tenant.admin);
});
afterAll(() => t.close());

describe('the working-set snapshot', () => {
  it('pages every open order and those closed in the last 30 days, whole, of the caller’s warehouse only', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const open = await buildWorkOrder(t.db, {
      ...scope,
      status: 'in_progress',
      description: 'Open pump order',
    });
    const recent = await buildWorkOrder(t.db, {
      ...scope,
      status: 'completed',
      completedAt: new Date(NOW.getTime() - 10 * DAY),
      updatedAt: new Date(NOW.getTime() - 10 * DAY),
    });
    const old = await buildWorkOrder(t.db, {
      ...scope,
      status: 'closed',
      completedAt: new Date(NOW.getTime() - 50 * DAY),
      closedAt: new Date(NOW.getTime() - 40 * DAY),
      updatedAt: new Date(NOW.getTime() - 40 * DAY),
    });
    const north = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.north.id });
    await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${open.id}/checklist`,
      headers: supervisor,
      payload: { description: 'Check the seal' },
    });

    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: SnapshotPage = await get<SnapshotPage>(
        `/api/sync/snapshot/work-orders?limit=1${after ? `&after=${after}` : ''}`,
        tech,
      );
      ids.push(...upsertedIds(page, 'work-orders'));
      after = page.next;
      pages += 1;
    } while (after);

    expect(new Set(ids)).toEqual(new Set([open.id, recent.id]));
    expect(ids).toHaveLength(2);
    expect(pages).toBe(3);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(north.id);
    const whole = await get<SnapshotPage>('/api/sync/snapshot/work-orders', tech);
    const bundle = whole.upserts['work-orders']?.find((b) => b.order.id === open.id);
    expect(bundle?.checklist.map((c) => c.description)).toEqual(['Check the seal']);
    expect(bundle?.history.map((h) => h.title)).toContain('Checklist step added');
    expect(bundle?.attachments).toEqual([]);
  });

  it('holds the caller’s own notifications only, and refuses an unknown collection', async () => {
    await buildNotification(t.db, {
      organizationId: tenant.org.id,
      userId: tenant.technician.id,
      title: 'For the technician',
    });
    await buildNotification(t.db, {
      organizationId: tenant.org.id,
      userId: tenant.supervisor.id,
      title: 'For the supervisor',
    });
    const page = await get<SnapshotPage>('/api/sync/snapshot/notifications', tech);
    expect(page.upserts.notifications?.map((n) => n.title)).toEqual(['For the technician']);
    expect(page.next).toBeNull();

    const bad = await t.app.inject({ method: 'GET', url: '/api/sync/snapshot/users', headers: tech });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^collection must be one of: work-orders, equipment/);
  });
});

describe('the change feed', () => {
  it('starts with "resync" and a cursor, then sends what changed through the API, whole', async () => {
    const start = await changes(tech);
    expect(start).toMatchObject({ resync: true, hasMore: false, events: 0, upserts: {}, deletes: {} });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: supervisor,
      payload: {
        foNumber: 'WO-2026-501',
        description: 'Conveyor belt slipping',
        assignedTo: tenant.technician.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.json<{ id: string }>().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${orderId}/checklist`,
      headers: supervisor,
      payload: { description: 'Tension the belt' },
    });

    const { pages } = await drain(tech, start.cursor);
    const orders = pages.flatMap((p) => p.upserts['work-orders'] ?? []).filter((b) => b.order.id === orderId);
    expect(orders.at(-1)?.order.foNumber).toBe('WO-2026-501');
    expect(orders.at(-1)?.checklist.map((c) => c.description)).toEqual(['Tension the belt']);
    expect(pages.every((p) => p.resync === false)).toBe(true);

    // North's technician reads none of Main's work.
    const north = await drain(northTech, (await changes(northTech)).cursor);
    expect(north.pages.flatMap((p) => upsertedIds(p, 'work-orders'))).toEqual([]);
  });

  it('sends a record moved to another warehouse as a delete to the first warehouse’s readers', async () => {
    const mainCursor = (await changes(tech)).cursor;
    const northCursor = (await changes(northTech)).cursor;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${tenant.manager.id}`,
      headers: admin,
      payload: { warehouseIds: [tenant.north.id] },
    });
    expect(moved.statusCode).toBe(200);

    const main = await drain(tech, mainCursor);
    expect(main.pages.flatMap((p) => p.deletes.profiles ?? [])).toEqual([tenant.manager.id]);
    expect(main.pages.flatMap((p) => upsertedIds(p, 'profiles'))).not.toContain(tenant.manager.id);
    const northSide = await drain(northTech, northCursor);
    expect(northSide.pages.flatMap((p) => upsertedIds(p, 'profiles'))).toContain(tenant.manager.id);
  });

  it('answers "resync" to a cursor older than the feed keeps, and 400 to one it never gave', async () => {
    const { cursor } = await changes(tech);
    expect((await changes(tech, cursor)).resync).toBe(false);
    t.clock.advance(7 * DAY);
    try {
      const later = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
      const stale = await changes(later, cursor);
      expect(stale).toMatchObject({ resync: true, events: 0 });
      expect(stale.cursor).not.toBe(cursor);
    } finally {
      t.clock.set(NOW);
    }
    const forged = await t.app.inject({ method: 'GET', url: '/api/sync/changes?since=abc', headers: tech });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('since is not a cursor this server gave: sync again without it');
  });

  it('answers its refusals with a code and params beside the English message (ADR 65)', async () => {
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=2001', headers: tech });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'number.atMost',
      params: { field: 'limitParam', max: 2000 },
      message: 'limit must be at most 2000',
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sync/snapshot/users', headers: tech });
    expect(unknown.json()).toMatchObject({ code: 'value.oneOf', params: { field: 'collectionParam' } });

    const forged = await t.app.inject({ method: 'GET', url: '/api/sync/changes?since=abc', headers: tech });
    expect(forged.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'sync.invalidCursor',
      message: 'since is not a cursor this server gave: sync again without it',
      details: [{ path: 'since', code: 'sync.invalidCursorShort', message: 'Invalid cursor' }],
    });
  });

  it('reads in transaction order where the ids gain a digit (9 before 10, not as text)', async () => {
    const reader = {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      userId: tenant.technician.id,
    };
    const part = await buildPart(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const written = await t.db.execute<{ id: string }>(sql`
      insert into outbox_events (topic, type, action, entity_id, organization_id, warehouse_id, data, at, tx)
      values ('system', 'part', 'updated', ${part.id}, ${reader.organizationId}, ${reader.warehouseId}, '{}', now(), '9'),
             ('system', 'part', 'updated', ${part.id}, ${reader.organizationId}, ${reader.warehouseId}, '{}', now(), '10')
      returning id::text as id`);
    const [nine, ten] = written.rows.map((row) => Number(row.id));
    const first = await readFeed(t.db, reader, { tx: '8', id: 0 }, 1);
    expect(first.events.map((e) => [e.tx, e.id])).toEqual([['9', nine]]);
    const second = await readFeed(t.db, reader, first.events[0]!, 1);
    expect(second.events.map((e) => [e.tx, e.id])).toEqual([['10', ten]]);
  });

  it('reads 10,000 changes across tables, written by concurrent transactions, with none missed or repeated', async () => {
    const TOTAL = 10_000;
    const WRITERS = 6;
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const makers: {
      collection: ReplicaCollection;
      type: string;
      make: (db: Executor, n: number) => Promise<{ id: string }>;
    }[] = [
      // Models of their own, as a plant's are: a template matches the equipment of its model.
      {
        collection: 'equipment',
        type: 'equipment',
        make: (db, n) => buildEquipment(db, { ...scope, model: `Model ${n}` }),
      },
      { collection: 'parts', type: 'part', make: (db) => buildPart(db, scope) },
      { collection: 'work-orders', type: 'work_order', make: (db) => buildWorkOrder(db, scope) },
      {
        collection: 'pm-templates',
        type: 'pm_template',
        make: (db, n) => buildTemplate(db, { ...scope, model: `Model ${n - 3}` }),
      },
    ];
    const expected = new Map<ReplicaCollection, Set<string>>(makers.map((m) => [m.collection, new Set()]));
    let next = 0;
    let running = WRITERS;

    // Each change in a transaction of its own; one in 40 holds its transaction open a moment after
    // writing, so later ids commit first (the order a feed by id alone would get wrong).
    async function writer() {
      for (let i = next++; i < TOTAL; i = next++) {
        const maker = makers[i % makers.length]!;
        await t.db.transaction(async (tx) => {
          const row = await maker.make(tx, i);
          await insertOutboxEvents(tx, [
            {
              topic: 'system',
              type: maker.type,
              action: 'created',
              id: row.id,
              data: {},
              at: NOW.toISOString(),
              ...scope,
            },
          ]);
          if (i % 40 === 0) await tx.execute(sql`select pg_sleep(0.03)`);
          expected.get(maker.collection)!.add(row.id);
        });
      }
      running -= 1;
    }

    const seen = new Map<ReplicaCollection, string[]>(makers.map((m) => [m.collection, []]));
    let events = 0;
    let cursor = (await changes(tech)).cursor;
    const read = async () => {
      const page = await changes(tech, cursor, 700);
      cursor = page.cursor;
      events += page.events;
      for (const m of makers) seen.get(m.collection)!.push(...upsertedIds(page, m.collection));
    };
    // Reads while the writers write, then what is left.
    async function reader() {
      while (running > 0) await read();
      const { pages } = await drain(tech, cursor);
      for (const page of pages) {
        events += page.events;
        for (const m of makers) seen.get(m.collection)!.push(...upsertedIds(page, m.collection));
      }
    }

    await Promise.all([...Array.from({ length: WRITERS }, writer), reader()]);

    // The plant's own background work (a PM run, an escalation) may add a change of another
    // collection while this runs on a busy machine; the writers' changes are counted exactly.
    expect(events).toBeGreaterThanOrEqual(TOTAL);
    expect([...seen.values()].reduce((sum, ids) => sum + ids.length, 0)).toBe(TOTAL);
    for (const m of makers) {
      const ids = seen.get(m.collection)!;
      expect(ids.length, m.collection).toBe(new Set(ids).size);
      expect(new Set(ids), m.collection).toEqual(expected.get(m.collection));
    }
  }, 600_000);
});
