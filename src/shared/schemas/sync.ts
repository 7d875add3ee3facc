import { z } from 'zod';
import { said } from '../i18n/error-texts/notifications';
import { attachmentSchema } from './attachments';
import { idSchema, timestampSchema } from './common';
import { downtimeSchema } from './downtime';
import { equipmentSchema } from './equipment';
import { notificationSchema } from './notifications';
import { partSchema, stockMovementSchema } from './parts';
import { pmTemplateSchema } from './pm';
import { publicProfileSchema } from './profiles';
import { vendorSchema } from './vendors';
import {
  checklistItemSchema,
  laborEntrySchema,
  partsUsageSchema,
  timelineEntrySchema,
} from './work-order-activity';
import { workOrderSchema } from './work-orders';

/**
 * The device's copy of a person's working set (ADR 42): what the replica holds, how it is
 * filled (`GET /api/sync/snapshot/{collection}`) and how it is kept fresh
 * (`GET /api/sync/changes?since={cursor}`). Records have the shapes the screens read from the
 * API, so the device answers a read offline with what the server would have sent.
 */

/** A work order with everything its detail screen shows, replaced whole when any part changes. */
export const workOrderBundleSchema = z.object({
  order: workOrderSchema,
  checklist: z.array(checklistItemSchema),
  partsUsage: z.array(partsUsageSchema),
  labor: z.array(laborEntrySchema),
  attachments: z.array(attachmentSchema),
  history: z.array(timelineEntrySchema),
});
export type WorkOrderBundle = z.infer<typeof workOrderBundleSchema>;

/** An equipment with its files' metadata (their bytes stay on the server). */
export const equipmentBundleSchema = z.object({
  equipment: equipmentSchema,
  attachments: z.array(attachmentSchema),
});
export type EquipmentBundle = z.infer<typeof equipmentBundleSchema>;

/** A part with the first page of its stock history. */
export const partBundleSchema = z.object({
  part: partSchema,
  movements: z.array(stockMovementSchema),
});
export type PartBundle = z.infer<typeof partBundleSchema>;

/** The record kinds of the replica, each with the shape a record of it has. */
const collectionShapes = {
  'work-orders': workOrderBundleSchema,
  equipment: equipmentBundleSchema,
  parts: partBundleSchema,
  vendors: vendorSchema,
  'pm-templates': pmTemplateSchema,
  downtime: downtimeSchema,
  profiles: publicProfileSchema,
  notifications: notificationSchema,
} as const;

export const REPLICA_COLLECTIONS = Object.keys(collectionShapes) as ReplicaCollection[];
export type ReplicaCollection = keyof typeof collectionShapes;
export type ReplicaRecord<C extends ReplicaCollection> = z.infer<(typeof collectionShapes)[C]>;

/** Every collection's records, by collection (a collection with nothing to say is left out). */
const upsertsSchema = z
  .object(
    Object.fromEntries(REPLICA_COLLECTIONS.map((c) => [c, z.array(collectionShapes[c])])) as {
      [C in ReplicaCollection]: z.ZodArray<(typeof collectionShapes)[C]>;
    },
  )
  .partial();
export type ReplicaUpserts = z.infer<typeof upsertsSchema>;

const deletesSchema = z
  .object(
    Object.fromEntries(REPLICA_COLLECTIONS.map((c) => [c, z.array(idSchema)])) as {
      [C in ReplicaCollection]: z.ZodArray<typeof idSchema>;
    },
  )
  .partial();
export type ReplicaDeletes = z.infer<typeof deletesSchema>;

/** Records a snapshot page holds per call at most, and by default. */
export const SNAPSHOT_MAX_LIMIT = 5_000;
export const SNAPSHOT_DEFAULT_LIMIT = 1_000;

export const snapshotParamsSchema = z.object({
  collection: z.enum(REPLICA_COLLECTIONS as [ReplicaCollection, ...ReplicaCollection[]], {
    error: said('value.oneOf', { field: 'collectionParam', values: REPLICA_COLLECTIONS.join(', ') }),
  }),
});

export const snapshotQuerySchema = z.object({
  /** The last id of the previous page (records come in id order). */
  after: idSchema.optional(),
  limit: z.coerce
    .number({ error: said('number.notNumber', { field: 'limitParam' }) })
    .int({ error: said('number.whole', { field: 'limitParam' }) })
    .min(1, { error: said('number.atLeast', { field: 'limitParam', min: 1 }) })
    .max(SNAPSHOT_MAX_LIMIT, {
      error: said('number.atMost', { field: 'limitParam', max: SNAPSHOT_MAX_LIMIT }),
    })
    .default(SNAPSHOT_DEFAULT_LIMIT),
});
export type SnapshotQuery = z.infer<typeof snapshotQuerySchema>;

export const snapshotPageSchema = z.object({
  upserts: upsertsSchema,
  /** The `after` of the next page; null on the last. */
  next: idSchema.nullable(),
});
export type SnapshotPage = z.infer<typeof snapshotPageSchema>;

/** Events a change page reads at most, and by default. */
export const CHANGES_MAX_LIMIT = 2_000;
export const CHANGES_DEFAULT_LIMIT = 500;

/** An opaque position in the change feed; the server tells a malformed one with a 400. */
export const syncCursorSchema = z.string().regex(/^[\w-]{1,200}$/, { error: said('sync.sinceFormat') });

export const changesQuerySchema = z.object({
  /** Absent: no copy yet, so the answer is "resync" with the cursor to continue from after the fill. */
  since: syncCursorSchema.optional(),
  limit: z.coerce
    .number({ error: said('number.notNumber', { field: 'limitParam' }) })
    .int({ error: said('number.whole', { field: 'limitParam' }) })
    .min(1, { error: said('number.atLeast', { field: 'limitParam', min: 1 }) })
    .max(CHANGES_MAX_LIMIT, { error: said('number.atMost', { field: 'limitParam', max: CHANGES_MAX_LIMIT }) })
    .default(CHANGES_DEFAULT_LIMIT),
});
export type ChangesQuery = z.infer<typeof changesQuerySchema>;

export const changesPageSchema = z.object({
  /**
   * The copy cannot be brought up to date by changes (none yet, or the cursor is older than the
   * feed keeps): fill it again from the snapshots, then continue from `cursor`.
   */
  resync: z.boolean(),
  /** Where the next call continues. */
  cursor: syncCursorSchema,
  /** More changes wait beyond this page: ask again at once. */
  hasMore: z.boolean(),
  /** How many events this page read (each is delivered in exactly one page). */
  events: z.number().int(),
  upserts: upsertsSchema,
  deletes: deletesSchema,
  /** The reader's notifications changed: `upserts.notifications` is the whole recent list. */
  notificationsReplaced: z.boolean(),
  /** The server's clock when it answered: devices measure their own clock's offset from it. */
  serverTime: timestampSchema,
});
export type ChangesPage = z.infer<typeof changesPageSchema>;

/** The id a record of a collection is kept under (a bundle's is its main record's). */
export function replicaRecordId<C extends ReplicaCollection>(
  collection: C,
  record: ReplicaRecord<C>,
): string {
  if (collection === 'work-orders') return (record as WorkOrderBundle).order.id;
  if (collection === 'equipment') return (record as EquipmentBundle).equipment.id;
  if (collection === 'parts') return (record as PartBundle).part.id;
  return (record as { id: string }).id;
}
