import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrder, ReorderSuggestion } from '../../../shared/schemas/purchasing';
import type { StockMovement } from '../../../shared/schemas/parts';
import { auditLog, mailMessages, notifications, vendors } from '../../db/schema';
import { buildPart, buildTenant, buildWorkOrder } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { pdfPageTexts } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let tech: Record<string, string>;
let northTech: Record<string, string>;
let scope: { organizationId: string; warehouseId: string };

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  northTech = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
});
afterAll(() => t.close());

let serial = 0;
async function vendor(name = `Bearing Supply ${(serial += 1)}`) {
  const [row] = await t.db
    .insert(vendors)
    .values({ ...scope, name })
    .returning();
  return row!;
}

/** A draft of one line, made through the API. */
async function draft(lines: { partId: string; quantity: number; unitPrice?: string }[], vendorId?: string) {
  const response = await inject('POST', '/api/purchase-orders', sup, {
    vendorId: vendorId ?? (await vendor()).id,
    lines,
  });
  expect(response.statusCode).toBe(201);
  return response.json<PurchaseOrder>();
}

/** A draft taken through submit (as the supervisor, within their limit) and marked ordered. */
async function ordered(lines: { partId: string; quantity: number; unitPrice?: string }[]) {
  const order = await draft(lines);
  expect((await inject('POST', `/api/purchase-orders/${order.id}/submit`, sup)).json().status).toBe(
    'approved',
  );
  const marked = await inject('POST', `/api/purchase-orders/${order.id}/order`, sup);
  expect(marked.json().status).toBe('ordered');
  return marked.json<PurchaseOrder>();
}

const receive = (order: PurchaseOrder, quantity: number, who = tech) =>
  inject('POST', `/api/purchase-orders/${order.id}/receipts`, who, {
    lines: [{ lineId: order.lines[0]!.id, quantity }],
  });

const partNow = async (id: string) => (await inject('GET', `/api/parts/${id}`, sup)).json();

