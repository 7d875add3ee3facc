import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '../db/schema';
import { buildEquipment, buildPart, buildTenant, buildWorkOrder } from './factories';
import { bearer, login } from './http';
import { multipart } from './multipart';
import { createTestApp, type TestApp } from './test-app';

/**
 * Crafted input that used to reach PostgreSQL and come back as a 500 (issue 9 §5): the
 * shared schemas refuse it with a message naming the field.
 */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const expectRefused = (response: { statusCode: number; json(): unknown }, message: string | RegExp) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: string; message: string };
  expect(body.error).toBe('VALIDATION_FAILED');
  expect(body.message).toMatch(message);
};

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-05-04T10:00:00Z') });
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
});
afterAll(() => t.close());

describe('text', () => {
  it('refuses a NUL character with a message naming the field', async () => {
    const response = await send('PATCH', '/api/profiles/me', sup, {
      firstName: 'a\u0000b',
      lastName: 'Smith',
    });
    expectRefused(response, 'First name must not contain control characters');
  });

  it('refuses a lone surrogate, which PostgreSQL cannot store as sent', async () => {
    const response = await send('POST', '/api/vendors', manager, { name: 'Acme \ud800 GmbH' });
    expectRefused(response, /^Name /);
  });

  it('refuses a location name past its bound and a parent id that is not a uuid', async () => {
    const long = await send('POST', '/api/locations', sup, { name: 'x'.repeat(201), code: 'LONG' });
    expectRefused(long, /^Location name /);
    const parent = await send('POST', '/api/locations', sup, { name: 'Line', code: 'L1', parentId: 'nope' });
    expect(parent.statusCode).toBe(400);
  });

  it('keeps line breaks in multi-line text', async () => {
    const order = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const response = await send('PATCH', `/api/work-orders/${order.id}`, sup, {
      notes: 'Line one\nLine two\ttabbed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().notes).toBe('Line one\nLine two\ttabbed');
  });

  it('refuses NUL in JSON objects stored as jsonb', async () => {
    const response = await send('POST', '/api/pm-templates', sup, {
      model: 'Pump',
      component: 'Seal',
      action: 'Inspect',
      customFields: { 'torque\u0000': 12 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses NUL in a search, which reaches a query', async () => {
    const response = await send('GET', `/api/parts?q=${encodeURIComponent('ab\u0000c')}`, sup);
    expectRefused(response, 'Search must not contain control characters');
  });
});

describe('integers', () => {
  it('refuses an adjustment past PostgreSQL integer range', async () => {
    const part = await buildPart(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const response = await send('POST', `/api/parts/${part.id}/adjustments`, sup, {
      kind: 'receive',
      quantity: 2147483648,
      reason: 'Delivery',
    });
    expectRefused(response, /^Quantity must be at most/);
  });

  it('refuses a receipt that would take the stock past what can be stored', async () => {
    const part = await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      stockLevel: 2_147_000_000,
    });
    const response = await send('POST', `/api/parts/${part.id}/adjustments`, sup, {
      kind: 'receive',
      quantity: 9_000_000,
      reason: 'Delivery',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cannot exceed/);
    const [row] = await t.db.select().from(parts).where(eq(parts.id, part.id));
    expect(row?.stockLevel).toBe(2_147_000_000);
  });

  it('refuses a checklist position past the integer range', async () => {
    const order = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const response = await send('POST', `/api/work-orders/${order.id}/checklist`, sup, {
      description: 'Check the seal',
      position: 2147483648,
    });
    expectRefused(response, /^Position must be at most/);
  });

  it('keeps adding steps after one at the last position', async () => {
    const order = await buildWorkOrder(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    const last = await send('POST', `/api/work-orders/${order.id}/checklist`, sup, {
      description: 'Sign the permit',
      position: 2147483647,
    });
    expect(last.statusCode).toBe(201);
    const next = await send('POST', `/api/work-orders/${order.id}/checklist`, sup, {
      description: 'Hand the plant back',
    });
    expect(next.statusCode).toBe(201);
    const list = await send('GET', `/api/work-orders/${order.id}/checklist`, sup);
    expect(list.json().map((s: { description: string }) => s.description)).toEqual([
      'Sign the permit',
      'Hand the plant back',
    ]);
  });

  it('answers the inventory value even when it is larger than a numeric(14,2)', async () => {
    await buildPart(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
      stockLevel: 10_000_000,
      unitCost: '99999999.99',
    });
    const response = await send('GET', '/api/parts/summary', sup);
    expect(response.statusCode).toBe(200);
    expect(response.json().totalValue).toMatch(/^\d{15,}\.\d\d$/);
  });
});

describe('dates', () => {
  it('refuses a due date outside the years PostgreSQL and ISO 8601 share', async () => {
    const response = await send('POST', '/api/work-orders', sup, {
      foNumber: 'WO-2026-951',
      description: 'Replace the drive belt',
      dueDate: '+010000-01-01T00:00:00Z',
    });
    expectRefused(response, /^Due date must be between/);
  });

  it('refuses an install date in year 0', async () => {
    const response = await send('POST', '/api/equipment', manager, {
      name: 'Pump',
      assetTag: 'EQ-Y0',
      model: 'CR 32',
      description: 'Cooling water',
      installDate: '0000-01-01',
    });
    expectRefused(response, /^Install date must be between/);
  });
});

describe('meters', () => {
  it('refuse a reading past what a meter stores, a text value and a name with NUL', async () => {
    const machine = await buildEquipment(t.db, {
      organizationId: tenant.org.id,
      warehouseId: tenant.main.id,
    });
    const created = await send('POST', `/api/equipment/${machine.id}/meters`, sup, {
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    const meterId = created.json().id as string;
    expectRefused(
      await send('POST', `/api/meters/${meterId}/readings`, sup, { value: 1e13 }),
      'Reading is too large',
    );
    expectRefused(
      await send('POST', `/api/meters/${meterId}/readings`, sup, { value: '12' }),
      'Reading must be a number',
    );
    expectRefused(
      await send('POST', `/api/meters/${meterId}/readings`, sup, {
        value: 1,
        readAt: '+010000-01-01T00:00:00Z',
      }),
      /^Read at must be between/,
    );
    expectRefused(
      await send('POST', `/api/equipment/${machine.id}/meters`, sup, {
        name: 'a\u0000b',
        unit: 'h',
        kind: 'gauge',
      }),
      'Meter name must not contain control characters',
    );
  });
});

describe('messages', () => {
  it("put the field in front of zod's own wording and keep the schemas' messages as they are", async () => {
    const login = await send('POST', '/api/auth/login', {}, { email: 'a@b.example', password: 12345 });
    expect(login.json().message).toBe('password: Invalid input: expected string, received number');
    const body = await send('PATCH', '/api/profiles/me', sup, ['not', 'an', 'object']);
    expect(body.json().message).toBe('body: Invalid input: expected object, received array');
    const vendor = await send('POST', '/api/vendors', manager, { name: 'Acme', email: 'nope' });
    expect(vendor.json().message).toBe('Invalid email format');
  });
});

describe('ids in queries', () => {
  it('refuses an analytics scope that is not an id, before it reaches a query', async () => {
    for (const url of [
      '/api/analytics/equipment-performance?locationId=line-1',
      '/api/analytics/equipment-performance/summary?parentId=1%27%20or%201=1',
      '/api/analytics/costs?locationId=%00',
    ]) {
      expectRefused(await send('GET', url, sup), 'Must be a valid id');
    }
  });
});

describe('multipart', () => {
  it('answers 400 to a multipart body without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...sup, 'content-type': 'multipart/form-data' },
      payload: 'file=abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('BAD_REQUEST');
  });

  it('never answers 5xx to an upload whose file name or context carries NUL', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const parts of [
      [{ name: 'file', fileName: 'pump\u0000.png', type: 'image/png', bytes: png }],
      [
        { name: 'context', value: '{"workOrderId":"\u0000"}' },
        { name: 'file', fileName: 'pump.png', type: 'image/png', bytes: png },
      ],
    ]) {
      const body = multipart(parts);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/attachments',
        headers: { ...sup, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
  });

  it('answers 400 to a multipart body cut short', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...sup, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
  });
});
