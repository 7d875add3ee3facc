import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';

/**
 * Issue 30 §4: no write waits on a read's computation. The large bench refused a work order's
 * PATCH with 503 while 32 equipment-performance computations ran: each took connections of the
 * request pool for its statements, and the write waited past the pool's bound. Here 32
 * computations are held for as long as the test likes (their downtime statement waits on a lock
 * only the test holds), and a person's write must still go through at once.
 */
const COMPUTATIONS = 32;
let t: TestApp;
let supervisor: Record<string, string>;
let orderId: string;
let parents: string[];

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await buildTenant(t.db);
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  supervisor = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  parents = [];
  for (let i = 0; i < COMPUTATIONS; i += 1) parents.push((await buildEquipment(t.db, main)).id);
  orderId = (await buildWorkOrder(t.db, { ...main, equipmentId: parents[0]! })).id;
});
afterAll(() => t.close());

describe('heavy analytics beside writes', () => {
  it('answers a write at once while 32 equipment-performance computations wait on the database', async () => {
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table downtime in access exclusive mode');
      // 32 independent computations (one subtree each): none may be answered from another's.
      const computations = parents.map((parentId) =>
        t.app.inject({
          url: `/api/analytics/equipment-performance?days=30&parentId=${parentId}`,
          headers: supervisor,
        }),
      );
      await waitFor('the computations to wait on the downtime lock', async () => {
        const waiting = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where relation = 'downtime'::regclass and not granted`,
        );
        return waiting.rows[0]!.n > 0;
      });

      const write = await t.app.inject({
        method: 'PATCH',
        url: `/api/work-orders/${orderId}`,
        headers: supervisor,
        payload: { description: 'Seal replaced, pump running again' },
      });
      expect(write.statusCode, write.body).toBe(200);

      await holder.query('rollback');
      const answers = await Promise.all(computations);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    } finally {
      await holder.end();
    }
  });
});