describe('purchase orders', () => {
  it('numbers drafts PO-{year}-{sequence} per warehouse and prices lines from the vendor list', async () => {
    const supplier = await vendor();
    const part = await buildPart(t.db, { ...scope, unitCost: '8.40' });
    const quoted = await inject('PUT', `/api/parts/${part.id}/vendors`, sup, {
      vendors: [{ vendorId: supplier.id, vendorPartNumber: 'SKF-6204', unitPrice: '7.95', leadTimeDays: 4 }],
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual([
      {
        vendorId: supplier.id,
        vendorName: supplier.name,
        vendorPartNumber: 'SKF-6204',
        unitPrice: '7.95',
        leadTimeDays: 4,
        preferred: false,
      },
    ]);
    const first = await draft([{ partId: part.id, quantity: 12 }], supplier.id);
    t.clock.advance(60_000);
    const second = await draft([{ partId: part.id, quantity: 1, unitPrice: '9' }], supplier.id);
    const year = t.clock.now().getUTCFullYear();
    expect(first.number).toBe(`PO-${year}-0001`);
    expect(second.number).toBe(`PO-${year}-0002`);
    expect(first).toMatchObject({
      status: 'draft',
      currency: 'USD',
      total: '95.40',
      // Created in one write: its first version.
      version: 1,
      vendorName: supplier.name,
    });
    expect(first.lines).toMatchObject([
      {
        quantity: 12,
        unitPrice: '7.95',
        vendorPartNumber: 'SKF-6204',
        lineTotal: '95.40',
        receivedQuantity: 0,
      },
    ]);
    expect(second.lines[0]).toMatchObject({ unitPrice: '9.00', lineTotal: '9.00' });

    const listed = await inject('GET', `/api/purchase-orders?vendorId=${supplier.id}`, tech);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json().map((o: PurchaseOrder) => o.number)).toEqual([second.number, first.number]);
    expect((await inject('GET', `/api/purchase-orders/${first.id}`, northTech)).statusCode).toBe(404);
  });

  it('a supervisor cannot approve 1,500; a manager can, and is told it waits', async () => {
    const part = await buildPart(t.db, scope);
    const order = await draft([{ partId: part.id, quantity: 100, unitPrice: '15.00' }]);
    expect(order.total).toBe('1500.00');
    const submitted = await inject('POST', `/api/purchase-orders/${order.id}/submit`, sup);
    expect(submitted.json()).toMatchObject({ status: 'submitted', approvedAt: null });

    const refused = await inject('POST', `/api/purchase-orders/${order.id}/approve`, sup);
    expect(refused.statusCode).toBe(403);
    // The amount travels as a number each language formats (ADR 65); the English is unchanged.
    expect(refused.json()).toEqual({
      error: 'FORBIDDEN',
      code: 'purchasing.aboveApprovalLimit',
      params: { limit: 1000 },
      message:
        'This order is above your approval limit of 1,000.00: someone whose limit covers it must approve it',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.manager.id), eq(notifications.type, 'po_approval')));
    expect(told.map((n) => n.title)).toEqual([`${order.number} waits for your approval`]);
    // Mailed to those whose limit covers it; kept as not sent, as this server has no mail server.
    const mailed = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, `${order.number} waits for your approval`));
    const addresses = mailed.map((mail) => mail.toAddress);
    expect(addresses).toContain(tenant.manager.email);
    expect(addresses).not.toContain(tenant.supervisor.email);
    expect(mailed.every((mail) => mail.kind === 'purchase_order.approval' && mail.state === 'not_sent')).toBe(
      true,
    );
    expect(mailed[0]!.body).toContain("is above the submitter's approval limit");

    const approved = await inject('POST', `/api/purchase-orders/${order.id}/approve`, manager);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedByName: expect.any(String) });
    const again = await inject('POST', `/api/purchase-orders/${order.id}/approve`, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a submitted order can be approved');
    expect((await inject('POST', `/api/purchase-orders/${order.id}/approve`, tech)).statusCode).toBe(403);
  });

  it('mails the approval request in each approver’s language (issue 29 §2)', async () => {
    const language = await inject('PUT', '/api/profiles/me/language', manager, { locale: 'de' });
    expect(language.statusCode).toBe(200);
    const part = await buildPart(t.db, scope);
    const order = await draft([{ partId: part.id, quantity: 100, unitPrice: '15.00' }]);
    expect((await inject('POST', `/api/purchase-orders/${order.id}/submit`, sup)).statusCode).toBe(200);

    const mail = (
      await t.db
        .select()
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.toAddress, tenant.manager.email),
            eq(mailMessages.kind, 'purchase_order.approval'),
          ),
        )
    ).find((m) => m.body.includes(order.number));
    expect(mail?.subject).toBe(`${order.number} wartet auf Ihre Freigabe`);
    expect(mail?.body).toBe(
      `Die Bestellung ${order.number} an ${order.vendorName} über 1,500.00 USD wurde eingereicht und liegt über ` +
        'der Freigabegrenze der einreichenden Person.\n\nÖffnen Sie Einkauf in Fieldwork, um sie freizugeben oder zu stornieren.',
    );
    await inject('PUT', '/api/profiles/me/language', manager, { locale: 'en' });
  });

  it('changes only a draft, and cancels only before anything is received', async () => {
    const part = await buildPart(t.db, scope);
    const order = await ordered([{ partId: part.id, quantity: 4 }]);
    const edit = await inject('PATCH', `/api/purchase-orders/${order.id}`, sup, { notes: 'Gate 2' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      error: 'CONFLICT',
      code: 'purchasing.onlyDraftChanged',
      params: { status: 'ordered' },
      message: 'Only a draft can be changed: the order is ordered',
    });
    expect((await receive(order, 1)).statusCode).toBe(201);
    const cancel = await inject('POST', `/api/purchase-orders/${order.id}/cancel`, sup);
    expect(cancel.statusCode).toBe(409);
    // The status travels as its code, which each language words ("partially received").
    expect(cancel.json()).toMatchObject({
      code: 'purchasing.noLongerCancelled',
      params: { status: 'partially_received' },
      message: 'This order can no longer be cancelled: the order is partially received',
    });
    expect((await inject('POST', `/api/purchase-orders/${order.id}/close`, sup)).json().status).toBe(
      'closed',
    );

    const empty = await inject('POST', '/api/purchase-orders', sup, { vendorId: (await vendor()).id });
    const noted = await inject('PATCH', `/api/purchase-orders/${empty.json().id}`, sup, { notes: 'Gate 2' });
    expect(noted.json().notes).toBe('Gate 2');
    const cleared = await inject('PATCH', `/api/purchase-orders/${empty.json().id}`, sup, { notes: '' });
    expect(cleared.json()).toMatchObject({ notes: null, version: 3 });
    const submit = await inject('POST', `/api/purchase-orders/${empty.json().id}/submit`, sup);
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe('Add at least one line before submitting the order');
    expect((await inject('DELETE', `/api/purchase-orders/${empty.json().id}`, sup)).statusCode).toBe(204);
    expect((await inject('GET', `/api/purchase-orders/${empty.json().id}`, sup)).statusCode).toBe(404);
  });
});

