import { and, eq, isNull, sql } from 'drizzle-orm';
import { equipment } from '../../db/schema';
import type { Executor } from '../../db/client';
import { batches } from '../../db/sql/batches';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/unit-of-work';
import { mutationEvent } from '../../realtime/event-bus';
import { diffFields, recordAudits } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import { equipmentAlertOf } from './equipment-alert';
import type { EquipmentRow } from './equipment.repository';
import type { EquipmentStatusListener } from './equipment.service';

/** The fields a CSV import sets (issue 28 §4); specifications and the asset tag's case stay as stored. */
export type ImportedEquipmentFields = Pick<
  EquipmentRow,
  | 'name'
  | 'model'
  | 'description'
  | 'area'
  | 'status'
  | 'criticality'
  | 'manufacturer'
  | 'serialNumber'
  | 'installDate'
  | 'warrantyExpiry'
  | 'locationId'
  | 'parentId'
>;

export interface EquipmentCreate {
  /** Chosen before the insert, so rows of the same file can name it as their parent. */
  id: string;
  assetTag: string;
  fields: ImportedEquipmentFields;
}

export interface EquipmentChange {
  before: EquipmentRow;
  changes: Partial<ImportedEquipmentFields>;
}

/**
 * The equipment module's bulk path for CSV imports: multi-row inserts and updates in batches,
 * one audit row per record, one outbox event per batch naming its records (and the parents
 * whose part counts changed), and, for the few rows whose status changes, the same downtime
 * listener and planners' alert as an edit.
 */
export function createEquipmentBulk({
  clock,
  notifications,
  onStatusChange,
}: {
  clock: Clock;
  notifications: Pick<NotificationsService, 'notifyRoles'>;
  onStatusChange: EquipmentStatusListener;
}) {
  /** Every live asset of the warehouse, for matching a file's rows by asset tag. */
  const liveRows = (tx: Executor, warehouseId: string): Promise<EquipmentRow[]> =>
    tx
      .select()
      .from(equipment)
      .where(and(eq(equipment.warehouseId, warehouseId), isNull(equipment.deletedAt)));

  const announce = (outbox: Outbox, actor: AuthContext, importId: string, ids: readonly (string | null)[]) =>
    outbox.push(
      mutationEvent(
        actor,
        {
          topic: 'equipment',
          type: 'equipment',
          action: 'imported',
          id: importId,
          data: { ids: [...new Set(ids.filter((id): id is string => id !== null))] },
        },
        clock.now(),
      ),
    );

  async function insertAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: EquipmentCreate[],
  ) {
    for (const batch of batches(rows)) {
      // One statement per batch, the rows as one JSON parameter: a 20,000-parameter statement costs more to build than to run.
      await tx.execute(sql`
        insert into ${equipment} (id, organization_id, warehouse_id, asset_tag, name, model, description, area,
          status, criticality, manufacturer, serial_number, install_date, warranty_expiry, location_id,
          parent_id, created_by, updated_by)
        select v.id, ${actor.organizationId}, ${actor.warehouseId}, v."assetTag", v.name, v.model, v.description,
          v.area, v.status, v.criticality, v.manufacturer, v."serialNumber", v."installDate", v."warrantyExpiry",
          v."locationId", v."parentId", ${actor.userId}, ${actor.userId}
        from jsonb_to_recordset(${JSON.stringify(batch.map((r) => ({ ...r.fields, id: r.id, assetTag: r.assetTag })))}::jsonb) as v(
          id uuid, "assetTag" text, name text, model text, description text, area text, status equipment_status,
          criticality criticality, manufacturer text, "serialNumber" text, "installDate" date,
          "warrantyExpiry" date, "locationId" uuid, "parentId" uuid)`);
      await recordAudits(
        tx,
        batch.map((r) => ({ actor, entityType: 'equipment', entityId: r.id, action: 'created' })),
      );
      announce(outbox, actor, importId, [...batch.map((r) => r.id), ...batch.map((r) => r.fields.parentId)]);
    }
  }

  async function updateAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: EquipmentChange[],
  ) {
    for (const batch of batches(rows)) {
      const values = batch.map(({ before, changes }) => ({ ...before, ...changes }));
      // One statement per batch: the new values travel as one JSON parameter.
      await tx.execute(sql`
        update ${equipment} as e set
          name = v.name, model = v.model, description = v.description, area = v.area,
          status = v.status, criticality = v.criticality, manufacturer = v.manufacturer,
          serial_number = v."serialNumber", install_date = v."installDate",
          warranty_expiry = v."warrantyExpiry", location_id = v."locationId", parent_id = v."parentId",
          updated_by = ${actor.userId}, updated_at = now(), version = e.version + 1
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          id uuid, name text, model text, description text, area text, status equipment_status,
          criticality criticality, manufacturer text, "serialNumber" text, "installDate" date,
          "warrantyExpiry" date, "locationId" uuid, "parentId" uuid)
        where e.id = v.id and e.warehouse_id = ${actor.warehouseId}`);
      await recordAudits(
        tx,
        batch.map(({ before, changes }) => ({
          actor,
          entityType: 'equipment',
          entityId: before.id,
          action: 'updated',
          changes: diffFields(before, changes),
        })),
      );
      announce(outbox, actor, importId, [
        ...batch.map((c) => c.before.id),
        ...batch.flatMap((c) =>
          c.changes.parentId === undefined ? [] : [c.before.parentId, c.changes.parentId],
        ),
      ]);
    }
    for (const { before, changes } of rows) {
      if (changes.status === undefined || changes.status === before.status) continue;
      const after = { ...before, ...changes };
      const alert = equipmentAlertOf(before, after);
      if (alert) await notifications.notifyRoles(tx, outbox, [alert]);
      await onStatusChange(tx, outbox, actor, before, after);
    }
  }

  /** Applies a planned import inside the caller's transaction: creates (parents first), then changes. */
  async function apply(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    plan: { creates: EquipmentCreate[]; changes: EquipmentChange[] },
  ): Promise<void> {
    await insertAll(tx, outbox, actor, importId, plan.creates);
    await updateAll(tx, outbox, actor, importId, plan.changes);
  }

  return { liveRows, apply };
}

export type EquipmentBulk = ReturnType<typeof createEquipmentBulk>;
