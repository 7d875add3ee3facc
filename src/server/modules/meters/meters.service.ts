import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import type {
  CreateMeter,
  CreateReading,
  ListReadingsQuery,
  Meter,
  Reading,
  UpdateMeter,
} from '../../../shared/schemas/meters';
import type { PageQuery } from '../../../shared/schemas/common';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import type { AuthContext } from '../auth/auth.context';
import type { EquipmentService } from '../equipment/equipment.service';
import type { PmService } from '../pm/pm.service';
import { meterForecast } from './forecast';
import { toMeterDto, toReadingDto } from './meter-dto';
import * as repo from './meters.repository';
import { recordReading, type ReadingTarget, type RecordReadingDeps } from './record-reading';

const nameTaken = (name: string) =>
  new AppError('CONFLICT', phrase('meter.nameTaken', { name }), {
    details: [{ path: 'name', ...phrase('meter.nameTakenShort') }],
  });

const invalidLimits = (refusal: Phrase) =>
  new AppError('VALIDATION_FAILED', refusal, { details: [{ path: 'minValue', ...refusal }] });

/** A counter has no limits, and a gauge's lower limit stays below its upper one, edit after edit. */
function checkEditedLimits(before: repo.MeterRow, input: UpdateMeter) {
  const minValue = input.minValue === undefined ? before.minValue : input.minValue;
  const maxValue = input.maxValue === undefined ? before.maxValue : input.maxValue;
  if (before.kind === 'counter' && (minValue !== null || maxValue !== null))
    throw invalidLimits(phrase('meter.limitsForGaugesOnly'));
  if (minValue !== null && maxValue !== null && minValue >= maxValue)
    throw invalidLimits(phrase('meter.minAboveMax'));
}

export interface MetersServiceDeps extends RecordReadingDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  equipment: Pick<EquipmentService, 'find'>;
  pm: Pick<PmService, 'usageDuesOnMeter'>;
}

/**
 * Meters and their readings (issue 24): an equipment's counters and gauges, configured by
 * those who edit equipment and read by anyone of the warehouse; every change audited and
 * announced on the equipment topic (`meter.created`, `meter.reading_recorded`…).
 */
export function createMetersService(deps: MetersServiceDeps) {
  const { db, clock, events } = deps;
  const event = (actor: AuthContext, action: string, id: string, data: Record<string, unknown>) =>
    mutationEvent(actor, { topic: 'equipment', type: 'meter', action, id, data }, clock.now());

  async function equipmentOf(actor: AuthContext, equipmentId: string, tx: Executor = db) {
    const asset = await deps.equipment.find(actor.warehouseId, equipmentId, tx);
    if (!asset) throw notFound('Equipment');
    return asset;
  }

  /** A live meter of a live equipment in the caller's warehouse; 404 for anything else. */
  async function load(actor: AuthContext, id: string, tx: Executor = db, forUpdate = false) {
    const meter = await repo.findMeter(tx, actor.warehouseId, id, forUpdate);
    const asset = meter && (await deps.equipment.find(actor.warehouseId, meter.equipmentId, tx));
    if (!meter || !asset) throw notFound('Meter');
    return { meter, asset } satisfies ReadingTarget;
  }

  async function list(actor: AuthContext, equipmentId: string, query: PageQuery) {
    await equipmentOf(actor, equipmentId);
    const [rows, total] = await Promise.all([
      repo.listMeters(db, equipmentId, query.limit, decodeCursor(query.cursor)),
      repo.countMeters(db, equipmentId),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.name.toLowerCase(), id: r.id }));
    return { items: page.items.map(toMeterDto), nextCursor: page.nextCursor, total };
  }

  const get = async (actor: AuthContext, id: string) => toMeterDto((await load(actor, id)).meter);

  async function create(actor: AuthContext, equipmentId: string, input: CreateMeter): Promise<Meter> {
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        await equipmentOf(actor, equipmentId, tx);
        if (await repo.findMeterByName(tx, equipmentId, input.name)) throw nameTaken(input.name);
        const row = await repo.insertMeter(tx, {
          ...input,
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          equipmentId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await recordAudit(tx, actor, {
          entityType: 'meter',
          entityId: row.id,
          action: 'created',
          changes: { name: row.name, unit: row.unit, kind: row.kind, equipmentId },
        });
        const dto = toMeterDto(row);
        outbox.push(event(actor, 'created', dto.id, dto));
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(input.name);
      throw error;
    }
  }

  /** An edit of name, unit, limits or the excursion order; the kind never changes. */
  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateMeter,
    expected?: number,
  ): Promise<Meter> {
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const { meter: before } = await load(actor, id, tx);
        checkEditedLimits(before, input);
        if (input.name && (await repo.findMeterByName(tx, before.equipmentId, input.name, id)))
          throw nameTaken(input.name);
        const row = await repo.updateMeterRow(
          tx,
          actor.warehouseId,
          id,
          { ...input, updatedBy: actor.userId },
          expected,
        );
        if (!row) throw versionConflict(toMeterDto(before));
        await recordAudit(tx, actor, {
          entityType: 'meter',
          entityId: id,
          action: 'updated',
          changes: diffFields(before, input),
        });
        const dto = toMeterDto(row);
        outbox.push(event(actor, 'updated', id, dto));
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.name) throw nameTaken(input.name);
      throw error;
    }
  }

  /** Soft delete: the meter leaves the equipment; its readings stay with it. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await load(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'meter',
      id,
      markDeleted: (tx, changes) => repo.updateMeterRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toMeterDto((await load(actor, id, tx)).meter),
      deletedEvent: (row) => event(actor, 'deleted', id, toMeterDto(row)),
    });
  }

  async function listReadings(actor: AuthContext, id: string, query: ListReadingsQuery) {
    await load(actor, id);
    const [rows, total] = await Promise.all([
      repo.listReadings(db, id, query, decodeCursor(query.cursor)),
      repo.countReadings(db, id, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.row.readAt.toISOString(), id: r.row.id }));
    return { items: page.items.map(toReadingDto), nextCursor: page.nextCursor, total };
  }

  /**
   * Records a reading under the meter's row lock, so two readings of one meter (two devices,
   * a replay beside its original) are written one after the other and an excursion raises its
   * alert and order once. `claimed` is the request's Occurred-At.
   */
  async function addReading(
    actor: AuthContext,
    id: string,
    input: CreateReading,
    claimed: Date | null,
  ): Promise<Reading> {
    return inTransaction(db, events, (tx, outbox) =>
      readInTransaction(tx, outbox, actor, id, input, claimed),
    );
  }

  /** `addReading` inside the caller's transaction: a work order's "read meter" step. */
  async function readInTransaction(
    tx: Tx,
    outbox: Outbox,
    actor: AuthContext,
    id: string,
    input: CreateReading,
    claimed: Date | null,
  ): Promise<Reading> {
    const target = await load(actor, id, tx, true);
    const { reading, meter } = await recordReading(deps, tx, outbox, actor, target, input, {
      now: clock.now(),
      claimed,
    });
    outbox.push(event(actor, 'reading_recorded', id, { meter: toMeterDto(meter), reading }));
    return reading;
  }

  /** When the nearest usage-based PM on this meter falls due (see forecast.ts). */
  async function forecast(actor: AuthContext, id: string) {
    const { meter } = await load(actor, id);
    return meterForecast(db, meter, deps.pm.usageDuesOnMeter);
  }

  return {
    load,
    list,
    get,
    create,
    update,
    remove,
    listReadings,
    addReading,
    readInTransaction,
    forecast,
  };
}

export type MetersService = ReturnType<typeof createMetersService>;
