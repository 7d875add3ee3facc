import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../test/http';
import {
  buildEquipment,
  buildLaborEntry,
  buildPart,
  buildPartsUsage,
  buildTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { spendingByEquipment } from './reports.repository';

const NOW = new Date('2026-05-15T12:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let supervisor: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
  supervisor = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
});
afterAll(() => t.close());

/**
 * Cost rows carry their order's equipment, planned flag and deletion (copied by the database,
 * migration 0013), so the cost analytics read no order: whatever changes the order through the
 * API, the spending follows.
 */
describe("spending follows its order's facts", () => {
  it('moves with the equipment, turns planned with the type and leaves with the deletion', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    const pump = await buildEquipment(t.db, { ...scope, assetTag: 'CF-PUMP' });
    const fan = await buildEquipment(t.db, { ...scope, assetTag: 'CF-FAN' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: supervisor,
      payload: {
        foNumber: 'WO-2026-501',
        description: 'Seal leaking on the cooling pump',
        type: 'corrective',
        equipmentId: pump.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ id: string; version: number }>();
    const part = await buildPart(t.db, { ...scope, unitCost: '12.50' });
    await buildLaborEntry(t.db, {
      ...scope,
      workOrderId: order.id,
      userId: tenant.technician.id,
      startedAt: new Date(NOW.getTime() - 2 * HOUR),
      minutes: 90,
    });
    await buildPartsUsage(t.db, {
      ...scope,
      workOrderId: order.id,
      partId: part.id,
      quantity: 2,
      unitCost: '12.50',
      createdAt: new Date(NOW.getTime() - HOUR),
    });
    const window = { warehouseId: tenant.main.id, from: new Date(NOW.getTime() - 24 * HOUR), to: NOW };
    const spent = async () =>
      (await spendingByEquipment(t.db, window)).map((s) => ({
        assetTag: s.asset_tag,
        laborMinutes: s.labor_minutes,
        partsCost: s.parts_cost,
        plannedLaborMinutes: s.planned_labor_minutes,
        plannedPartsCost: s.planned_parts_cost,
      }));
    const patch = async (version: number, payload: object) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/work-orders/${order.id}`,
        headers: { ...supervisor, 'if-match': String(version) },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ version: number }>().version;
    };

    const unplanned = { laborMinutes: 90, partsCost: 25, plannedLaborMinutes: 0, plannedPartsCost: 0 };
    expect(await spent()).toEqual([{ assetTag: 'CF-PUMP', ...unplanned }]);

    const moved = await patch(order.version, { equipmentId: fan.id });
    expect(await spent()).toEqual([{ assetTag: 'CF-FAN', ...unplanned }]);

    await patch(moved, { type: 'preventive' });
    expect(await spent()).toEqual([
      { assetTag: 'CF-FAN', laborMinutes: 90, partsCost: 25, plannedLaborMinutes: 90, plannedPartsCost: 25 },
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${order.id}`,
      headers: manager,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await spent()).toEqual([]);
  });
});
