import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Equipment } from '@shared/schemas/equipment';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { bundleOf } from '../replica-fixtures.test-helper';
import { ApiError } from '../../api-client';
import { Replica } from '../replica';
import { openReplicaDb } from '../replica-db';
import { viewKeys } from '../replica-views';
import { TREE_NOT_ON_DEVICE_MESSAGE } from './locations';
import { createLocalReads } from './router';

const uuid = (n: number) => `7c0de000-0000-4000-8000-${String(n).padStart(12, '0')}`;
// Site (1) › Building (2) › Line (3); Site B (4).
const SITE = buildLocationNode({ id: uuid(1), name: 'Site A', code: 'SA', kind: 'site', depth: 0 });
const BUILDING = buildLocationNode({
  id: uuid(2),
  name: 'Building 2',
  code: 'B2',
  parentId: SITE.id,
  depth: 1,
});
const LINE = buildLocationNode({
  id: uuid(3),
  name: 'Line 1',
  code: 'B2-L1',
  parentId: BUILDING.id,
  depth: 2,
});
const SITE_B = buildLocationNode({ id: uuid(4), name: 'Site B', code: 'SB', kind: 'site', depth: 0 });
const TREE = [SITE, BUILDING, LINE, SITE_B];

const press = buildEquipment({ id: uuid(10), assetTag: 'PRS-01', name: 'Press', locationId: LINE.id });
const motor = buildEquipment({ id: uuid(11), assetTag: 'MTR-01', name: 'Motor', parentId: press.id });
const pump = buildEquipment({ id: uuid(12), assetTag: 'PMP-01', name: 'Pump', locationId: BUILDING.id });
const far = buildEquipment({ id: uuid(13), assetTag: 'FAN-01', name: 'Fan', locationId: SITE_B.id });

let dbCount = 0;

async function setUp({ tree = TREE as LocationTreeNode[] | null } = {}) {
  dbCount += 1;
  const replica = new Replica(openReplicaDb(`replica-locations-${dbCount}`));
  const equipment: Equipment[] = [press, motor, pump, far];
  await replica.apply({
    upserts: {
      equipment: equipment.map((e) => ({ equipment: e, attachments: [] })),
      'work-orders': [
        bundleOf({ id: uuid(20), foNumber: 'WO-2026-001', equipmentId: press.id }),
        bundleOf({ id: uuid(21), foNumber: 'WO-2026-002', equipmentId: pump.id }),
        bundleOf({ id: uuid(22), foNumber: 'WO-2026-003', equipmentId: far.id }),
      ],
    },
  });
  if (tree) await replica.putView({ key: viewKeys.locationTree, body: tree, at: 0 });
  const read = createLocalReads({
    replica,
    isReady: async () => true,
    now: () => new Date('2026-11-28T12:00:00Z'),
    pending: () => [],
  });
  const rows = async <T>(path: string) => (await read(path)).data as T[];
  return { read, rows };
}

const tags = (rows: Equipment[]) => rows.map((e) => e.assetTag);

describe('locations and the asset tree answered from the device copy', () => {
  it('filters equipment by a location and, on request, everything under it', async () => {
    const { rows } = await setUp();
    expect(tags(await rows(`/api/equipment?locationId=${BUILDING.id}`))).toEqual(['PMP-01']);
    expect(tags(await rows(`/api/equipment?locationId=${SITE.id}&includeDescendants=true`))).toEqual([
      'PMP-01',
      'PRS-01',
    ]);
    expect(tags(await rows('/api/equipment?root=true'))).toEqual(['FAN-01', 'PMP-01', 'PRS-01']);
    expect(tags(await rows(`/api/equipment?parentId=${press.id}`))).toEqual(['MTR-01']);
  });

  it('filters work orders by the equipment under a location', async () => {
    const { rows } = await setUp();
    const orders = await rows<{ foNumber: string }>(
      `/api/work-orders?locationId=${SITE.id}&includeDescendants=true&sort=createdAt`,
    );
    expect(orders.map((o) => o.foNumber).sort()).toEqual(['WO-2026-001', 'WO-2026-002']);
  });

  it('lists an asset’s parts and builds its breadcrumb: locations top-down, then parents', async () => {
    const { read, rows } = await setUp();
    expect(tags(await rows(`/api/equipment/${press.id}/children`))).toEqual(['MTR-01']);
    expect((await read(`/api/equipment/${motor.id}/breadcrumb`)).data).toEqual([
      { kind: 'location', id: SITE.id, label: 'Site A (SA)' },
      { kind: 'location', id: BUILDING.id, label: 'Building 2 (B2)' },
      { kind: 'location', id: LINE.id, label: 'Line 1 (B2-L1)' },
      { kind: 'equipment', id: press.id, label: 'PRS-01 — Press' },
    ]);
    expect((await rows('/api/locations/tree')).length).toBe(4);
    expect((await rows<{ name: string }>(`/api/locations?parentId=${SITE.id}`)).map((l) => l.name)).toEqual([
      'Building 2',
    ]);
  });

  it('says plainly that "everything under it" needs the tree when the device has none', async () => {
    const { read, rows } = await setUp({ tree: null });
    expect(tags(await rows(`/api/equipment?locationId=${BUILDING.id}`))).toEqual(['PMP-01']);
    const refused = await read(`/api/equipment?locationId=${SITE.id}&includeDescendants=true`).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body?.message).toBe(TREE_NOT_ON_DEVICE_MESSAGE);
  });
});
