import {
  counterReadingProblem,
  gaugeLimitPassed,
  isReadInFuture,
  runningTotals,
} from '../../../shared/meter-rules';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import { resolveOccurredAt, type OccurredTime } from '../../../shared/occurred-at';
import type { CreateReading, Reading } from '../../../shared/schemas/meters';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Outbox } from '../../lib/unit-of-work';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import {
  excursionAlert,
  excursionOrderDescription,
  excursionOrderPriority,
  type Excursion,
  type ExcursionAsset,
} from './excursion';
import { toReadingDto } from './meter-dto';
import * as repo from './meters.repository';

export interface RecordReadingDeps {
  notifications: Pick<NotificationsService, 'notifyRoles'>;
  workOrders: Pick<WorkOrdersService, 'raiseOrder' | 'find'>;
}

/** The locked meter and its asset, as `recordReading` works on them. */
export interface ReadingTarget {
  meter: repo.MeterRow;
  asset: ExcursionAsset & { model: string; area: string | null };
}

/** A refused reading: its message, coded or (the counter rules' own sentences) English alone, on its field. */
const refused = (
  path: string,
  message: string | Phrase,
  code: 'UNPROCESSABLE' | 'VALIDATION_FAILED' = 'UNPROCESSABLE',
) =>
  new AppError(code, message, {
    details: [typeof message === 'string' ? { path, message } : { path, ...message }],
  });

/**
 * Records a reading on a meter whose row the caller has locked (`select … for update`), so the
 * readings of one meter are written one at a time: a counter reading is held to its neighbours
 * by time, the totals of readings after a late one are recomputed, the meter keeps its latest
 * reading, and a gauge that leaves its limits raises its alert (and order) once per excursion.
 * Without `readAt`, the reading is dated by Occurred-At as the change queue sends it, else now.
 */
export async function recordReading(
  deps: RecordReadingDeps,
  tx: Tx,
  outbox: Outbox,
  actor: AuthContext,
  target: ReadingTarget,
  input: CreateReading,
  timing: { now: Date; claimed: Date | null },
): Promise<{ reading: Reading; meter: repo.MeterRow }> {
  const { meter } = target;
  const when: OccurredTime = resolveOccurredAt(timing.claimed, timing.now);
  const readAt = input.readAt ?? when.at;
  if (isReadInFuture(readAt, timing.now)) throw refused('readAt', phrase('meter.readInFuture'));
  if (meter.kind === 'gauge' && input.reset) {
    throw refused('reset', phrase('meter.gaugeHasNoReset'), 'VALIDATION_FAILED');
  }
  if (input.workOrderId && !(await deps.workOrders.find(actor.warehouseId, input.workOrderId, tx))) {
    throw notFound('Work order');
  }
  const total = meter.kind === 'counter' ? await placeCounterReading(tx, meter, input, readAt) : null;
  const row = await repo.insertReading(tx, {
    organizationId: actor.organizationId,
    warehouseId: actor.warehouseId,
    meterId: meter.id,
    value: input.value,
    total: total?.ofReading ?? null,
    readAt,
    source: input.source,
    reset: input.reset ?? null,
    workOrderId: input.workOrderId ?? null,
    note: input.note ?? null,
    readBy: actor.userId,
  });
  const isLatest = !meter.lastReadAt || readAt >= meter.lastReadAt;
  const state = isLatest
    ? {
        lastValue: input.value,
        lastReadAt: readAt,
        total: total?.ofReading ?? null,
        ...(meter.kind === 'gauge'
          ? await followExcursion(deps, tx, outbox, actor, target, input.value, readAt, when)
          : {}),
      }
    : { total: total?.ofMeter ?? meter.total };
  const updated = await repo.setMeterState(tx, meter.id, state);
  await recordAudit(tx, actor, {
    entityType: 'meter',
    entityId: meter.id,
    action: 'reading_recorded',
    changes: {
      value: input.value,
      unit: meter.unit,
      readAt: readAt.toISOString(),
      source: input.source,
      reset: input.reset ?? null,
    },
    occurred: when,
  });
  const reading = toReadingDto({ row, readByName: `${actor.firstName} ${actor.lastName}` });
  return { reading, meter: updated };
}

/**
 * Checks a counter reading against the readings either side of it and gives its total; the
 * readings after it (a late reading from an offline device) get their totals again. Answers the
 * reading's total and the meter's (its latest reading's) after the change.
 */
async function placeCounterReading(tx: Tx, meter: repo.MeterRow, input: CreateReading, readAt: Date) {
  const { previous, next } = await repo.readingNeighbours(tx, meter.id, readAt);
  const asRule = (r: repo.ReadingRow) => ({ value: r.value, readAt: r.readAt, reset: r.reset !== null });
  const reading = { value: input.value, readAt, reset: input.reset !== undefined };
  const timeZone = await repo.warehouseTimeZone(tx, meter.warehouseId);
  const problem = counterReadingProblem(
    reading,
    { previous: previous ? asRule(previous) : null, next: next ? asRule(next) : null },
    { unit: meter.unit, timeZone },
  );
  if (problem) throw refused('value', problem);
  const before = previous ? { value: previous.value, total: previous.total ?? previous.value } : null;
  const [ofReading = input.value] = runningTotals(before, [reading]);
  if (!next) return { ofReading, ofMeter: ofReading };
  const later = await repo.readingsAfter(tx, meter.id, readAt);
  const totals = runningTotals(
    { value: input.value, total: ofReading },
    later.map((r) => ({ value: r.value, reset: r.reset !== null })),
  );
  await repo.setReadingTotals(
    tx,
    later.flatMap((r, i) =>
      totals[i] !== undefined && totals[i] !== r.total ? [{ id: r.id, total: totals[i] }] : [],
    ),
  );
  return { ofReading, ofMeter: totals.at(-1) ?? ofReading };
}

/**
 * A gauge's latest reading starts an excursion when it is outside the limits and none is open:
 * one alert and, when the meter says so, one corrective order; a reading back inside ends it
 * (the order stays). Readings while it is open raise nothing more. The order is raised when the
 * reading reached the server, or when the change queue says it was taken (`when`).
 */
async function followExcursion(
  deps: RecordReadingDeps,
  tx: Tx,
  outbox: Outbox,
  actor: AuthContext,
  target: ReadingTarget,
  value: number,
  readAt: Date,
  when: OccurredTime,
) {
  const { meter, asset } = target;
  const passed = gaugeLimitPassed(value, meter);
  if (!passed) return meter.excursionSince ? { excursionSince: null } : {};
  if (meter.excursionSince) return {};
  const excursion: Excursion = { meterName: meter.name, unit: meter.unit, value, ...passed };
  const order = meter.excursionRaisesWorkOrder
    ? await deps.workOrders.raiseOrder(
        tx,
        outbox,
        actor,
        {
          type: 'corrective',
          description: excursionOrderDescription(asset, excursion),
          priority: excursionOrderPriority(asset.criticality),
          equipmentId: asset.id,
          assetModel: asset.model,
          area: asset.area,
        },
        when,
      )
    : null;
  await deps.notifications.notifyRoles(tx, outbox, [excursionAlert(asset, excursion, order)]);
  return { excursionSince: readAt, ...(order ? { excursionWorkOrderId: order.id } : {}) };
}
