import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchasingAnalytics } from '../../../shared/schemas/analytics';
import type { PurchaseOrder } from '../../../shared/schemas/purchasing';
import { vendors, warehouses } from '../../db/schema';
import { buildPart, buildTenant } from '../../test/factories';
import { signIn } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The analytics are read at NOW over the last 30 days: 15 Apr 12:00 to 15 May 12:00 (UTC). */
const NOW = new Date('2026-05-15T12:00:00Z');
const URL = '/api/analytics/purchasing?days=30';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let acme: { id: string; name: string };
let bolt: { id: string; name: string };
let b1: PurchaseOrder;
let b2: PurchaseOrder;

type Line = { partId: string; quantity: number; unitPrice: string };

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

/**
 * Moves the clock to `iso` and signs `who` in there (tokens live 15 minutes of the app's clock),
 * working in `warehouseId` when given.
 */
async function at(iso: string, who: { email: string; password: string }, warehouseId?: string) {
  t.clock.set(new Date(iso));
  return signIn(t.app, who, warehouseId);
}

/** A draft submitted within the submitter's limit (so approved) and, unless told not to, marked ordered. */
async function order(
  headers: Record<string, string>,
  input: { vendorId: string; lines: Line[]; expectedDate?: string },
  markOrdered = true,
) {
  const draft = await send('POST', '/api/purchase-orders', headers, input);
  expect(draft.statusCode, draft.body).toBe(201);
  const { id } = draft.json<PurchaseOrder>();
  expect((await send('POST', `/api/purchase-orders/${id}/submit`, headers)).json().status).toBe('approved');
  if (!markOrdered) return draft.json<PurchaseOrder>();
  const ordered = await send('POST', `/api/purchase-orders/${id}/order`, headers);
  expect(ordered.json().status).toBe('ordered');
  return ordered.json<PurchaseOrder>();
}

/** Takes in `quantities[i]` of the order's line i; answers the order as it then stands. */
async function receive(headers: Record<string, string>, po: PurchaseOrder, quantities: number[]) {
  const lines = quantities.map((quantity, index) => ({ lineId: po.lines[index]!.id, quantity }));
  const response = await send('POST', `/api/purchase-orders/${po.id}/receipts`, headers, { lines });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PurchaseOrder>();
}

async function vendorOf(scope: { organizationId: string; warehouseId: string }, name: string) {
  const [row] = await t.db
    .insert(vendors)
    .values({ ...scope, name })
    .returning();
  return row!;
}

async function analytics(who = tenant.supervisor) {
  const response = await send('GET', URL, await signIn(t.app, who));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PurchasingAnalytics>();
}

