import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, parts, stockMovements } from '../../db/schema';
import { buildPart, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
let manager: Record<string, string>;
let northTech: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
});
afterAll(() => t.close());

const newPart = (overrides: Record<string, unknown> = {}) => ({
  name: 'V-belt SPA 1250',
  partNumber: `VB-${Math.random().toString(36).slice(2, 8)}`,
  description: 'Drive belt for the infeed conveyor',
  category: 'mechanical',
  unitCost: '12.5',
  stockLevel: 8,
  reorderPoint: 3,
  location: 'Aisle 2 / Bin 4',
  warehouseId: tenant.north.id,
  ...overrides,
});

describe('parts CRUD', () => {
  it('creates with the session warehouse, "each", a two-decimal cost and an opening-stock ledger row', async () => {
    const response = await inject('POST', '/api/parts', sup, newPart({ partNumber: 'VB-1250' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      partNumber: 'VB-1250',
      unitOfMeasure: 'each',
      unitCost: '12.50',
      stockLevel: 8,
      warehouseId: tenant.main.id,
    });
    const ledger = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.partId, response.json().id));
    expect(ledger.map((m) => [m.kind, m.quantityDelta, m.stockAfter, m.reason])).toEqual([
      ['receive', 8, 8, 'Opening stock'],
    ]);
    const duplicate = await inject('POST', '/api/parts', sup, newPart({ partNumber: 'vb-1250' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Part number vb-1250 is already used in this warehouse');
  });

  it('applies the form’s defaults and messages', async () => {
    const minimal = await inject('POST', '/api/parts', sup, { name: 'Cable tie', partNumber: 'CT-100' });
    expect(minimal.json()).toMatchObject({
      category: 'general',
      unitCost: '0.00',
      stockLevel: 0,
      reorderPoint: 0,
    });
    const bad = await inject('POST', '/api/parts', sup, {
      name: '',
      partNumber: '',
      unitCost: '-1',
      stockLevel: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Name is required',
      'Part number is required',
      'Unit cost must be an amount of 0 or more, with at most 2 decimals',
      'Stock level must be a whole number',
    ]);
  });

  it('lists with search, category and low-stock filters, and answers the tiles in SQL', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    await buildPart(t.db, {
      ...scope,
      partNumber: 'FLT-1',
      name: 'Hydraulic filter',
      category: 'hydraulic',
      stockLevel: 1,
      reorderPoint: 2,
      unitCost: '40.00',
    });
    await buildPart(t.db, {
      ...scope,
      partNumber: 'FUSE-1',
      name: 'Fuse 10 A',
      category: 'electrical',
      stockLevel: 0,
      reorderPoint: 5,
      unitCost: '1.20',
    });
    await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.north.id,
      partNumber: 'N-1',
      name: 'North only',
    });
    const numbers = async (query: string) =>
      (await inject('GET', `/api/parts?${query}`, tech))
        .json()
        .map((p: { partNumber: string }) => p.partNumber);
    expect(await numbers('category=hydraulic')).toEqual(['FLT-1']);
    expect(await numbers('q=fuse')).toEqual(['FUSE-1']);
    expect(await numbers('lowStock=true')).toEqual(expect.arrayContaining(['FLT-1', 'FUSE-1', 'CT-100']));
    expect(await numbers('q=north')).toEqual([]);

    const summary = (await inject('GET', '/api/parts/summary', tech)).json();
    const live = await t.db.select().from(parts).where(eq(parts.warehouseId, tenant.main.id));
    const value = live
      .filter((p) => !p.deletedAt)
      .reduce((sum, p) => sum + p.stockLevel * Number(p.unitCost), 0);
    expect(summary).toMatchObject({
      totalParts: live.length,
      lowStockItems: live.filter((p) => p.stockLevel <= p.reorderPoint).length,
      outOfStockItems: live.filter((p) => p.stockLevel <= 0).length,
      totalValue: value.toFixed(2),
    });
    expect(summary.categories).toEqual(['electrical', 'general', 'hydraulic', 'mechanical']);
  });

  it('updates with If-Match; a stock change on the form becomes a count in the ledger', async () => {
    const part = (await inject('POST', '/api/parts', sup, newPart())).json();
    const updated = await inject(
      'PATCH',
      `/api/parts/${part.id}`,
      { ...sup, 'if-match': '1' },
      { location: 'Aisle 9', stockLevel: 5 },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ location: 'Aisle 9', stockLevel: 5 });
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.partId, part.id));
    expect(ledger.map((m) => [m.kind, m.quantityDelta, m.stockAfter])).toEqual([
      ['receive', 8, 8],
      ['count', -3, 5],
    ]);
    const stale = await inject(
      'PATCH',
      `/api/parts/${part.id}`,
      { ...sup, 'if-match': '1' },
      { location: 'x' },
    );
    expect(stale.statusCode).toBe(409);
    expect((await inject('PATCH', `/api/parts/${part.id}`, tech, { location: 'x' })).statusCode).toBe(403);
  });

  it('keeps a reorder quantity and a maximum stock, none by default, the maximum never below the reorder point', async () => {
    const plain = (await inject('POST', '/api/parts', sup, newPart())).json();
    expect(plain).toMatchObject({ reorderQuantity: null, maxStock: null });

    const created = await inject('POST', '/api/parts', sup, newPart({ reorderQuantity: 10, maxStock: 40 }));
    expect(created.statusCode).toBe(201);
    const part = created.json();
    expect(part).toMatchObject({ reorderPoint: 3, reorderQuantity: 10, maxStock: 40 });
    expect((await inject('GET', `/api/parts/${part.id}`, tech)).json()).toMatchObject({
      reorderQuantity: 10,
      maxStock: 40,
    });

    const updated = await inject('PATCH', `/api/parts/${part.id}`, sup, { reorderQuantity: 12, maxStock: 3 });
    expect(updated.json()).toMatchObject({ reorderQuantity: 12, maxStock: 3, version: part.version + 1 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, part.id), eq(auditLog.action, 'updated')));
    expect(audited?.changes).toEqual({
      reorderQuantity: { from: 10, to: 12 },
      maxStock: { from: 40, to: 3 },
    });
    const cleared = await inject('PATCH', `/api/parts/${part.id}`, sup, {
      reorderQuantity: null,
      maxStock: null,
    });
    expect(cleared.json()).toMatchObject({ reorderQuantity: null, maxStock: null });

    const tooFew = await inject('POST', '/api/parts', sup, newPart({ reorderQuantity: 0, maxStock: 2 }));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().details).toMatchObject([
      { path: 'reorderQuantity', message: 'Reorder quantity must be at least 1' },
      { path: 'maxStock', message: 'Maximum stock must be at least the reorder point' },
    ]);

    // The body carries one figure; the other is the stored one (reorder point 3, then maximum 5).
    await inject('PATCH', `/api/parts/${part.id}`, sup, { maxStock: 5 });
    for (const body of [{ maxStock: 2 }, { reorderPoint: 6 }]) {
      const refused = await inject('PATCH', `/api/parts/${part.id}`, sup, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'VALIDATION_FAILED',
        code: 'part.maxStockBelowReorderPoint',
        message: 'Maximum stock must be at least the reorder point',
        details: [
          {
            path: 'maxStock',
            code: 'part.maxStockBelowReorderPoint',
            message: 'Maximum stock must be at least the reorder point',
          },
        ],
      });
    }
    const kept = (await inject('GET', `/api/parts/${part.id}`, tech)).json();
    expect(kept).toMatchObject({ reorderPoint: 3, maxStock: 5, version: part.version + 3 });
  });

  it('soft-deletes for managers; other warehouses get 404', async () => {
    const part = (await inject('POST', '/api/parts', sup, newPart())).json();
    expect((await inject('GET', `/api/parts/${part.id}`, northTech)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', `/api/parts/${part.id}/adjustments`, northTech, {
          kind: 'receive',
          quantity: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/parts/${part.id}`, sup)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/parts/${part.id}`, manager)).statusCode).toBe(204);
    expect((await inject('GET', `/api/parts/${part.id}`, sup)).statusCode).toBe(404);
  });
});

