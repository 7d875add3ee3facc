import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { bundleOf } from '../replica-fixtures.test-helper';
import { buildDowntime } from '@web/test/downtime-fixtures';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { ApiError } from '../../api-client';
import type { ChangeAction } from '../../offline/change-action';
import { Replica } from '../replica';
import { openReplicaDb } from '../replica-db';
import { viewKeys } from '../replica-views';
import { createLocalReads } from './router';

let dbCount = 0;
const NOW = new Date('2026-11-28T12:00:00Z');
const TECH = '3f1c2a4e-0000-4000-8000-0000000000a1';

async function setUp(
  orders: Partial<WorkOrder>[],
  options: { ready?: boolean; pending?: ChangeAction[] } = {},
) {
  dbCount += 1;
  const replica = new Replica(openReplicaDb(`replica-reads-${dbCount}`));
  await replica.apply({ upserts: { 'work-orders': orders.map(bundleOf) } });
  const read = createLocalReads({
    replica,
    isReady: async () => options.ready ?? true,
    now: () => NOW,
    pending: () => options.pending ?? [],
  });
  const list = async (path: string) => {
    const { data, headers } = await read(path);
    return { rows: data as { foNumber?: string; assetTag?: string }[], headers };
  };
  return { replica, read, list };
}

const foNumbers = (rows: { foNumber?: string }[]) => rows.map((r) => r.foNumber);