/**
 * Main's history, by the app's clock. Main keeps Auckland's calendar (UTC+12 in April and May),
 * so lead times count its days: A2, ordered 28 Apr 15:00 UTC, was ordered on 29 Apr there.
 *
 * - A0 (Acme): 1 × 40.00, received in full on 10 Mar, before the period (March's spend only).
 * - A1 (Acme): 10 × 5.00 + 4 × 12.50, ordered 20 Apr (22:00 there), promised 25 Apr (5 days),
 *   all in on 24 Apr (4 days): 100.00 in April.
 * - A2 (Acme): 20 × 4.25, ordered 29 Apr there, promised 1 May (2 days), all in on 4 May
 *   (5 days, late): 85.00 in May.
 * - B1 (Bolt): 10 × 7.10 ordered 2 May; 6 received on 5 May and reversed on 6 May; 4 on 7 May:
 *   28.40 spent, 6 × 7.10 = 42.60 still to come.
 * - B3 (Bolt): 2 × 3.00 without a promised day, all in on 9 May: 6.00 spent, no lead time.
 * - B2 (Bolt): 3 × 2.33 ordered 10 May, nothing received: 6.99 to come.
 * - An approved order not yet sent (100.00) and a draft: no commitment.
 * - North's orders: one received in the period, one open; none of Main's figures.
 */
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-01T09:00:00Z') });
  tenant = await buildTenant(t.db);
  await t.db
    .update(warehouses)
    .set({ timezone: 'Pacific/Auckland' })
    .where(eq(warehouses.id, tenant.main.id));
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  acme = await vendorOf(main, 'Acme Bearings');
  bolt = await vendorOf(main, 'Bolt & Nut Co');
  const bearing = await buildPart(t.db, { ...main, unitCost: '5.00' });
  const seal = await buildPart(t.db, { ...main, unitCost: '12.50' });
  const { supervisor: sup, technician: tech } = tenant;

  const a0 = await order(await at('2026-03-02T09:00:00Z', sup), {
    vendorId: acme.id,
    lines: [{ partId: bearing.id, quantity: 1, unitPrice: '40.00' }],
    expectedDate: '2026-03-09',
  });
  await receive(await at('2026-03-10T09:00:00Z', tech), a0, [1]);

  const a1 = await order(await at('2026-04-20T10:00:00Z', sup), {
    vendorId: acme.id,
    lines: [
      { partId: bearing.id, quantity: 10, unitPrice: '5.00' },
      { partId: seal.id, quantity: 4, unitPrice: '12.50' },
    ],
    expectedDate: '2026-04-25',
  });
  expect((await receive(await at('2026-04-24T09:00:00Z', tech), a1, [10, 4])).status).toBe('received');

  const a2 = await order(await at('2026-04-28T15:00:00Z', sup), {
    vendorId: acme.id,
    lines: [{ partId: bearing.id, quantity: 20, unitPrice: '4.25' }],
    expectedDate: '2026-05-01',
  });
  b1 = await order(await at('2026-05-02T09:00:00Z', sup), {
    vendorId: bolt.id,
    lines: [{ partId: seal.id, quantity: 10, unitPrice: '7.10' }],
    expectedDate: '2026-05-12',
  });
  expect((await receive(await at('2026-05-04T08:00:00Z', tech), a2, [20])).status).toBe('received');

  const partly = await receive(await at('2026-05-05T09:00:00Z', tech), b1, [6]);
  const reversed = await send(
    'POST',
    `/api/purchase-orders/${b1.id}/receipts/${partly.receipts[0]!.id}/reverse`,
    await at('2026-05-06T09:00:00Z', sup),
  );
  expect(reversed.json().status).toBe('ordered');
  expect((await receive(await at('2026-05-07T09:00:00Z', tech), b1, [4])).status).toBe('partially_received');

  const b3 = await order(await at('2026-05-08T09:00:00Z', sup), {
    vendorId: bolt.id,
    lines: [{ partId: seal.id, quantity: 2, unitPrice: '3.00' }],
  });
  await receive(await at('2026-05-09T09:00:00Z', tech), b3, [2]);

  const later = await at('2026-05-10T09:00:00Z', sup);
  b2 = await order(later, {
    vendorId: bolt.id,
    lines: [{ partId: bearing.id, quantity: 3, unitPrice: '2.33' }],
  });
  await order(
    later,
    { vendorId: bolt.id, lines: [{ partId: bearing.id, quantity: 1, unitPrice: '100.00' }] },
    false,
  );
  expect(
    (
      await send('POST', '/api/purchase-orders', later, {
        vendorId: acme.id,
        lines: [{ partId: bearing.id, quantity: 50, unitPrice: '9.99' }],
      })
    ).statusCode,
  ).toBe(201);

  const admin = await at('2026-05-11T09:00:00Z', tenant.admin, tenant.north.id);
  const northVendor = await vendorOf(north, 'North Supply');
  const northPart = await buildPart(t.db, north);
  const northLine = { partId: northPart.id, quantity: 1, unitPrice: '999.00' };
  const received = await order(admin, {
    vendorId: northVendor.id,
    lines: [northLine],
    expectedDate: '2026-05-11',
  });
  await receive(admin, received, [1]);
  await order(admin, { vendorId: northVendor.id, lines: [northLine] });

  t.clock.set(NOW);
});
afterAll(() => t.close());

