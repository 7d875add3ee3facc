import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';

/** The most statements a plain create may send (issue 30 §4): BEGIN and COMMIT count. */
const MOST_STATEMENTS = 5;

let t: TestApp;
let handle: DatabaseHandle;
let app: App;
let headers: Record<string, string>;
let equipmentId: string;
let sequence = 0;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await buildTenant(t.db);
  equipmentId = (await buildEquipment(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id }))
    .id;
  headers = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  // An app of its own on the same database, whose every statement the test hears.
  handle = openDatabase(t.url, { poolSize: 4 });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.url, WEB_DIST_DIR: '/none' }),
    database: handle,
    clock: manualClock(new Date()),
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await t.close();
});

/** A create as the web form sends it: a typed FO number, a description, an equipment. */
function create(extraHeaders: Record<string, string> = {}) {
  sequence += 1;
  return app.inject({
    method: 'POST',
    url: '/api/work-orders',
    headers: { ...headers, ...extraHeaders },
    payload: {
      foNumber: `WO-${year}-${String(sequence).padStart(3, '0')}`,
      description: 'Pump leaking at the mechanical seal',
      type: 'corrective',
      priority: 'medium',
      equipmentId,
    },
  });
}

/**
 * Every statement the app sends PostgreSQL from the request until its answer. Events are marked
 * dispatched after the answer, in batches across requests (markOutboxDispatchedSoon): the
 * earlier creates' marking is waited for first, so it is not heard here.
 */
async function statementsOf(send: () => ReturnType<typeof create>): Promise<string[]> {
  await waitFor('the earlier creates’ events marked dispatched', async () => {
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from outbox_events where dispatched_at is null',
    );
    return rows[0]?.n === 0;
  });
  const texts: string[] = [];
  const stop = handle.onQuery((query) => texts.push(query.text.replace(/\s+/g, ' ').trim()));
  try {
    const response = await send();
    expect(response.statusCode, response.body).toBe(201);
  } finally {
    stop();
  }
  return texts;
}

describe('a work order create (issue 30 §4)', () => {
  it(`sends at most ${MOST_STATEMENTS} statements, BEGIN and COMMIT included, and still writes its history, audit row and event`, async () => {
    // The first request of a session reads the person once; later ones do not.
    expect((await create()).statusCode).toBe(201);
    const texts = await statementsOf(() => create());
    expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(MOST_STATEMENTS);

    const foNumber = `WO-${year}-${String(sequence).padStart(3, '0')}`;
    const { rows } = await t.pool.query<{ history: number; audits: number; events: number }>(
      `select (select count(*)::int from work_order_status_history h where h.work_order_id = w.id) as history,
              (select count(*)::int from audit_log a where a.entity_id::text = w.id::text and a.action = 'created') as audits,
              (select count(*)::int from outbox_events e where e.entity_id::text = w.id::text and e.action = 'created') as events
       from work_orders w where w.fo_number = $1`,
      [foNumber],
    );
    expect(rows).toEqual([{ history: 1, audits: 1, events: 1 }]);
  });
});