describe('the PO document', () => {
  it('prints 25 lines an A4 page with the vendor, ship-to, lines, total and approver', async () => {
    const [supplier] = await t.db
      .insert(vendors)
      .values({
        ...scope,
        name: 'Nordic Bearings AB',
        contactPerson: 'Ingrid Holm',
        address: 'Industrigatan 4, 41104 Göteborg',
        email: 'orders@nordic.example',
      })
      .returning();
    const lines = [];
    for (let n = 1; n <= 30; n += 1) {
      const part = await buildPart(t.db, { ...scope, name: `Bearing 62${String(n).padStart(2, '0')}` });
      lines.push({ partId: part.id, quantity: n, unitPrice: '1234.50' });
    }
    const order = await draft(lines, supplier!.id);
    await inject('POST', `/api/purchase-orders/${order.id}/submit`, sup);
    // 574,042.50 is above a manager's limit: the admin's covers any amount.
    const admin = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
    const approved = await inject('POST', `/api/purchase-orders/${order.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);

    const response = await inject('GET', `/api/purchase-orders/${order.id}/document.pdf`, tech);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${order.number}.pdf"`);
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain(order.number);
      expect(page).toContain('Nordic Bearings AB');
      expect(page).toContain('Attn. Ingrid Holm');
      expect(page).toContain('Main Plant');
    }
    expect(pages[0]).toContain('Bearing 6225');
    expect(pages[0]).not.toContain('Bearing 6226');
    expect(pages[1]).toContain('Bearing 6230');
    // 1 + 2 + … + 30 = 465 units at 1,234.50.
    expect(pages[1]).toContain('Total 574,042.50 USD');
    expect(pages[1]).toContain(`Approved by ${approved.json().approvedByName as string} on `);
    expect(pages[1]).toContain(`${order.number} · page 2 of 2`);

    // Printed in the language of the person printing it (issue 29 §2).
    expect((await inject('PUT', '/api/profiles/me/language', tech, { locale: 'de' })).statusCode).toBe(200);
    const german = await pdfPageTexts(
      (await inject('GET', `/api/purchase-orders/${order.id}/document.pdf`, tech)).rawPayload,
    );
    expect(german[0]).toContain('Bestellung');
    expect(german[0]).toContain('Genehmigt · vom');
    expect(german[0]).toContain('z. Hd. Ingrid Holm');
    expect(german[0]).toContain('Teilenummer');
    expect(german[1]).toContain('Summe 574.042,50 USD');
    expect(german[1]).toContain(`${order.number} · Seite 2 von 2`);
    await inject('PUT', '/api/profiles/me/language', tech, { locale: 'en' });
    expect((await inject('GET', `/api/purchase-orders/${order.id}/document.pdf`, northTech)).statusCode).toBe(
      404,
    );
  });
});

