import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema';
import { buildEquipment, buildLocation, buildTenant } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let sup: Record<string, string>;
let manager: Record<string, string>;
let northAdmin: Record<string, string>;
let scope: { organizationId: string; warehouseId: string };

interface EquipmentBody {
  id: string;
  assetTag: string;
  locationId: string | null;
  parentId: string | null;
  childCount: number;
  version: number;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  sup = bearer((await login(t.app, tenant.supervisor.email, tenant.supervisor.password)).token);
  manager = bearer((await login(t.app, tenant.manager.email, tenant.manager.password)).token);
  const admin = await login(t.app, tenant.admin.email, tenant.admin.password);
  northAdmin = { ...bearer(admin.token), 'x-warehouse-id': tenant.north.id };
});
afterAll(() => t.close());

let serial = 0;
const tag = (prefix: string) => `${prefix}-${(serial += 1)}`;

async function create(body: object, headers = sup) {
  return t.app.inject({
    method: 'POST',
    url: '/api/equipment',
    headers,
    payload: { assetTag: tag('EQ'), name: 'Asset', model: 'Model', description: 'An asset', ...body },
  });
}

async function asset(name: string, parentId: string | null = null, locationId: string | null = null) {
  const response = await create({ name, parentId, locationId });
  expect(response.statusCode).toBe(201);
  return response.json<EquipmentBody>();
}

const patch = (id: string, body: object, headers = sup) =>
  t.app.inject({ method: 'PATCH', url: `/api/equipment/${id}`, headers, payload: body });
const read = async (url: string, headers = sup) => t.app.inject({ url, headers });
const tagsOf = (body: { assetTag: string }[]) => body.map((e) => e.assetTag);

