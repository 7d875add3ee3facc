import type { PlantSettings, UpdatePlantSettings } from '../../../shared/schemas/plant-settings';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './plant-settings.repository';

export function toPlantSettingsDto(row: repo.WarehouseRow): PlantSettings {
  return {
    warehouseId: row.id,
    warehouseName: row.name,
    laborRate: row.laborRate,
    currency: row.currency,
    monthlyBudget: row.monthlyBudget,
    closeOutCodesRequired: row.closeOutCodesRequired,
    approvalLimits: row.approvalLimits,
    version: row.version,
  };
}

/**
 * A warehouse's settings: labour rate, currency and monthly budget (issue 12), and whether
 * completions need close-out codes (issue 25 §8).
 */
export function createPlantSettingsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
}) {
  async function load(actor: AuthContext, tx: Executor = db): Promise<repo.WarehouseRow> {
    const row = await repo.findWarehouse(tx, actor.warehouseId);
    if (!row) throw notFound('Warehouse');
    return row;
  }

  const get = async (actor: AuthContext) => toPlantSettingsDto(await load(actor));

  /** What reports print in their heading and write their times in. */
  async function reportContext(actor: AuthContext) {
    const row = await load(actor);
    return { warehouseName: row.name, timezone: row.timezone, currency: row.currency };
  }

  /** Whether the caller's plant requires close-out codes to complete corrective and emergency orders. */
  const closeOutCodesRequired = async (actor: AuthContext, tx: Executor = db) =>
    (await load(actor, tx)).closeOutCodesRequired;

  async function update(
    actor: AuthContext,
    input: UpdatePlantSettings,
    expected?: number,
  ): Promise<PlantSettings> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await load(actor, tx);
      const row = await repo.updateWarehouseSettings(tx, actor.warehouseId, input, expected);
      if (!row) throw versionConflict(toPlantSettingsDto(before));
      await recordAudit(tx, actor, {
        entityType: 'warehouse',
        entityId: row.id,
        action: 'updated',
        changes: diffFields(before, input),
      });
      const dto = toPlantSettingsDto(row);
      outbox.push(
        mutationEvent(
          actor,
          { topic: 'system', type: 'plant_settings', action: 'updated', id: row.id, data: dto },
          clock.now(),
        ),
      );
      return dto;
    });
  }

  /** The largest purchase order each role of the caller's plant approves (issue 27 §3). */
  const approvalLimits = async (actor: AuthContext, tx: Executor = db) =>
    (await load(actor, tx)).approvalLimits;

  return { get, reportContext, closeOutCodesRequired, approvalLimits, update };
}

export type PlantSettingsService = ReturnType<typeof createPlantSettingsService>;