describe('receiving', () => {
  it('receives 6 of 10 then 4: received, stock +10, two costed ledger rows and the average to the cent', async () => {
    // 10 in stock at 5.00; 10 ordered at 7.33.
    // After 6: (10 × 5.00 + 6 × 7.33) / 16 = 93.98 / 16 = 5.87375 → 5.87.
    // After 4 more: (16 × 5.87 + 4 × 7.33) / 20 = 123.24 / 20 = 6.162 → 6.16.
    const part = await buildPart(t.db, { ...scope, unitCost: '5.00', stockLevel: 10, reorderPoint: 2 });
    const order = await ordered([{ partId: part.id, quantity: 10, unitPrice: '7.33' }]);

    const first = await receive(order, 6);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'partially_received', lines: [{ receivedQuantity: 6 }] });
    expect(await partNow(part.id)).toMatchObject({ stockLevel: 16, unitCost: '5.87' });

    const second = await receive(order, 4);
    expect(second.json()).toMatchObject({ status: 'received', lines: [{ receivedQuantity: 10 }] });
    expect(second.json().receivedAt).not.toBeNull();
    expect(await partNow(part.id)).toMatchObject({ stockLevel: 20, unitCost: '6.16' });

    const ledger = (await inject('GET', `/api/parts/${part.id}/movements`, sup)).json<StockMovement[]>();
    expect(
      ledger.slice(0, 2).map((m) => [m.kind, m.quantityDelta, m.stockAfter, m.unitCost, m.reason]),
    ).toEqual([
      ['receive', 4, 20, '7.33', `Received on ${order.number}`],
      ['receive', 6, 16, '7.33', `Received on ${order.number}`],
    ]);

    const over = await receive(order, 1);
    expect(over.statusCode).toBe(409);
  });

  it('refuses to receive more than ordered unless the line allows it', async () => {
    const part = await buildPart(t.db, scope);
    const order = await ordered([{ partId: part.id, quantity: 3 }]);
    const over = await receive(order, 4);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`Only 3 of ${part.partNumber} remain to be received on ${order.number}`);
    const empty = await inject('POST', `/api/purchase-orders/${order.id}/receipts`, tech, { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'purchasing.receiveAtLeastOne',
      message: 'Receive at least one line',
      details: [
        { path: 'lines', code: 'purchasing.receiveAtLeastOne', message: 'Receive at least one line' },
      ],
    });

    const boxed = await draft([{ partId: part.id, quantity: 3 }]);
    await inject('PATCH', `/api/purchase-orders/${boxed.id}`, sup, {
      lines: [{ partId: part.id, quantity: 3, allowOverReceipt: true }],
    });
    await inject('POST', `/api/purchase-orders/${boxed.id}/submit`, sup);
    const sent = (await inject('POST', `/api/purchase-orders/${boxed.id}/order`, sup)).json<PurchaseOrder>();
    const taken = await receive(sent, 5);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ status: 'received', lines: [{ receivedQuantity: 5 }] });
  });

  it('20 people receiving the same line at once never take in more than ordered', async () => {
    const part = await buildPart(t.db, { ...scope, stockLevel: 0, unitCost: '0.00' });
    const order = await ordered([{ partId: part.id, quantity: 10, unitPrice: '2.50' }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(order, 1)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    const after = (await inject('GET', `/api/purchase-orders/${order.id}`, sup)).json<PurchaseOrder>();
    expect(after.lines[0]!.receivedQuantity).toBe(10);
    expect(after.status).toBe('received');
    expect(await partNow(part.id)).toMatchObject({ stockLevel: 10, unitCost: '2.50' });
  });

  it('a reversed receipt gives back the stock and the cost, by a counter-movement, once', async () => {
    const part = await buildPart(t.db, { ...scope, unitCost: '5.00', stockLevel: 10 });
    const order = await ordered([{ partId: part.id, quantity: 10, unitPrice: '7.33' }]);
    const received = (await receive(order, 6)).json<PurchaseOrder>();
    const receiptId = received.receipts[0]!.id;

    expect(
      (await inject('POST', `/api/purchase-orders/${order.id}/receipts/${receiptId}/reverse`, tech))
        .statusCode,
    ).toBe(403);
    const reversed = await inject(
      'POST',
      `/api/purchase-orders/${order.id}/receipts/${receiptId}/reverse`,
      sup,
    );
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ status: 'ordered', lines: [{ receivedQuantity: 0 }] });
    expect(reversed.json().receipts[0].reversedAt).not.toBeNull();
    expect(await partNow(part.id)).toMatchObject({ stockLevel: 10, unitCost: '5.00' });
    const ledger = (await inject('GET', `/api/parts/${part.id}/movements`, sup)).json<StockMovement[]>();
    expect(ledger.slice(0, 2).map((m) => [m.quantityDelta, m.stockAfter, m.reason])).toEqual([
      [-6, 10, `Receipt reversed on ${order.number}`],
      [6, 16, `Received on ${order.number}`],
    ]);
    const twice = await inject('POST', `/api/purchase-orders/${order.id}/receipts/${receiptId}/reverse`, sup);
    expect(twice.statusCode).toBe(409);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['created', 'approved', 'ordered', 'received', 'receipt_reversed']),
    );
  });

  it('a part used after receipts is costed at its average cost', async () => {
    const part = await buildPart(t.db, { ...scope, unitCost: '5.00', stockLevel: 10 });
    const order = await ordered([{ partId: part.id, quantity: 10, unitPrice: '7.33' }]);
    await receive(order, 6);
    await receive(order, 4);
    const job = await buildWorkOrder(t.db, {
      ...scope,
      status: 'in_progress',
      assignedTo: tenant.technician.id,
    });
    const used = await inject('POST', `/api/work-orders/${job.id}/parts-usage`, tech, {
      partId: part.id,
      quantity: 3,
    });
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({ quantity: 3, unitCost: '6.16' });
  });
});

