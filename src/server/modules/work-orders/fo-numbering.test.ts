import { readFileSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FO_SEQUENCE } from '../../../shared/work-order-rules';
import { foSequences } from '../../db/schema';
import {
  buildEquipment,
  buildTemplate,
  buildTenant,
  buildUser,
  buildWarehouse,
  buildWorkOrder,
} from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let tech: Record<string, string>;
let sup: Record<string, string>;
const year = new Date().getUTCFullYear();
const fo = (sequence: string) => `WO-${year}-${sequence}`;

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
});
afterAll(() => t.close());

/** A warehouse of its own (its numbering starts afresh) and a signed-in technician of it. */
async function technicianOfNewPlant(name: string) {
  const plant = await buildWarehouse(t.db, tenant.org.id, name);
  const person = await buildUser(t.db, {
    organizationId: tenant.org.id,
    warehouseIds: [plant.id],
    role: 'technician',
  });
  return { plant, headers: bearer((await login(t.app, person.email, person.password)).token) };
}

describe('FO numbers (issue 9 §2)', () => {
  it('refuses numbers outside the spec’s format with a message naming it', async () => {
    for (const foNumber of [fo('99999999999'), fo('0042'), fo('12'), 'FO-7', `WO-${year}-001-b`]) {
      const response = await inject('POST', '/api/work-orders', tech, {
        foNumber,
        description: 'Pump leaking at the mechanical seal',
      });
      expect(response.statusCode, foNumber).toBe(400);
      expect(response.json().details).toMatchObject([
        { path: 'foNumber', message: 'FO Number must look like WO-2026-001 (year, then 3 to 7 digits)' },
      ]);
    }
  });

  it('keeps numbering, follow-ups and the PM run working after a technician types a far-ahead number', async () => {
    const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
    // A number stored before the format was checked, and the largest one the format allows.
    await buildWorkOrder(t.db, { ...scope, foNumber: fo('99999999999') });
    const farAhead = await inject('POST', '/api/work-orders', tech, {
      foNumber: fo('9999999'),
      description: 'Typed a number far beyond the sequence',
    });
    expect(farAhead.statusCode).toBe(201);

    const next = await inject('GET', '/api/work-orders/next-fo-number', tech);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ foNumber: fo('001') });

    const order = await buildWorkOrder(t.db, {
      ...scope,
      foNumber: fo('001'),
      status: 'in_progress',
      assignedTo: tenant.technician.id,
    });
    const step = await inject('POST', `/api/work-orders/${order.id}/checklist`, tech, {
      description: 'Seal dry after ten minutes',
    });
    expect(step.statusCode).toBe(201);
    const failed = await inject('PATCH', `/api/work-orders/checklist/${step.json().id}`, tech, {
      status: 'failed',
      createFollowUp: true,
    });
    expect(failed.statusCode).toBe(200);
    const followUp = await inject('GET', `/api/work-orders/${failed.json().followUpWorkOrderId}`, tech);
    expect(followUp.json().foNumber).toBe(fo('002'));

    await buildTemplate(t.db, { ...scope, model: 'M-numbering', frequency: 'daily' });
    await buildEquipment(t.db, { ...scope, model: 'M-numbering' });
    const run = await inject('POST', '/api/pm-scheduler/run', sup);
    expect(run.statusCode).toBe(200);
    expect(run.json().workOrders.map((w: { foNumber: string }) => w.foNumber)).toEqual([fo('003')]);
    expect((await inject('GET', '/api/work-orders/next-fo-number', tech)).json()).toEqual({
      foNumber: fo('004'),
    });
  });

  it('never lets typed numbers move the suggestion past the next free number (issue 22 §7)', async () => {
    const { headers } = await technicianOfNewPlant('Typed Ahead Plant');
    const next = async () =>
      (await inject('GET', '/api/work-orders/next-fo-number', headers)).json<{ foNumber: string }>().foNumber;
    const create = async (sequence: string) => {
      const response = await inject('POST', '/api/work-orders', headers, {
        foNumber: fo(sequence),
        description: 'Numbered by hand, ahead of the suggestion',
      });
      expect(response.statusCode, sequence).toBe(201);
    };

    // Issue 22's attack, scaled down: each number typed 1,000 ahead of the last one moved the
    // suggestion with it, so 10,000 of them took every number of the year.
    for (let k = 1; k <= 12; k += 1) await create(String(1_000 * k));
    await create('9999999');
    expect(await next()).toBe(fo('001'));

    // Gaps below a typed number are suggested first, then the numbering steps over the taken run.
    await create('001');
    await create('003');
    await create('004');
    expect(await next()).toBe(fo('002'));
    await create('002');
    expect(await next()).toBe(fo('005'));
  });
});

