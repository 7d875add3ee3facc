import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ChangesPage, SnapshotPage, WorkOrderBundle } from '@shared/schemas/sync';
import { bundleOf } from './replica-fixtures.test-helper';
import { Replica } from './replica';
import { openReplicaDb } from './replica-db';
import { createReplicaSync, type ReplicaIdentity } from './replica-sync';

let dbCount = 0;
const NOW = Date.parse('2026-11-28T12:00:00Z');

const changes = (page: Partial<ChangesPage>): ChangesPage => ({
  resync: false,
  cursor: 'c',
  hasMore: false,
  events: 0,
  upserts: {},
  deletes: {},
  notificationsReplaced: false,
  serverTime: new Date(NOW).toISOString(),
  ...page,
});

/** A server that answers the feed from a list of pages and the snapshots from `orders`. */
function fakeServer(state: { orders: WorkOrderBundle[]; feed: ChangesPage[] }) {
  const asked: string[] = [];
  const fetchJson = async <T>(path: string): Promise<T> => {
    asked.push(path);
    if (path === '/api/sync/changes') return changes({ resync: true, cursor: 'start' }) as T;
    if (path.startsWith('/api/sync/changes?')) return (state.feed.shift() ?? changes({ cursor: 'end' })) as T;
    if (path.startsWith('/api/sync/snapshot/work-orders')) {
      const after = new URL(path, 'http://x').searchParams.get('after');
      const page: SnapshotPage = after
        ? { upserts: { 'work-orders': state.orders.slice(1) }, next: null }
        : { upserts: { 'work-orders': state.orders.slice(0, 1) }, next: state.orders[0]?.order.id ?? null };
      return page as T;
    }
    if (path.startsWith('/api/sync/snapshot/')) return { upserts: {}, next: null } as T;
    return {} as T;
  };
  return { asked, fetchJson, fetchAll: async <T>(path: string) => [(await fetchJson<T>(path)) as T] };
}

function setUp(
  state: { orders: WorkOrderBundle[]; feed: ChangesPage[] },
  who: ReplicaIdentity,
  name = `replica-sync-${(dbCount += 1)}`,
) {
  const replica = new Replica(openReplicaDb(name));
  const server = fakeServer(state);
  const identity = { current: who as ReplicaIdentity | null };
  const online = { current: true };
  const sync = createReplicaSync({
    replica,
    fetchJson: server.fetchJson,
    fetchAll: server.fetchAll,
    identity: () => identity.current,
    now: () => NOW,
    isOnline: () => online.current,
  });
  return { replica, sync, server, identity, online };
}

const ids = async (replica: Replica) => (await replica.all('work-orders')).map((b) => b.order.id).sort();
const me = { userId: 'u1', warehouseId: 'w1' };

describe('the device copy', () => {
  it('fills from the snapshots after taking the feed cursor, then follows the feed', async () => {
    const state = {
      orders: [bundleOf({ id: 'o1' }), bundleOf({ id: 'o2' })],
      feed: [
        changes({
          cursor: 'c1',
          hasMore: true,
          events: 2,
          upserts: { 'work-orders': [bundleOf({ id: 'o3' })] },
          deletes: { 'work-orders': ['o1'] },
        }),
        changes({ cursor: 'c2' }),
      ],
    };
    const { replica, sync, server } = setUp(state, me);
    await sync.start();

    expect(server.asked[0]).toBe('/api/sync/changes');
    expect(server.asked).toContain('/api/sync/changes?since=start');
    expect(server.asked).toContain('/api/sync/changes?since=c1');
    expect(await ids(replica)).toEqual(['o2', 'o3']);
    expect(sync.getStatus()).toMatchObject({ phase: 'ready', records: 2, syncedAt: NOW, error: null });
    expect((await replica.meta())?.cursor).toBe('c2');
  });

  it('fills again when the feed says the cursor is too old, and for another person', async () => {
    const state = { orders: [bundleOf({ id: 'o1' })], feed: [] as ChangesPage[] };
    const { replica, sync, identity } = setUp(state, me);
    await sync.start();
    state.orders = [bundleOf({ id: 'o9' })];
    state.feed.push(changes({ resync: true, cursor: 'again' }));
    await sync.sync();
    expect(await ids(replica)).toEqual(['o9']);

    state.orders = [bundleOf({ id: 'north-1' })];
    identity.current = { userId: 'u2', warehouseId: 'w2' };
    await sync.sync();
    expect(await ids(replica)).toEqual(['north-1']);
    expect((await replica.meta())?.userId).toBe('u2');
  });

  it('replaces the notifications whole when the feed says so, and drops orders closed over 30 days ago', async () => {
    const state = {
      orders: [
        bundleOf({ id: 'open', status: 'in_progress' }),
        bundleOf({
          id: 'aged',
          status: 'closed',
          closedAt: new Date(NOW - 31 * 86_400_000).toISOString(),
          updatedAt: new Date(NOW - 31 * 86_400_000).toISOString(),
        }),
      ],
      feed: [] as ChangesPage[],
    };
    const { replica, sync } = setUp(state, me);
    await replica.apply({
      upserts: { notifications: [{ id: 'n-old' } as never] },
    });
    await sync.start();
    expect(await ids(replica)).toEqual(['open']);

    state.feed.push(
      changes({
        events: 1,
        notificationsReplaced: true,
        upserts: { notifications: [{ id: 'n-new' } as never] },
      }),
    );
    await sync.sync();
    expect((await replica.all('notifications')).map((n) => n.id)).toEqual(['n-new']);
  });

  it('clears the copy when the person signs out', async () => {
    const { replica, sync } = setUp({ orders: [bundleOf({ id: 'o1' })], feed: [] }, me);
    await sync.start();
    await sync.stop({ clear: true });
    expect(await ids(replica)).toEqual([]);
    expect(await replica.meta()).toBeUndefined();
    expect(sync.getStatus().phase).toBe('off');
  });

  it('opened again without signal, a copy from an earlier visit is ready at once and asks the server nothing', async () => {
    const name = `replica-sync-${(dbCount += 1)}`;
    const first = setUp({ orders: [bundleOf({ id: 'o1' })], feed: [] }, me, name);
    await first.sync.start();
    const later = setUp({ orders: [], feed: [] }, me, name);
    later.online.current = false;
    await later.sync.start();
    expect(later.server.asked).toEqual([]);
    expect(later.sync.getStatus()).toMatchObject({ phase: 'ready', records: 1, syncedAt: NOW, error: null });
  });
});