describe('reorder list', () => {
  it('suggests parts at their reorder point by preferred vendor, until an open order covers them', async () => {
    const zeta = await vendor('Zeta Fasteners');
    const alpha = await vendor('Alpha Seals');
    const seal = await buildPart(t.db, {
      ...scope,
      name: 'Shaft seal',
      stockLevel: 1,
      reorderPoint: 2,
      reorderQuantity: 10,
      vendorId: alpha.id,
      vendor: alpha.name,
    });
    const bolt = await buildPart(t.db, {
      ...scope,
      name: 'Hex bolt M12',
      stockLevel: 0,
      reorderPoint: 50,
      maxStock: 200,
      vendorId: zeta.id,
      vendor: zeta.name,
    });
    await buildPart(t.db, { ...scope, name: 'Plenty', stockLevel: 40, reorderPoint: 2 });
    await inject('PUT', `/api/parts/${seal.id}/vendors`, sup, {
      vendors: [{ vendorId: alpha.id, vendorPartNumber: 'AS-77', unitPrice: '3.20', leadTimeDays: 7 }],
    });

    const mine = async (query = '') => {
      const response = await inject('GET', `/api/purchasing/reorder-suggestions${query}`, sup);
      expect(response.statusCode).toBe(200);
      return response.json<ReorderSuggestion[]>().filter((s) => s.partId === seal.id || s.partId === bolt.id);
    };
    expect(await mine()).toMatchObject([
      {
        partId: seal.id,
        vendorName: 'Alpha Seals',
        suggestedQuantity: 10,
        unitPrice: '3.20',
        vendorPartNumber: 'AS-77',
        leadTimeDays: 7,
      },
      { partId: bolt.id, vendorName: 'Zeta Fasteners', suggestedQuantity: 200, unitPrice: '8.40' },
    ]);
    expect((await inject('GET', '/api/purchasing/reorder-suggestions', tech)).statusCode).toBe(403);

    const cover = await draft([{ partId: bolt.id, quantity: 200 }], zeta.id);
    expect((await mine()).map((s) => s.partId)).toEqual([seal.id]);
    // Cancelled, the order no longer covers the bolts.
    await inject('POST', `/api/purchase-orders/${cover.id}/cancel`, sup);
    expect((await mine()).map((s) => s.partId)).toEqual([seal.id, bolt.id]);
    await draft([{ partId: bolt.id, quantity: 200 }], zeta.id);

    // Without a preferred vendor, first in the list: the planner chooses one.
    const gasket = await buildPart(t.db, { ...scope, name: 'Gasket', stockLevel: 0, reorderPoint: 4 });
    const all = (await inject('GET', '/api/purchasing/reorder-suggestions', sup)).json<ReorderSuggestion[]>();
    expect(all[0]).toMatchObject({ partId: gasket.id, vendorId: null, suggestedQuantity: 5 });
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await inject(
        'GET',
        `/api/purchasing/reorder-suggestions?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        sup,
      );
      expect(page.headers['x-total-count']).toBe(String(all.length));
      paged.push(...page.json<ReorderSuggestion[]>().map((s) => s.partId));
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(paged).toEqual(all.map((s) => s.partId));
    const broken = await inject('GET', '/api/purchasing/reorder-suggestions?cursor=eyJ4IjoxfQ', sup);
    expect(broken.statusCode).toBe(400);
  });
});