describe('GET /api/analytics/purchasing', () => {
  it('counts what was received in the period as spend, what is on order as commitments, and lead times', async () => {
    const figures = await analytics();
    expect(figures.period).toEqual({
      days: 30,
      from: '2026-04-15T12:00:00.000Z',
      to: '2026-05-15T12:00:00.000Z',
    });
    expect(figures.currency).toBe('USD');
    // Acme: A1 100.00 + A2 85.00 (A0 came in March). Bolt: B1's 4 × 7.10 (its reversed 6 do not
    // count) + B3's 6.00.
    expect(figures.spendByVendor).toEqual([
      { vendorId: acme.id, vendorName: 'Acme Bearings', spend: 185, orders: 2 },
      { vendorId: bolt.id, vendorName: 'Bolt & Nut Co', spend: 34.4, orders: 2 },
    ]);
    // The six trend months: A0 in March, A1 in April, A2, B1 and B3 in May (85 + 28.40 + 6).
    expect(figures.spendByMonth).toEqual([
      { month: '2025-12', spend: 0 },
      { month: '2026-01', spend: 0 },
      { month: '2026-02', spend: 0 },
      { month: '2026-03', spend: 40 },
      { month: '2026-04', spend: 100 },
      { month: '2026-05', spend: 119.4 },
    ]);
    // B1's 6 still to come (42.60) and B2's 3 × 2.33 (6.99), oldest first; not the approved
    // order nor the draft, not North's.
    expect(figures.openCommitments).toEqual({
      count: 2,
      value: 49.59,
      orders: [
        {
          purchaseOrderId: b1.id,
          number: b1.number,
          vendorName: 'Bolt & Nut Co',
          orderedAt: '2026-05-02T09:00:00.000Z',
          expectedDate: '2026-05-12',
          outstanding: 42.6,
        },
        {
          purchaseOrderId: b2.id,
          number: b2.number,
          vendorName: 'Bolt & Nut Co',
          orderedAt: '2026-05-10T09:00:00.000Z',
          expectedDate: null,
          outstanding: 6.99,
        },
      ],
    });
    // Acme's A1 (promised 5, took 4) and A2 (promised 2, took 5: late), in Auckland's days.
    // Bolt has no order all in with a promised day (B1 is partly in, B3 had none).
    expect(figures.leadTimes).toEqual([
      {
        vendorId: acme.id,
        vendorName: 'Acme Bearings',
        orders: 2,
        promisedDays: 3.5,
        actualDays: 4.5,
        lateCount: 1,
      },
    ]);
  });

  it('follows a delivery at once: purchasing changes clear the shared figures', async () => {
    await analytics();
    await receive(await signIn(t.app, tenant.technician), b2, [3]);
    const figures = await analytics();
    expect(figures.spendByVendor[1]).toEqual({
      vendorId: bolt.id,
      vendorName: 'Bolt & Nut Co',
      spend: 41.39,
      orders: 3,
    });
    expect(figures.spendByMonth.at(-1)).toEqual({ month: '2026-05', spend: 126.39 });
    expect(figures.openCommitments).toMatchObject({ count: 1, value: 42.6 });
    expect(figures.openCommitments.orders.map((o) => o.number)).toEqual([b1.number]);
  });

  it('answers zeros and empty lists for a warehouse that never bought anything', async () => {
    const other = await buildTenant(t.db);
    expect(await analytics(other.supervisor)).toMatchObject({
      currency: 'USD',
      spendByVendor: [],
      spendByMonth: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((month) => ({
        month,
        spend: 0,
      })),
      openCommitments: { count: 0, value: 0, orders: [] },
      leadTimes: [],
    });
  });

  it('is for supervisors and up, not technicians', async () => {
    const response = await send('GET', URL, await signIn(t.app, tenant.technician));
    expect(response.statusCode).toBe(403);
  });
});