describe('placing equipment', () => {
  it('takes a location and a parent of the warehouse on create and answers them with the part count', async () => {
    const hall = await buildLocation(t.db, { ...scope, name: 'Hall A', code: tag('HALL') });
    const line = await asset('Line 1', null, hall.id);
    expect(line).toMatchObject({ locationId: hall.id, parentId: null, childCount: 0 });
    const press = await asset('Press', line.id);
    expect(press).toMatchObject({ parentId: line.id, locationId: null });
    expect((await read(`/api/equipment/${line.id}`)).json().childCount).toBe(1);
    // In the order they were written: the dispatched mark rewrites a row, which may then come back later.
    const parentEvents = await t.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.entityId, line.id))
      .orderBy(outboxEvents.id);
    expect(parentEvents.map((e) => e.action)).toEqual(['created', 'updated']);
  });

  it('refuses a location or parent of another warehouse (404) and one that does not exist', async () => {
    const hall = await buildLocation(t.db, { ...scope, name: 'Hall B', code: tag('HALL') });
    const line = await asset('Line 2');
    const foreignLocation = await create({ locationId: hall.id }, northAdmin);
    expect(foreignLocation.statusCode).toBe(404);
    expect(foreignLocation.json().message).toBe('Location not found');
    const foreignParent = await create({ parentId: line.id }, northAdmin);
    expect(foreignParent.statusCode).toBe(404);
    expect(foreignParent.json().message).toBe('Parent equipment not found');
    const deleted = await buildEquipment(t.db, { ...scope, deletedAt: new Date() });
    expect((await create({ parentId: deleted.id })).json().message).toBe('Parent equipment not found');
  });

  it('moves with PATCH and refuses itself or one of its own parts as parent (409)', async () => {
    const line = await asset('Line 3');
    const machine = await asset('Machine', line.id);
    const motor = await asset('Motor', machine.id);
    const self = await patch(line.id, { parentId: line.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(`"Line 3 (${line.assetTag})" cannot be a part of itself`);
    const cycle = await patch(line.id, { parentId: motor.id });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe(
      `Cannot make "Line 3 (${line.assetTag})" a part of "Motor (${motor.assetTag})": "Motor (${motor.assetTag})" is already a part of "Line 3 (${line.assetTag})", which would make a cycle`,
    );
    const other = await asset('Line 4');
    const moved = await patch(machine.id, { parentId: other.id }, { ...sup, 'if-match': '1' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: other.id, childCount: 1, version: 2 });
    expect((await read(`/api/equipment/${line.id}`)).json().childCount).toBe(0);
    const loose = await patch(machine.id, { parentId: null });
    expect(loose.json().parentId).toBeNull();
  });

  it('keeps the tree at most 8 levels deep, counting the moved subtree (422)', async () => {
    let parent = await asset('Level 1');
    const top = parent;
    for (let level = 2; level <= 7; level += 1) parent = await asset(`Level ${level}`, parent.id);
    const eighth = await create({ name: 'Level 8', parentId: parent.id });
    expect(eighth.statusCode).toBe(201);
    const ninth = await create({ name: 'Level 9', assetTag: 'LVL-9', parentId: eighth.json().id });
    expect(ninth.statusCode).toBe(422);
    const ninthMessage = `Cannot make "Level 9 (LVL-9)" a part of "Level 8 (${eighth.json().assetTag})": the asset tree would be 9 levels deep, and at most 8 are allowed`;
    expect(ninth.json()).toEqual({
      error: 'UNPROCESSABLE',
      code: 'equipment.treeTooDeep',
      params: { asset: 'Level 9 (LVL-9)', parent: `Level 8 (${eighth.json().assetTag})`, depth: 9, max: 8 },
      message: ninthMessage,
      details: [
        {
          path: 'parentId',
          code: 'equipment.treeTooDeep',
          params: {
            asset: 'Level 9 (LVL-9)',
            parent: `Level 8 (${eighth.json().assetTag})`,
            depth: 9,
            max: 8,
          },
          message: ninthMessage,
        },
      ],
    });
    const pair = await asset('Pair top');
    await asset('Pair bottom', pair.id);
    const tooDeep = await patch(pair.id, { parentId: parent.id });
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().message).toBe(
      `Cannot make "Pair top (${pair.assetTag})" a part of "Level 7 (${parent.assetTag})": the asset tree would be 9 levels deep, and at most 8 are allowed`,
    );
    expect(top.parentId).toBeNull();
  });

  it('lets only one of two crossing parent changes through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await asset(`Cross A${round}`);
      const b = await asset(`Cross B${round}`);
      const answers = await Promise.all([patch(a.id, { parentId: b.id }), patch(b.id, { parentId: a.id })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [readA, readB] = await Promise.all(
        [a, b].map(async (e) => (await read(`/api/equipment/${e.id}`)).json()),
      );
      expect([readA.parentId === b.id, readB.parentId === a.id].filter(Boolean)).toHaveLength(1);
    }
  });

  it('refuses to delete an asset with live parts, saying how many', async () => {
    const line = await asset('Line 5');
    const one = await asset('Part one', line.id);
    await asset('Part two', line.id);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/equipment/${line.id}`,
      headers: manager,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'equipment.hasParts',
      params: { asset: `Line 5 (${line.assetTag})`, parts: 2 },
      message: `Cannot delete "Line 5 (${line.assetTag})": it has 2 parts. Delete them or make them part of another asset first.`,
    });
    const part = await t.app.inject({ method: 'DELETE', url: `/api/equipment/${one.id}`, headers: manager });
    expect(part.statusCode).toBe(204);
    expect((await read(`/api/equipment/${line.id}`)).json().childCount).toBe(1);
  });
});

describe('children and breadcrumb', () => {
  it('lists the live direct parts by asset tag with a total', async () => {
    const line = await asset('Line 6');
    const b = await asset('B part', line.id);
    const a = await asset('A part', line.id);
    await asset('Grandchild', a.id);
    await buildEquipment(t.db, { ...scope, parentId: line.id, deletedAt: new Date() });
    const response = await read(`/api/equipment/${line.id}/children`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(tagsOf(response.json())).toEqual([a.assetTag, b.assetTag].sort((x, y) => x.localeCompare(y)));
    expect(response.json().find((e: EquipmentBody) => e.id === a.id).childCount).toBe(1);
    expect((await read(`/api/equipment/${line.id}/children`, northAdmin)).statusCode).toBe(404);
  });

  it('names the locations from the top, then the assets it is part of, outermost first', async () => {
    const site = await buildLocation(t.db, { ...scope, name: 'Site', code: tag('SITE') });
    const hall = await buildLocation(t.db, { ...scope, name: 'Hall', code: tag('HALL'), parentId: site.id });
    const line = await asset('Line 7', null, hall.id);
    const machine = await asset('Machine 7', line.id);
    const motor = await asset('Motor 7', machine.id);
    const response = await read(`/api/equipment/${motor.id}/breadcrumb`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { kind: 'location', id: site.id, label: `Site (${site.code})` },
      { kind: 'location', id: hall.id, label: `Hall (${hall.code})` },
      { kind: 'equipment', id: line.id, label: `${line.assetTag} — Line 7` },
      { kind: 'equipment', id: machine.id, label: `${machine.assetTag} — Machine 7` },
    ]);
    expect((await read(`/api/equipment/${line.id}/breadcrumb`)).json()).toHaveLength(2);
  });
});

describe('the list by place', () => {
  it('filters by location, with everything under it on request, by parent and by top level', async () => {
    const world = await buildTenant(t.db);
    const headers = bearer((await login(t.app, world.supervisor.email, world.supervisor.password)).token);
    const own = { organizationId: world.org.id, warehouseId: world.main.id };
    const site = await buildLocation(t.db, { ...own, name: 'Site', code: 'S' });
    const hall = await buildLocation(t.db, { ...own, name: 'Hall', code: 'S-H', parentId: site.id });
    const other = await buildLocation(t.db, { ...own, name: 'Elsewhere', code: 'X' });
    const atSite = await buildEquipment(t.db, { ...own, assetTag: 'AT-SITE', locationId: site.id });
    await buildEquipment(t.db, { ...own, assetTag: 'IN-HALL', locationId: hall.id, parentId: atSite.id });
    await buildEquipment(t.db, { ...own, assetTag: 'AWAY', locationId: other.id });
    await buildEquipment(t.db, { ...own, assetTag: 'GONE', locationId: hall.id, deletedAt: new Date() });
    const list = async (query: string) => {
      const response = await read(`/api/equipment?${query}`, headers);
      return { tags: tagsOf(response.json()), total: response.headers['x-total-count'] };
    };
    expect(await list(`locationId=${site.id}`)).toEqual({ tags: ['AT-SITE'], total: '1' });
    expect(await list(`locationId=${site.id}&includeDescendants=true`)).toEqual({
      tags: ['AT-SITE', 'IN-HALL'],
      total: '2',
    });
    expect(await list(`locationId=${hall.id}&includeDescendants=true`)).toEqual({
      tags: ['IN-HALL'],
      total: '1',
    });
    expect(await list(`parentId=${atSite.id}`)).toEqual({ tags: ['IN-HALL'], total: '1' });
    expect(await list('root=true')).toEqual({ tags: ['AT-SITE', 'AWAY'], total: '2' });
    expect(await list(`locationId=${site.id}&includeDescendants=true&limit=1`)).toEqual({
      tags: ['AT-SITE'],
      total: '2',
    });
    const foreign = await read(`/api/equipment?locationId=${site.id}&includeDescendants=true`, sup);
    expect(foreign.json()).toEqual([]);
  });
});
