import type {
  CreateEquipment,
  Equipment,
  ListEquipmentQuery,
  UpdateEquipment,
} from '../../../shared/schemas/equipment';
import type { EquipmentStatus } from '../../../shared/domain';
import { workOrderTimelineEntries } from '../../../shared/equipment-timeline';
import type { TimelineEntry } from '../../../shared/schemas/work-order-activity';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { AppError, notFound } from '../../lib/app-error';
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
import * as repo from './equipment.repository';
import { renderQrCode } from './qr-code';

export function toEquipmentDto(row: repo.EquipmentRow): Equipment {
  return {
    id: row.id,
    assetTag: row.assetTag,
    name: row.name,
    model: row.model,
    description: row.description,
    area: row.area,
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
  new AppError('CONFLICT', `Asset tag ${assetTag} is already used in this warehouse`, {
    details: [{ path: 'assetTag', message: 'This asset tag is already used' }],
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
  onStatusChange,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: NotificationsService;
  onStatusChange: EquipmentStatusListener;
}) {
  const event = (a: AuthContext, action: string, dto: Equipment) =>
    mutationEvent(a, { topic: 'equipment', type: 'equipment', action, id: dto.id, data: dto }, clock.now());

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
    return { items: page.items.map(toEquipmentDto), nextCursor: page.nextCursor, total };
  }

  /** One page of the equipment export, by asset tag, without the list's count. */
  async function exportPage(actor: AuthContext, cursor: string | undefined, size: number) {
    const rows = await repo.listEquipment(db, actor.warehouseId, { limit: size }, decodeCursor(cursor));
    const page = pageOf(rows, size, (r) => ({ v: r.assetTag.toLowerCase(), id: r.id }));
    return { items: page.items.map(toEquipmentDto), nextCursor: page.nextCursor };
  }

  async function get(actor: AuthContext, id: string): Promise<Equipment> {
    return toEquipmentDto(await load(actor, id));
  }

  async function getByAssetTag(actor: AuthContext, assetTag: string): Promise<Equipment> {
    const row = await repo.findEquipmentByTag(db, actor.warehouseId, assetTag.trim());
    if (!row) throw notFound('Equipment');
    return toEquipmentDto(row);
  }

  async function create(actor: AuthContext, input: CreateEquipment): Promise<Equipment> {
    if (await repo.findEquipmentByTag(db, actor.warehouseId, input.assetTag)) throw tagTaken(input.assetTag);
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
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
        const dto = toEquipmentDto(row);
        outbox.push(event(actor, 'created', dto));
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
        const row = await repo.updateEquipmentRow(
          tx,
          actor.warehouseId,
          id,
          { ...input, updatedBy: actor.userId },
          expected,
        );
        if (!row) throw versionConflict(toEquipmentDto(await load(actor, id, tx)));
        await announceChange(tx, outbox, actor, before, row, input);
        if (row.status !== before.status) await onStatusChange(tx, outbox, actor, before, row);
        return toEquipmentDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw tagTaken(input.assetTag ?? before.assetTag);
      throw error;
    }
  }

  /** The audit row, the planners' alert when it stopped, and the event of an edit. */
  async function announceChange(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    before: repo.EquipmentRow,
    row: repo.EquipmentRow,
    input: Partial<repo.EquipmentRow>,
  ) {
    await recordAudit(tx, actor, {
      entityType: 'equipment',
      entityId: row.id,
      action: 'updated',
      changes: diffFields(before, input),
    });
    const alert = equipmentAlertOf(before, row);
    if (alert) await notifications.notifyRoles(tx, outbox, [alert]);
    outbox.push(event(actor, 'updated', toEquipmentDto(row)));
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

  /** Soft delete: the equipment leaves lists, its work orders and history stay. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await load(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'equipment',
      id,
      markDeleted: (tx, changes) => repo.updateEquipmentRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toEquipmentDto(await load(actor, id, tx)),
      deletedEvent: (row) => event(actor, 'deleted', toEquipmentDto(row)),
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

  /** The device copy's equipment (ADR 42): a page in id order, or those of the ids still live. */
  const inRange = async (actor: AuthContext, range: ReplicaRange) =>
    (await repo.equipmentInRange(db, actor.warehouseId, range)).map(toEquipmentDto);

  return {
    list,
    exportPage,
    get,
    getByAssetTag,
    create,
    update,
    remove,
    qrCode,
    history,
    find,
    setStatus,
    inRange,
  };
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