describe('the numbering frontier (issue 30 §4, ADR 74)', () => {
  it('is moved by whoever draws, never by a create of a typed number, so creates do not queue on its row', async () => {
    const { plant, headers } = await technicianOfNewPlant('Frontier Plant');
    const frontier = async () =>
      (await t.db.select().from(foSequences).where(eq(foSequences.warehouseId, plant.id))).map(
        (r) => r.lastSequence,
      );
    for (const sequence of ['001', '002', '004']) {
      const response = await inject('POST', '/api/work-orders', headers, {
        foNumber: fo(sequence),
        description: 'Numbered as the form suggested it',
      });
      expect(response.statusCode, sequence).toBe(201);
    }
    expect(await frontier()).toEqual([]);

    const next = await inject('GET', '/api/work-orders/next-fo-number', headers);
    expect(next.json()).toEqual({ foNumber: fo('003') });
    expect(await frontier()).toEqual([2]);
  });
});

describe('a frontier stored by the old rule (issue 22 §7)', () => {
  it('is read again from the orders by the repair migration, so a starved year numbers again', async () => {
    const plant = await buildWarehouse(t.db, tenant.org.id, 'Starved Plant');
    const scope = { organizationId: tenant.org.id, warehouseId: plant.id };
    for (const sequence of ['001', '002', '1000', '2000', '9999999'])
      await buildWorkOrder(t.db, { ...scope, foNumber: fo(sequence) });
    // What 10,000 numbers typed 1,000 apart left behind: every number of the year "taken".
    await t.db.insert(foSequences).values({ warehouseId: plant.id, year, lastSequence: MAX_FO_SEQUENCE });
    const person = await buildUser(t.db, { ...scope, warehouseIds: [plant.id], role: 'technician' });
    const headers = bearer((await login(t.app, person.email, person.password)).token);
    const starved = await inject('GET', '/api/work-orders/next-fo-number', headers);
    expect(starved.json().message).toBe(`Every FO number of ${year} is taken in this warehouse`);

    const migration = readdirSync('drizzle').find((name) => name.endsWith('_fo_frontier_repair.sql'));
    await t.pool.query(readFileSync(`drizzle/${migration}`, 'utf8'));

    const [stored] = await t.db.select().from(foSequences).where(eq(foSequences.warehouseId, plant.id));
    expect(stored?.lastSequence).toBe(2);
    expect((await inject('GET', '/api/work-orders/next-fo-number', headers)).json()).toEqual({
      foNumber: fo('003'),
    });
  });
});

describe('creates at once, more of them than the pool has connections', () => {
  it('all succeed, and so do their assignments: each holds one connection, never a second one for the numbering or the assignee', async () => {
    const pool = t.pool.options.max ?? 10;
    const creates = await Promise.all(
      Array.from({ length: pool * 3 }, (_, i) =>
        inject('POST', '/api/work-orders', tech, {
          foNumber: fo(String(5_000 + i)),
          description: 'Conveyor belt slipping on the drive drum',
        }),
      ),
    );
    expect(creates.map((r) => r.statusCode)).toEqual(creates.map(() => 201));

    const assigned = await Promise.all(
      creates.map((r) =>
        inject(
          'PATCH',
          `/api/work-orders/${r.json<{ id: string }>().id}`,
          { ...sup, 'if-match': '1' },
          { assignedTo: tenant.technician.id },
        ),
      ),
    );
    expect(assigned.map((r) => r.statusCode)).toEqual(assigned.map(() => 200));
  });
});