describe('stock adjustments and the ledger', () => {
  it('receives, adjusts and counts, never below zero, with who, when and why', async () => {
    const part = (
      await inject('POST', '/api/parts', sup, newPart({ stockLevel: 4, reorderPoint: 0 }))
    ).json();
    const adjust = (body: object) => inject('POST', `/api/parts/${part.id}/adjustments`, sup, body);
    expect((await adjust({ kind: 'receive', quantity: 6, reason: 'PO 4471' })).json()).toMatchObject({
      kind: 'receive',
      quantityDelta: 6,
      stockAfter: 10,
      reason: 'PO 4471',
      userId: tenant.supervisor.id,
    });
    expect(
      (await adjust({ kind: 'adjust', quantity: -2, reason: 'Damaged in store' })).json().stockAfter,
    ).toBe(8);
    expect((await adjust({ kind: 'count', quantity: 7, reason: 'Cycle count' })).json()).toMatchObject({
      quantityDelta: -1,
      stockAfter: 7,
    });
    const below = await adjust({ kind: 'adjust', quantity: -8, reason: 'Oops' });
    expect(below.statusCode).toBe(409);
    // Codes and params with the English (ADR 65): a refusal, then a validation error.
    expect(below.json()).toMatchObject({
      error: 'CONFLICT',
      code: 'part.belowZero',
      params: { count: 7 },
      message: 'Only 7 in stock: the adjustment would take it below zero',
    });
    const noReason = await adjust({ kind: 'receive', quantity: 1, reason: '' });
    expect(noReason.json().message).toBe('Give a reason for the adjustment');
    const zero = await adjust({ kind: 'receive', quantity: 0, reason: 'x' });
    expect(zero.json()).toMatchObject({
      code: 'part.receiveAtLeastOne',
      message: 'Received quantity must be at least 1',
    });

    const history = (await inject('GET', `/api/parts/${part.id}/movements`, tech)).json();
    expect(history.map((m: { kind: string; stockAfter: number }) => `${m.kind}:${m.stockAfter}`)).toEqual([
      'count:7',
      'adjust:8',
      'receive:10',
      'receive:4',
    ]);
    expect(history[0].userName).toBe(`${tenant.supervisor.firstName} ${tenant.supervisor.lastName}`);
  });

  it('never loses an update or goes negative under concurrent adjustments', async () => {
    const part = (
      await inject('POST', '/api/parts', sup, newPart({ stockLevel: 10, reorderPoint: 0 }))
    ).json();
    const moves = [...Array.from({ length: 15 }, () => -1), ...Array.from({ length: 10 }, () => 2)];
    const responses = await Promise.all(
      moves.map((quantity) =>
        inject('POST', `/api/parts/${part.id}/adjustments`, sup, {
          kind: 'adjust',
          quantity,
          reason: 'race',
        }),
      ),
    );
    const applied = moves.filter((_, i) => responses[i]!.statusCode === 201);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const [row] = await t.db.select().from(parts).where(eq(parts.id, part.id));
    expect(row!.stockLevel).toBe(10 + applied.reduce((a, b) => a + b, 0));
    expect(row!.stockLevel).toBeGreaterThanOrEqual(0);
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.partId, part.id));
    expect(ledger).toHaveLength(1 + applied.length);
  });

  it('tells planners once per crossing of the reorder point', async () => {
    const part = (
      await inject(
        'POST',
        '/api/parts',
        sup,
        newPart({ name: 'Grease cartridge', stockLevel: 6, reorderPoint: 3 }),
      )
    ).json();
    const crossings = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.type, 'part_low_stock'), eq(notifications.userId, tenant.supervisor.id)),
          )
      ).filter((n) => (n.data as { partId?: string } | null)?.partId === part.id).length;
    const adjust = (quantity: number) =>
      inject('POST', `/api/parts/${part.id}/adjustments`, sup, { kind: 'adjust', quantity, reason: 'use' });
    await adjust(-2);
    expect(await crossings()).toBe(0);
    await adjust(-1);
    expect(await crossings()).toBe(1);
    await adjust(-1);
    expect(await crossings()).toBe(1);
    await inject('POST', `/api/parts/${part.id}/adjustments`, sup, {
      kind: 'receive',
      quantity: 10,
      reason: 'restock',
    });
    await adjust(-10);
    expect(await crossings()).toBe(2);
    // Raising the reorder point above the stock is a crossing too.
    const other = (
      await inject('POST', '/api/parts', sup, newPart({ stockLevel: 5, reorderPoint: 1 }))
    ).json();
    await inject('PATCH', `/api/parts/${other.id}`, sup, { reorderPoint: 6 });
    const raised = (
      await t.db.select().from(notifications).where(eq(notifications.type, 'part_low_stock'))
    ).filter((n) => (n.data as { partId?: string } | null)?.partId === other.id);
    expect(raised.length).toBeGreaterThan(0);
  });
});
