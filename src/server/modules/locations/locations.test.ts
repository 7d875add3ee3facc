import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_KINDS } from '../../../shared/domain';
import { auditLog, outboxEvents } from '../../db/schema';
import { buildEquipment, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let tech: Record<string, string>;
/** The admin, who works in both plants, acting in North. */
let northAdmin: Record<string, string>;

interface LocationBody {
  id: string;
  name: string;
  code: string;
  parentId: string | null;
  version: number;
  equipmentCount: number;
  childCount: number;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  tech = bearer((await login(t.app, tenant.technician.email, tenant.technician.password)).token);
  const admin = await login(t.app, tenant.admin.email, tenant.admin.password);
  northAdmin = { ...bearer(admin.token), 'x-warehouse-id': tenant.north.id };
});
afterAll(() => t.close());

async function post(body: object, headers = sup) {
  return t.app.inject({ method: 'POST', url: '/api/locations', headers, payload: body });
}

async function make(name: string, code: string, parentId: string | null = null): Promise<LocationBody> {
  const response = await post({ name, code, kind: 'area', parentId });
  expect(response.statusCode).toBe(201);
  return response.json<LocationBody>();
}

const patch = (id: string, body: object, headers: Record<string, string> = sup) =>
  t.app.inject({ method: 'PATCH', url: `/api/locations/${id}`, headers, payload: body });

const remove = (id: string, headers: Record<string, string> = sup) =>
  t.app.inject({ method: 'DELETE', url: `/api/locations/${id}`, headers });

const placeEquipment = (locationId: string, deletedAt: Date | null = null) =>
  buildEquipment(t.db, {
    organizationId: tenant.org.id,
    warehouseId: tenant.main.id,
    locationId,
    deletedAt,
  });

