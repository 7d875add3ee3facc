import type { PageQuery } from '../../../shared/schemas/common';
import type {
  BreadcrumbStep,
  CreateEquipment,
  Equipment,
  ListEquipmentQuery,
  UpdateEquipment,
} from '../../../shared/schemas/equipment';
import type { EquipmentStatus } from '../../../shared/domain';
import { workOrderTimelineEntries } from '../../../shared/equipment-timeline';
import { phrase } from '../../../shared/i18n/error-texts';
import type { TimelineEntry } from '../../../shared/schemas/work-order-activity';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { describeChanges, diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import { loadDisplayNames, personName, withNames } from '../audit/display-names';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import { equipmentAlertOf } from './equipment-alert';
import { createEquipmentBulk } from './equipment-bulk';
import { breadcrumbOf, checkPlacement, type PlacementLocations } from './equipment-placement';
import * as tree from './equipment-tree.repository';
import { partsRefusal } from './equipment-tree-rules';
import * as repo from './equipment.repository';
import { renderQrCode } from './qr-code';

/** The record as the API answers it; `childCount` is its live parts. */
export function toEquipmentDto(row: repo.EquipmentRow, childCount: number): Equipment {
  return {
    id: row.id,
    assetTag: row.assetTag,
    name: row.name,
    model: row.model,
    description: row.description,
    area: row.area,
    locationId: row.locationId,
    parentId: row.parentId,
    childCount,
    status: row.status,
    criticality: row.criticality,
    installDate: row.installDate,
    warrantyExpiry: row.warrantyExpiry,
    manufacturer: row.manufacturer,
    serialNumber: row.serialNumber,
    specifications: row.specifications ?? null,
    organizationId: row.organizationId,
    warehouseId: row.warehouseId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    deletedAt: toIsoOrNull(row.deletedAt),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    qrCode: `/api/equipment/${row.id}/qr`,
    version: row.version,
  };
}

const tagTaken = (assetTag: string) =>
  new AppError('CONFLICT', phrase('equipment.assetTagTaken', { assetTag }), {
    details: [{ path: 'assetTag', ...phrase('equipment.assetTagTakenShort') }],
  });

const AUDIT_TITLES: Record<string, string> = {
  created: 'Equipment added',
  updated: 'Details changed',
  deleted: 'Equipment removed',
  attachment_added: 'Attachment added',
  attachment_removed: 'Attachment removed',
};

function auditDetail(
  recorded: Record<string, unknown> | null,
  names: ReadonlyMap<string, string>,
): string | null {
  const fileName = recorded?.['fileName'];
  if (typeof fileName === 'string') return fileName;
  return describeChanges(recorded ? (withNames(recorded, names) as Record<string, unknown>) : null);
}

/**
 * Hears every status change an edit makes, inside its transaction: the downtime module opens or
 * closes the equipment's downtime with it (issue 12).
 */
export type EquipmentStatusListener = (
  tx: Executor,
  outbox: Outbox,
  actor: AuthContext,
  before: repo.EquipmentRow,
  after: repo.EquipmentRow,
) => Promise<void>;

export function createEquipmentService({
  db,
  clock,
  events,
  notifications,
  locations,
  onStatusChange,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: NotificationsService;
  locations: PlacementLocations;
  onStatusChange: EquipmentStatusListener;
}) {
  const event = (a: AuthContext, action: string, dto: Equipment) =>
    mutationEvent(a, { topic: 'equipment', type: 'equipment', action, id: dto.id, data: dto }, clock.now());

  /** The records as answered, with their live parts counted in one query. */
  async function dtosOf(rows: readonly repo.EquipmentRow[], tx: Executor = db): Promise<Equipment[]> {
    const counts = await tree.childCounts(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toEquipmentDto(r, counts.get(r.id) ?? 0));
  }

  const dtoOf = async (row: repo.EquipmentRow, tx: Executor = db) =>
    toEquipmentDto(row, await tree.liveChildCount(tx, row.id));

  /**
   * The assets whose parts changed (the old and the new parent of a moved asset) are announced
   * too, so screens and device copies showing their part counts refresh.
   */
  async function announceParents(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    ids: readonly (string | null)[],
  ) {
    for (const id of new Set(ids.filter((i): i is string => i !== null))) {
      const parent = await repo.findEquipment(tx, actor.warehouseId, id);
      if (parent) outbox.push(event(actor, 'updated', await dtoOf(parent, tx)));
    }
  }

  /** The equipment of the caller's warehouse; 404 for anything else (also other warehouses'). */
  async function load(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.EquipmentRow> {
    const row = await repo.findEquipment(tx, actor.warehouseId, id);
    if (!row) throw notFound('Equipment');
    return row;
  }

  async function list(actor: AuthContext, query: ListEquipmentQuery) {
    const cursor = decodeCursor(query.cursor);
    const [rows, total] = await Promise.all([
      repo.listEquipment(db, actor.warehouseId, query, cursor),
      repo.countEquipment(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.assetTag.toLowerCase(), id: r.id }));
    return { items: await dtosOf(page.items), nextCursor: page.nextCursor, total };
  }

  /** One page of the equipment export, by asset tag, without the list's count. */
  async function exportPage(actor: AuthContext, cursor: string | undefined, size: number) {
    const rows = await repo.listEquipment(db, actor.warehouseId, { limit: size }, decodeCursor(cursor));
    const page = pageOf(rows, size, (r) => ({ v: r.assetTag.toLowerCase(), id: r.id }));
    return { items: await dtosOf(page.items), nextCursor: page.nextCursor };
  }

  async function get(actor: AuthContext, id: string): Promise<Equipment> {
    return dtoOf(await load(actor, id));
  }

  /** Its direct live parts, by asset tag. */
  async function children(actor: AuthContext, id: string, query: PageQuery) {
    await load(actor, id);
    return list(actor, { limit: query.limit, cursor: query.cursor, parentId: id });
  }

  async function breadcrumb(actor: AuthContext, id: string): Promise<BreadcrumbStep[]> {
    await load(actor, id);
    return breadcrumbOf(db, actor.warehouseId, locations, id);
  }

  /** The assets this one is part of, at every level up (none for an unknown or top-level asset). */
  const ancestorIds = async (warehouseId: string, id: string) =>
    (await tree.chainUp(db, warehouseId, id)).slice(1).map((step) => step.id);

  async function getByAssetTag(actor: AuthContext, assetTag: string): Promise<Equipment> {
    const row = await repo.findEquipmentByTag(db, actor.warehouseId, assetTag.trim());
    if (!row) throw notFound('Equipment');
    return dtoOf(row);
  }

  async function create(actor: AuthContext, input: CreateEquipment): Promise<Equipment> {
    if (await repo.findEquipmentByTag(db, actor.warehouseId, input.assetTag)) throw tagTaken(input.assetTag);
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        await checkPlacement(tx, actor.warehouseId, locations, { ...input, id: null }, input);
        const row = await repo.insertEquipment(tx, {
          ...input,
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await recordAudit(tx, actor, {
          entityType: 'equipment',
          entityId: row.id,
          action: 'created',
        });
        const dto = toEquipmentDto(row, 0);
        outbox.push(event(actor, 'created', dto));
        await announceParents(tx, outbox, actor, [row.parentId]);
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw tagTaken(input.assetTag);
      throw error;
    }
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateEquipment,
    expected?: number,
  ): Promise<Equipment> {
    const before = await load(actor, id);
    if (input.assetTag && input.assetTag.toLowerCase() !== before.assetTag.toLowerCase()) {
      if (await repo.findEquipmentByTag(db, actor.warehouseId, input.assetTag))
        throw tagTaken(input.assetTag);
    }
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const placed = { id, name: input.name ?? before.name, assetTag: input.assetTag ?? before.assetTag };
        await checkPlacement(tx, actor.warehouseId, locations, placed, {
          locationId: input.locationId,
          parentId: input.parentId === before.parentId ? undefined : input.parentId,
        });
        const row = await repo.updateEquipmentRow(
          tx,
          actor.warehouseId,
          id,
          { ...input, updatedBy: actor.userId },
          expected,
        );
        if (!row) throw versionConflict(await dtoOf(await load(actor, id, tx), tx));
        const dto = await announceChange(tx, outbox, actor, before, row, input);
        if (row.parentId !== before.parentId) {
          await announceParents(tx, outbox, actor, [before.parentId, row.parentId]);
        }
        if (row.status !== before.status) await onStatusChange(tx, outbox, actor, before, row);
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw tagTaken(input.assetTag ?? before.assetTag);
      throw error;
    }
  }

  /** The audit row, the planners' alert when it stopped, and the event of an edit; the record as answered. */
  async function announceChange(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    before: repo.EquipmentRow,
    row: repo.EquipmentRow,
    input: Partial<repo.EquipmentRow>,
  ): Promise<Equipment> {
    await recordAudit(tx, actor, {
      entityType: 'equipment',
      entityId: row.id,
      action: 'updated',
      changes: diffFields(before, input),
    });
    const alert = equipmentAlertOf(before, row);
    if (alert) await notifications.notifyRoles(tx, outbox, [alert]);
    const dto = await dtoOf(row, tx);
    outbox.push(event(actor, 'updated', dto));
    return dto;
  }

  /**
   * Sets the status as part of another change (downtime opened by a work order, closed by
   * "back in service"), audited and announced like an edit, without telling the status
   * listener: the caller is the one making the downtime change.
   */
  async function setStatus(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    before: repo.EquipmentRow,
    status: EquipmentStatus,
  ): Promise<repo.EquipmentRow> {
    if (before.status === status) return before;
    const row = await repo.updateEquipmentRow(
      tx,
      actor.warehouseId,
      before.id,
      { status, updatedBy: actor.userId },
      undefined,
    );
    if (!row) throw notFound('Equipment');
    await announceChange(tx, outbox, actor, before, row, { status });
    return row;
  }

  /**
   * Soft delete: the equipment leaves lists, its work orders and history stay. Refused while it
   * has live parts, checked under the asset-tree lock so no part is added meanwhile.
   */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    const before = await load(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'equipment',
      id,
      markDeleted: async (tx, changes) => {
        await tree.lockEquipmentTree(tx, actor.warehouseId);
        const refusal = partsRefusal(before, await tree.liveChildCount(tx, id));
        if (refusal) throw conflict(refusal);
        return repo.updateEquipmentRow(tx, actor.warehouseId, id, changes, expected);
      },
      current: async (tx) => dtoOf(await load(actor, id, tx), tx),
      deletedEvent: (row) => event(actor, 'deleted', toEquipmentDto(row, 0)),
    });
  }

  async function qrCode(actor: AuthContext, id: string, format: 'svg' | 'png') {
    const row = await load(actor, id);
    return renderQrCode(row.assetTag, format);
  }

  /** Its work orders and its changes, newest first: the History tab's real timeline. */
  async function history(actor: AuthContext, id: string): Promise<TimelineEntry[]> {
    await load(actor, id);
    const { orders, changes } = await repo.equipmentTimelineSources(db, id, 200);
    const names = await loadDisplayNames(
      db,
      changes.map((c) => c.changes),
    );
    const entries: TimelineEntry[] = [
      ...orders.flatMap((o) =>
        workOrderTimelineEntries({
          ...o,
          createdAt: toIso(o.createdAt),
          completedAt: toIsoOrNull(o.completedAt),
          requesterName: personName(o.requestedBy, o.requesterName),
        }),
      ),
      ...changes.map((c) => ({
        at: toIso(c.createdAt),
        kind: 'change' as const,
        title: AUDIT_TITLES[c.action] ?? c.action,
        detail: auditDetail(c.changes ?? null, names),
        userName: personName(c.userId, c.userName),
        workOrderId: null,
      })),
    ];
    return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 200);
  }

  /** For other modules (work orders, attachments): the row if it is in the caller's warehouse. */
  const find = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findEquipment(tx, warehouseId, id);

  /** For the work-order list by location: the ids of the equipment there (or under it). */
  const idsAt = (warehouseId: string, locationId: string, includeDescendants: boolean) =>
    repo.equipmentIdsAt(db, warehouseId, locationId, includeDescendants);

  /** The device copy's equipment (ADR 42): a page in id order, or those of the ids still live. */
  const inRange = async (actor: AuthContext, range: ReplicaRange) =>
    dtosOf(await repo.equipmentInRange(db, actor.warehouseId, range));

  return {
    list,
    exportPage,
    get,
    children,
    breadcrumb,
    ancestorIds,
    getByAssetTag,
    create,
    update,
    remove,
    qrCode,
    history,
    find,
    idsAt,
    setStatus,
    inRange,
    /** CSV imports' bulk path (issue 28 §4). */
    bulk: createEquipmentBulk({ clock, notifications, onStatusChange }),
  };
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
