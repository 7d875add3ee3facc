import { lastDoneOnProblem, type PmTemplate, type PmTemplateInput } from '../../../shared/schemas/pm';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Database, Executor, Tx } from '../../db/client';
import { sliceRange, type ReplicaRange } from '../../db/sql/replica-range';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import type { AuthContext } from '../auth/auth.context';
import type { ProceduresService } from '../procedures/procedures.service';
import * as repo from './pm.repository';
import { earliestByTemplate, usageForecasts } from './usage-forecasts';
import * as usageRepo from './usage.repository';
import { triggerColumns } from './usage-trigger';

/** A template as read, with its next due date (`repo.nextDueDates`). */
type TemplateView = repo.TemplateRecord & { nextDue: Date | undefined };

/** What the stored template would be given to PUT: the base a CSV import row changes. */
export function templateInputOf(row: repo.TemplateRow) {
  return {
    model: row.model,
    component: row.component,
    action: row.action,
    frequency: row.frequency,
    estimatedDuration: row.estimatedDuration,
    description: row.description,
    customFields: row.customFields,
    checklist: row.checklist,
    procedureId: row.procedureId,
    active: row.active,
    triggerKind: row.triggerKind,
    meterName: row.meterName,
    usageInterval: row.usageInterval,
    gaugeDirection: row.gaugeDirection,
    gaugeThreshold: row.gaugeThreshold,
    firstDueOn: row.firstDueOn,
    lastDoneOn: row.lastDoneOn,
  };
}