describe('creating and reading locations', () => {
  it('creates with the warehouse of the session, audits and announces it', async () => {
    const site = await make('Site Alpha', 'ALPHA');
    expect(site).toMatchObject({ parentId: null, equipmentCount: 0, childCount: 0, version: 1 });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, site.id));
    expect(audits.map((a) => [a.entityType, a.action])).toEqual([['location', 'created']]);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.entityId, site.id));
    expect(events.map((e) => [e.type, e.action])).toEqual([['location', 'created']]);
    const read = await t.app.inject({ url: `/api/locations/${site.id}`, headers: tech });
    expect(read.json()).toMatchObject({ name: 'Site Alpha', code: 'ALPHA', kind: 'area' });
  });

  it('refuses a code already used in the warehouse, whatever its case, and allows it in another', async () => {
    await make('Hall Bravo', 'B2-L1');
    const again = await post({ name: 'Other hall', code: 'b2-l1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A location with code b2-l1 already exists');
    const north = await post({ name: 'North hall', code: 'B2-L1' }, northAdmin);
    expect(north.statusCode).toBe(201);
  });

  it('needs a parent of the same warehouse', async () => {
    const site = await make('Site Main', 'MAIN-SITE');
    const foreign = await post({ name: 'North line', code: 'N-LINE', parentId: site.id }, northAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Parent location not found');
    const missing = await post({
      name: 'Line',
      code: 'LN-X',
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Parent location not found');
  });

  it('validates the code', async () => {
    const bad = await post({ name: 'Line', code: 'has space' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code must be 1 to 30 letters, digits, dots, hyphens or underscores');
  });

  it('answers a validation error and a refusal with their codes, params and the English message (ADR 65)', async () => {
    const bad = await post({ name: 'Line', code: '', kind: 'cave' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      code: 'text.required',
      params: { field: 'code' },
      message: 'Code is required',
      details: [
        { path: 'code', code: 'text.required', params: { field: 'code' }, message: 'Code is required' },
        {
          path: 'kind',
          code: 'value.oneOf',
          params: { field: 'kind', values: LOCATION_KINDS.join(', ') },
          message: `Kind must be one of: ${LOCATION_KINDS.join(', ')}`,
        },
      ],
    });
    const format = await post({ name: 'Line', code: 'has space' });
    expect(format.json()).toMatchObject({
      code: 'location.codeFormat',
      message: 'Code must be 1 to 30 letters, digits, dots, hyphens or underscores',
    });
    await make('Lima hall', 'LIMA-HALL');
    const again = await post({ name: 'Other hall', code: 'lima-hall' });
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      code: 'location.codeTaken',
      params: { code: 'lima-hall' },
      message: 'A location with code lima-hall already exists',
      details: [{ path: 'code', code: 'location.codeTakenShort', message: 'This code is already used' }],
    });
  });

  it('is read-only for technicians and hidden from other warehouses', async () => {
    const site = await make('Site Charlie', 'CHARLIE');
    expect((await post({ name: 'Tech site', code: 'TECH' }, tech)).statusCode).toBe(403);
    const foreign = await t.app.inject({ url: `/api/locations/${site.id}`, headers: northAdmin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Location not found');
    expect((await patch(site.id, { name: 'Taken over' }, northAdmin)).statusCode).toBe(404);
    expect((await remove(site.id, northAdmin)).statusCode).toBe(404);
  });
});

describe('the list and the tree', () => {
  it('lists by name with a total, searches and filters by parent, and pages', async () => {
    const site = await make('Delta works', 'DELTA');
    await make('Delta line 2', 'D-L2', site.id);
    await make('Delta line 1', 'D-L1', site.id);
    const children = await t.app.inject({ url: `/api/locations?parentId=${site.id}`, headers: tech });
    expect(children.json().map((l: LocationBody) => l.code)).toEqual(['D-L1', 'D-L2']);
    expect(children.headers['x-total-count']).toBe('2');
    const search = await t.app.inject({ url: '/api/locations?q=d-l', headers: tech });
    expect(search.json().map((l: LocationBody) => l.code)).toEqual(['D-L1', 'D-L2']);
    const first = await t.app.inject({ url: `/api/locations?parentId=${site.id}&limit=1`, headers: tech });
    expect(first.json().map((l: LocationBody) => l.code)).toEqual(['D-L1']);
    const next = await t.app.inject({
      url: `/api/locations?parentId=${site.id}&limit=1&cursor=${first.headers['x-next-cursor']}`,
      headers: tech,
    });
    expect(next.json().map((l: LocationBody) => l.code)).toEqual(['D-L2']);
    const parent = await t.app.inject({ url: `/api/locations/${site.id}`, headers: tech });
    expect(parent.json().childCount).toBe(2);
  });

  it('answers the whole tree depth-first, siblings by name, with counts of each subtree', async () => {
    // A plant of its own, so the tree holds only these.
    const world = await buildTenant(t.db);
    const headers = bearer((await login(t.app, world.supervisor.email, world.supervisor.password)).token);
    const create = async (name: string, code: string, parentId: string | null = null) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/locations',
          headers,
          payload: { name, code, parentId },
        })
      ).json<LocationBody>();
    const north = await create('North site', 'N');
    const east = await create('east site', 'E');
    await create('Line B', 'N-LB', north.id);
    const lineA = await create('Line A', 'N-LA', north.id);
    const press = await create('Press', 'N-LA-P', lineA.id);
    const scope = { organizationId: world.org.id, warehouseId: world.main.id };
    await buildEquipment(t.db, { ...scope, locationId: press.id });
    await buildEquipment(t.db, { ...scope, locationId: press.id });
    await buildEquipment(t.db, { ...scope, locationId: lineA.id });
    await buildEquipment(t.db, { ...scope, locationId: lineA.id, deletedAt: new Date() });
    await buildEquipment(t.db, { ...scope, locationId: north.id });
    await buildEquipment(t.db, { ...scope, locationId: east.id });

    const response = await t.app.inject({ url: '/api/locations/tree', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    const rows = response
      .json<(LocationBody & { depth: number; subtreeEquipmentCount: number })[]>()
      .map((n) => [n.name, n.depth, n.equipmentCount, n.childCount, n.subtreeEquipmentCount]);
    expect(rows).toEqual([
      ['east site', 0, 1, 0, 1],
      ['North site', 0, 1, 2, 4],
      ['Line A', 1, 1, 1, 3],
      ['Press', 2, 2, 0, 2],
      ['Line B', 1, 0, 0, 0],
    ]);
  });
});

describe('moving and editing', () => {
  it('renames and moves with If-Match, answering a stale version with the current record', async () => {
    const site = await make('Echo site', 'ECHO');
    const hall = await make('Echo hall', 'ECHO-H');
    const moved = await patch(
      hall.id,
      { parentId: site.id, name: 'Echo hall 1' },
      { ...sup, 'if-match': '1' },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: site.id, name: 'Echo hall 1', version: 2 });
    const stale = await patch(hall.id, { name: 'Late' }, { ...sup, 'if-match': '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Echo hall 1', version: 2 });
    const top = await patch(hall.id, { parentId: null });
    expect(top.json().parentId).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, hall.id))
      .orderBy(auditLog.createdAt)
      .offset(1)
      .limit(1);
    expect(audit?.changes).toMatchObject({ name: { from: 'Echo hall', to: 'Echo hall 1' } });
  });

  it('refuses a move under itself or into its own subtree (409 with the reason)', async () => {
    const line = await make('Line 1', 'FOX-L1');
    const cell = await make('Cell 2', 'FOX-C2', line.id);
    const press = await make('Press 3', 'FOX-P3', cell.id);
    const self = await patch(line.id, { parentId: line.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Cannot move "Line 1" under itself');
    const inside = await patch(line.id, { parentId: press.id });
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe('Cannot move "Line 1" under "Press 3": "Press 3" is inside "Line 1"');
    const allowed = await patch(press.id, { parentId: line.id });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses a new code that another location has', async () => {
    const one = await make('Golf one', 'GOLF-1');
    await make('Golf two', 'GOLF-2');
    const taken = await patch(one.id, { code: 'golf-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A location with code golf-2 already exists');
    expect((await patch(one.id, { code: 'golf-1' })).statusCode).toBe(200);
  });

  it('lets only one of two crossing moves through, so no cycle is ever made', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await make(`Hotel A${round}`, `HOTEL-A${round}`);
      const b = await make(`Hotel B${round}`, `HOTEL-B${round}`);
      const answers = await Promise.all([patch(a.id, { parentId: b.id }), patch(b.id, { parentId: a.id })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [readA, readB] = await Promise.all(
        [a, b].map(async (l) => (await t.app.inject({ url: `/api/locations/${l.id}`, headers: sup })).json()),
      );
      expect([readA.parentId === b.id, readB.parentId === a.id].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('deleting', () => {
  it('is refused while the location holds live equipment or locations, saying which', async () => {
    const line = await make('India line', 'INDIA');
    const cell = await make('India cell', 'INDIA-C', line.id);
    await placeEquipment(line.id);
    await placeEquipment(line.id);
    const both = await remove(line.id);
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({
      error: 'CONFLICT',
      code: 'location.holdsAssetsOneLocation',
      params: { name: 'India line', assets: 2 },
      message:
        'Cannot delete "India line": it still holds 2 assets and 1 location. Move them elsewhere first.',
    });
    await placeEquipment(cell.id);
    const asset = await remove(cell.id);
    expect(asset.json().message).toBe(
      'Cannot delete "India cell": it still holds 1 asset. Move them elsewhere first.',
    );
  });

  it('deletes an empty location (deleted equipment does not count), with If-Match', async () => {
    const spot = await make('Juliet spot', 'JULIET');
    await placeEquipment(spot.id, new Date());
    const stale = await remove(spot.id, { ...sup, 'if-match': '7' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: spot.id, version: 1 });
    const gone = await remove(spot.id, { ...sup, 'if-match': '1' });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/locations/${spot.id}`, headers: sup })).statusCode).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, spot.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'deleted']);
    expect((await remove(spot.id)).statusCode).toBe(404);
  });

  it('is for supervisors and up', async () => {
    const spot = await make('Kilo spot', 'KILO');
    expect((await remove(spot.id, tech)).statusCode).toBe(403);
  });
});
