import { REPLICA_NOTIFICATIONS } from '../../../shared/constants';
import {
  replicaRecordId,
  type ChangesPage,
  type ChangesQuery,
  type ReplicaCollection,
  type ReplicaDeletes,
  type ReplicaRecord,
  type ReplicaUpserts,
  type SnapshotPage,
  type SnapshotQuery,
} from '../../../shared/schemas/sync';
import type { Database } from '../../db/client';
import { sliceRange, type ReplicaRange } from '../../db/sql/replica-range';
import { OUTBOX_KEPT_DAYS } from '../../jobs/cleanup.job';
import type { Clock } from '../../lib/clock';
import type { AttachmentsService } from '../attachments/attachments.service';
import type { AuthContext } from '../auth/auth.context';
import type { DowntimeService } from '../downtime/downtime.service';
import type { EquipmentService } from '../equipment/equipment.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PartsService } from '../parts/parts.service';
import type { PmService } from '../pm/pm.service';
import type { UsersService } from '../users/users.service';
import type { VendorsService } from '../vendors/vendors.service';
import type { WorkingSetService } from '../work-orders/working-set.service';
import { replicaKeysOf } from './replica-keys';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from './sync-cursor';
import { feedFrontier, readFeed } from './sync.repository';

export interface SyncServiceDeps {
  db: Database;
  clock: Clock;
  workingSet: WorkingSetService;
  attachments: Pick<AttachmentsService, 'listOf'>;
  equipment: Pick<EquipmentService, 'inRange'>;
  parts: Pick<PartsService, 'inRange'>;
  vendors: Pick<VendorsService, 'inRange'>;
  pm: Pick<PmService, 'inRange'>;
  downtime: Pick<DowntimeService, 'inRange'>;
  users: Pick<UsersService, 'listProfiles'>;
  notifications: Pick<NotificationsService, 'listMine'>;
}

type Sources = {
  [C in ReplicaCollection]: (actor: AuthContext, range: ReplicaRange) => Promise<ReplicaRecord<C>[]>;
};

/**
 * A cursor is answered with changes while the feed surely still holds every event after it: the
 * cleanup job drops events a week after they were dispatched, and a day's margin covers events of
 * long transactions and clocks a little apart.
 */
const FEED_TRUSTED_MS = (OUTBOX_KEPT_DAYS - 1) * 86_400_000;

const compareFeed = (a: Pick<FeedCursor, 'tx' | 'id'>, b: Pick<FeedCursor, 'tx' | 'id'>) => {
  const byTx = BigInt(a.tx) - BigInt(b.tx);
  return byTx === 0n ? a.id - b.id : byTx < 0n ? -1 : 1;
};

/**
 * The device's copy of a person's working set (ADR 42): snapshots fill it a page at a time, the
 * change feed keeps it fresh. Both answer records in the shapes the screens read, scoped like
 * every read to the caller's warehouse (and, for notifications, to the caller).
 */
export function createSyncService(deps: SyncServiceDeps) {
  const { db, clock } = deps;

  const sources: Sources = {
    'work-orders': async (actor, range) => {
      const copies = await deps.workingSet.copies(actor, range);
      const files = await deps.attachments.listOf(
        actor,
        'workOrderId',
        copies.map((c) => c.order.id),
      );
      return copies.map((copy) => ({ ...copy, attachments: files.get(copy.order.id) ?? [] }));
    },
    equipment: async (actor, range) => {
      const machines = await deps.equipment.inRange(actor, range);
      const files = await deps.attachments.listOf(
        actor,
        'equipmentId',
        machines.map((m) => m.id),
      );
      return machines.map((equipment) => ({ equipment, attachments: files.get(equipment.id) ?? [] }));
    },
    parts: (actor, range) => deps.parts.inRange(actor, range),
    vendors: (actor, range) => deps.vendors.inRange(actor, range),
    'pm-templates': (actor, range) => deps.pm.inRange(actor, range),
    downtime: (actor, range) => deps.downtime.inRange(actor, range),
    profiles: async (actor, range) => sliceRange(await deps.users.listProfiles(actor), range),
    // A person's newest notifications come as one page; the feed sends them whole again on any change.
    notifications: async (actor, range) =>
      'after' in range && range.after
        ? []
        : (await deps.notifications.listMine(actor, { limit: REPLICA_NOTIFICATIONS })).items,
  };

  async function snapshot<C extends ReplicaCollection>(
    actor: AuthContext,
    collection: C,
    query: SnapshotQuery,
  ): Promise<SnapshotPage> {
    const records = await sources[collection](actor, { after: query.after, limit: query.limit });
    const last = records.at(-1);
    const isFull = collection !== 'notifications' && records.length === query.limit;
    return {
      upserts: { [collection]: records } as ReplicaUpserts,
      next: isFull && last ? replicaRecordId(collection, last) : null,
    };
  }

  async function startOver(): Promise<ChangesPage> {
    const cursor = { tx: await feedFrontier(db), id: 0, at: clock.now().getTime() };
    return {
      resync: true,
      cursor: encodeFeedCursor(cursor),
      hasMore: false,
      events: 0,
      upserts: {},
      deletes: {},
      notificationsReplaced: false,
      serverTime: clock.now().toISOString(),
    };
  }

  /** The current records the events name; those the reader can no longer see are deletes. */
  async function resolve(actor: AuthContext, ids: Map<ReplicaCollection, Set<string>>) {
    const upserts: Record<string, unknown[]> = {};
    const deletes: Record<string, string[]> = {};
    let notificationsReplaced = false;
    for (const [collection, named] of ids) {
      if (collection === 'notifications') {
        notificationsReplaced = true;
        upserts[collection] = await sources.notifications(actor, {
          after: undefined,
          limit: REPLICA_NOTIFICATIONS,
        });
        continue;
      }
      const records: unknown[] = await sources[collection](actor, { ids: [...named] });
      const found = new Set(
        records.map((r) => replicaRecordId(collection, r as ReplicaRecord<typeof collection>)),
      );
      if (records.length > 0) upserts[collection] = records;
      const gone = [...named].filter((id) => !found.has(id));
      if (gone.length > 0) deletes[collection] = gone;
    }
    return {
      upserts: upserts as ReplicaUpserts,
      deletes: deletes as ReplicaDeletes,
      notificationsReplaced,
    };
  }

  async function changes(actor: AuthContext, query: ChangesQuery): Promise<ChangesPage> {
    const since = query.since === undefined ? undefined : decodeFeedCursor(query.since);
    const now = clock.now().getTime();
    if (!since || now - since.at > FEED_TRUSTED_MS) return startOver();
    const { events, xmin } = await readFeed(db, actor, since, query.limit);
    const hasMore = events.length === query.limit;
    const last = events.at(-1);
    // A full page continues after its last event; a short one has read everything before the frontier.
    let next: Pick<FeedCursor, 'tx' | 'id'> = hasMore && last ? last : { tx: xmin, id: 0 };
    if (compareFeed(next, since) < 0) next = since;
    const ids = new Map<ReplicaCollection, Set<string>>();
    for (const event of events) {
      for (const key of replicaKeysOf(event)) {
        const named = ids.get(key.collection) ?? new Set<string>();
        named.add(key.id);
        ids.set(key.collection, named);
      }
    }
    return {
      resync: false,
      cursor: encodeFeedCursor({ ...next, at: now }),
      hasMore,
      events: events.length,
      ...(await resolve(actor, ids)),
      serverTime: clock.now().toISOString(),
    };
  }

  return { snapshot, changes };
}

export type SyncService = ReturnType<typeof createSyncService>;