export function toTemplateDto({ row, matchingEquipment, nextDue }: TemplateView): PmTemplate {
  return {
    id: row.id,
    ...templateInputOf(row),
    nextDueAt: toIsoOrNull(nextDue),
    matchingEquipment,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

/** PM templates (operations spec §2/§5/§7): what to do, on which model, how often. */
export function createPmService({
  db,
  clock,
  events,
  procedures,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  procedures: Pick<ProceduresService, 'currentVersion'>;
}) {
  const event = (actor: AuthContext, action: string, dto: PmTemplate) =>
    mutationEvent(actor, { topic: 'pm', type: 'pm_template', action, id: dto.id, data: dto }, clock.now());

  /**
   * Each template's next due date: the earliest among its assets of an open order's due date,
   * the calendar's next date, and for counter-triggered templates the forecast of when the meter
   * reaches the next due total (issue 24). A template due by a gauge has one only while an order
   * is open: nobody can say when a gauge will pass its threshold.
   */
  async function nextDueDates(tx: Executor, warehouseId: string, only?: readonly string[]) {
    const [planned, forecasts] = await Promise.all([
      repo.nextDueDates(tx, warehouseId, only),
      usageForecasts(tx, warehouseId, only),
    ]);
    for (const [templateId, forecast] of earliestByTemplate(forecasts)) {
      const known = planned.get(templateId);
      if (!known || forecast < known) planned.set(templateId, forecast);
    }
    return planned;
  }

  async function record(actor: AuthContext, id: string, tx: Executor = db): Promise<TemplateView> {
    const found = await repo.findTemplateRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('PM template');
    const nextDue = await nextDueDates(tx, actor.warehouseId, [id]);
    return { ...found, nextDue: nextDue.get(id) };
  }

  /** The warehouse's templates (`only`: those of these ids), each with its next due date. */
  async function list(actor: AuthContext, only?: readonly string[]): Promise<PmTemplate[]> {
    const [records, nextDue] = await Promise.all([
      repo.listTemplates(db, actor.warehouseId),
      nextDueDates(db, actor.warehouseId, only),
    ]);
    const wanted = only ? new Set(only) : undefined;
    return records
      .filter((r) => !wanted || wanted.has(r.row.id))
      .map((r) => toTemplateDto({ ...r, nextDue: nextDue.get(r.row.id) }));
  }

  /**
   * The plan's start as stored (ADR 46): "last done on" a day that has come; "first due on" left
   * empty means today, unless "last done on" sets it or the template never had either (made
   * before plans had a start), which keeps the rule it was made with.
   */
  async function planStart(
    actor: AuthContext,
    input: PmTemplateInput,
    before?: repo.TemplateRow,
    tx: Executor = db,
  ): Promise<{ firstDueOn: string | null; lastDoneOn: string | null }> {
    const lastDoneOn = input.lastDoneOn ?? null;
    const today = await repo.plantToday(tx, actor.warehouseId, clock.now());
    if (lastDoneOnProblem(lastDoneOn, today)) {
      const problem = phrase('pm.lastDoneInFuture');
      throw new AppError('VALIDATION_FAILED', problem, { details: [{ path: 'lastDoneOn', ...problem }] });
    }
    const keepsNoStart = before !== undefined && before.firstDueOn === null && before.lastDoneOn === null;
    const firstDueOn = input.firstDueOn ?? (lastDoneOn !== null || keepsNoStart ? null : today);
    return { firstDueOn, lastDoneOn };
  }

  /** The procedure a template issues must be one of the plant's library (404 otherwise). */
  async function checkProcedure(actor: AuthContext, input: PmTemplateInput) {
    if (input.procedureId) await procedures.currentVersion(actor, input.procedureId);
  }

  /** A new template inside the caller's transaction, its procedure already checked. */
  async function insertInTransaction(
    tx: Tx,
    outbox: Outbox,
    actor: AuthContext,
    input: PmTemplateInput,
  ): Promise<PmTemplate> {
    const start = await planStart(actor, input, undefined, tx);
    const row = await repo.insertTemplate(tx, {
      ...input,
      ...start,
      ...triggerColumns(input),
      organizationId: actor.organizationId,
      warehouseId: actor.warehouseId,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await recordAudit(tx, actor, { entityType: 'pm_template', entityId: row.id, action: 'created' });
    const dto = toTemplateDto(await record(actor, row.id, tx));
    outbox.push(event(actor, 'created', dto));
    return dto;
  }

  /** A template replaced as a whole inside the caller's transaction, its procedure already checked. */
  async function replaceInTransaction(
    tx: Tx,
    outbox: Outbox,
    actor: AuthContext,
    before: repo.TemplateRow,
    input: PmTemplateInput,
    expected?: number,
  ): Promise<PmTemplate> {
    const start = await planStart(actor, input, before, tx);
    const changes = {
      ...input,
      ...start,
      ...triggerColumns(input),
      description: input.description ?? null,
      procedureId: input.procedureId ?? null,
      updatedBy: actor.userId,
    };
    const row = await repo.updateTemplateRow(tx, actor.warehouseId, before.id, changes, expected);
    if (!row) throw versionConflict(toTemplateDto(await record(actor, before.id, tx)));
    await recordAudit(tx, actor, {
      entityType: 'pm_template',
      entityId: before.id,
      action: 'updated',
      changes: diffFields(before, changes),
    });
    const dto = toTemplateDto(await record(actor, before.id, tx));
    outbox.push(event(actor, 'updated', dto));
    return dto;
  }

  async function create(actor: AuthContext, input: PmTemplateInput): Promise<PmTemplate> {
    await checkProcedure(actor, input);
    return inTransaction(db, events, (tx, outbox) => insertInTransaction(tx, outbox, actor, input));
  }

  /** PUT: the template as a whole (description cleared when left out). */
  async function replace(
    actor: AuthContext,
    id: string,
    input: PmTemplateInput,
    expected?: number,
  ): Promise<PmTemplate> {
    const before = await record(actor, id);
    await checkProcedure(actor, input);
    return inTransaction(db, events, (tx, outbox) =>
      replaceInTransaction(tx, outbox, actor, before.row, input, expected),
    );
  }

  /** Soft delete: generated work orders keep their template link and history. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    const before = await record(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'pm_template',
      id,
      markDeleted: (tx, changes) => repo.updateTemplateRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toTemplateDto(await record(actor, id, tx)),
      deletedEvent: (row) => event(actor, 'deleted', toTemplateDto({ ...before, row, nextDue: undefined })),
    });
  }

  /** A PM template of the warehouse (not deleted), for other modules' links. */
  const findTemplate = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findTemplate(tx, warehouseId, id);

  /** The device copy's templates (ADR 42): a page in id order, or those of the ids still live. */
  // The feed names a few templates: only theirs are worked out, not every plan of the warehouse.
  const inRange = async (actor: AuthContext, range: ReplicaRange) =>
    sliceRange(await list(actor, 'ids' in range ? range.ids : undefined), range);

  /** The usage-based PM on a counter, nearest due first (the meter's forecast). */
  const usageDuesOnMeter = (meter: usageRepo.MeterOfAsset) => usageRepo.usageDuesOnMeter(db, meter);

  /** What a CSV import (issue 28 §4) writes with: inside its one transaction, through the audited paths. */
  const bulk = {
    liveRows: (tx: Executor, warehouseId: string) => repo.liveTemplateRows(tx, warehouseId),
    /** The plant's day, which "last done on" may not pass. */
    today: (tx: Executor, warehouseId: string) => repo.plantToday(tx, warehouseId, clock.now()),
    create: insertInTransaction,
    replace: replaceInTransaction,
  };

  return { list, create, replace, remove, findTemplate, inRange, usageDuesOnMeter, bulk };
}

export type PmService = ReturnType<typeof createPmService>;