describe('reads answered from the device copy', () => {
  it('filters, searches, sorts and pages work orders as the server does', async () => {
    const { list } = await setUp([
      {
        id: 'a1',
        foNumber: 'WO-2026-001',
        status: 'new',
        priority: 'low',
        createdAt: '2026-11-01T08:00:00.000Z',
      },
      {
        id: 'a2',
        foNumber: 'WO-2026-002',
        status: 'in_progress',
        priority: 'critical',
        description: 'Conveyor belt slipping',
        createdAt: '2026-11-02T08:00:00.000Z',
      },
      {
        id: 'a3',
        foNumber: 'WO-2026-003',
        status: 'completed',
        priority: 'high',
        createdAt: '2026-11-03T08:00:00.000Z',
        dueDate: '2026-11-10T08:00:00.000Z',
      },
      {
        id: 'a4',
        foNumber: 'WO-2026-004',
        status: 'assigned',
        priority: 'medium',
        createdAt: '2026-11-04T08:00:00.000Z',
        dueDate: '2026-11-20T08:00:00.000Z',
        assignedTo: TECH,
      },
    ]);

    expect(foNumbers((await list('/api/work-orders')).rows)).toEqual([
      'WO-2026-004',
      'WO-2026-003',
      'WO-2026-002',
      'WO-2026-001',
    ]);
    expect(foNumbers((await list('/api/work-orders?status=new,in_progress')).rows)).toEqual([
      'WO-2026-002',
      'WO-2026-001',
    ]);
    expect(foNumbers((await list('/api/work-orders?q=BELT')).rows)).toEqual(['WO-2026-002']);
    expect(foNumbers((await list('/api/work-orders?sort=-priority')).rows)).toEqual([
      'WO-2026-002',
      'WO-2026-003',
      'WO-2026-004',
      'WO-2026-001',
    ]);
    expect(foNumbers((await list('/api/work-orders?sort=dueDate')).rows)).toEqual([
      'WO-2026-003',
      'WO-2026-004',
      'WO-2026-001',
      'WO-2026-002',
    ]);
    expect(foNumbers((await list('/api/work-orders?overdue=true')).rows)).toEqual(['WO-2026-004']);
    expect(foNumbers((await list(`/api/work-orders?assignedTo=${TECH}`)).rows)).toEqual(['WO-2026-004']);

    const first = await list('/api/work-orders?limit=3');
    expect(foNumbers(first.rows)).toEqual(['WO-2026-004', 'WO-2026-003', 'WO-2026-002']);
    expect(first.headers.get('X-Total-Count')).toBe('4');
    const cursor = first.headers.get('X-Next-Cursor') ?? '';
    const second = await list(`/api/work-orders?limit=3&cursor=${cursor}`);
    expect(foNumbers(second.rows)).toEqual(['WO-2026-001']);
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
  });

  it('refuses what the server would refuse, with its message', async () => {
    const { read } = await setUp([]);
    const refusal = await read('/api/work-orders?sort=sideways').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).body?.message).toBe(
      'sort must be one of: -createdAt, createdAt, dueDate, -priority, -updatedAt',
    );
    const missing = await read('/api/equipment/nope').catch((error: unknown) => error);
    expect((missing as ApiError).status).toBe(404);
    expect((missing as ApiError).body?.message).toBe('Equipment not found');
    const aged = await read('/api/work-orders/closed-long-ago').catch((error: unknown) => error);
    expect((aged as ApiError).body?.message).toBe(
      'This work order is not kept on this device: it keeps the open orders and those closed in the last 30 days. It opens again when the connection returns.',
    );
  });

  it('says plainly what is not on the device, and that a first visit needs a connection', async () => {
    const { read } = await setUp([]);
    const analytics = await read('/api/analytics/costs?days=30').catch((error: unknown) => error);
    expect((analytics as ApiError).status).toBe(503);
    expect((analytics as ApiError).body?.message).toBe(
      'You are offline, and this is not kept on this device. It opens again when the connection returns.',
    );
    const empty = await setUp([], { ready: false });
    const list = await empty.read('/api/work-orders').catch((error: unknown) => error);
    expect((list as ApiError).body?.message).toBe(
      'You are offline, and this device has no copy of your work yet. Open Fieldwork once with a connection.',
    );
  });

  it('finds equipment by tag whatever its case, and lists it by asset tag', async () => {
    const { replica, read, list } = await setUp([]);
    await replica.apply({
      upserts: {
        equipment: [
          { equipment: buildEquipment({ id: 'e2', assetTag: 'pmp-02', model: 'CR 32' }), attachments: [] },
          { equipment: buildEquipment({ id: 'e1', assetTag: 'PMP-01', model: 'CR 64' }), attachments: [] },
        ],
      },
    });
    expect((await list('/api/equipment')).rows.map((e) => e.assetTag)).toEqual(['PMP-01', 'pmp-02']);
    expect((await list('/api/equipment?q=cr 64')).rows.map((e) => e.assetTag)).toEqual(['PMP-01']);
    expect(((await read('/api/equipment/asset/PMP-02')).data as { id: string }).id).toBe('e2');
  });

  it('answers which open stop of an asset above a part stops it, as the server does', async () => {
    const { replica, list } = await setUp([]);
    const id = (n: number) => `5e0c2a4e-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const [line, conveyor, drive, other] = [id(1), id(2), id(3), id(4)];
    const asset = (assetId: string, parentId: string | null) => ({
      equipment: buildEquipment({ id: assetId, parentId }),
      attachments: [],
    });
    const stop = (stopId: string, equipmentId: string, stopsChildren: boolean) =>
      buildDowntime({ id: stopId, equipmentId, stopsChildren, endedAt: null });
    await replica.apply({
      upserts: {
        equipment: [asset(line, null), asset(conveyor, line), asset(drive, conveyor), asset(other, null)],
        downtime: [stop(id(11), line, true), stop(id(12), conveyor, false), stop(id(13), other, true)],
      },
    });
    const ids = async (path: string) => (await list(path)).rows.map((row) => (row as { id: string }).id);
    expect(await ids(`/api/downtime?stopsEquipmentId=${drive}&open=true`)).toEqual([id(11)]);
    expect(await ids(`/api/downtime?stopsEquipmentId=${line}&open=true`)).toEqual([]);
  });

  it('suggests the next FO number past the ones on the device and in the queue', async () => {
    const queued = {
      table: 'work-orders',
      type: 'create',
      data: { foNumber: 'WO-2026-043' },
    } as unknown as ChangeAction;
    const { replica, read } = await setUp([{ id: 'o1', foNumber: 'WO-2026-042' }], { pending: [queued] });
    await replica.putView({ key: viewKeys.nextFoNumber, body: { foNumber: 'WO-2026-042' }, at: 0 });
    expect((await read('/api/work-orders/next-fo-number')).data).toEqual({ foNumber: 'WO-2026-044' });
  });
});
