import type { PmTemplate, PmTemplateInput } from '../../../shared/schemas/pm';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './pm.repository';

export function toTemplateDto({ row, matchingEquipment }: repo.TemplateRecord): PmTemplate {
  return {
    id: row.id,
    model: row.model,
    component: row.component,
    action: row.action,
    frequency: row.frequency,
    estimatedDuration: row.estimatedDuration,
    description: row.description,
    customFields: row.customFields,
    checklist: row.checklist,
    active: row.active,
    matchingEquipment,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

/** PM templates (operations spec §2/§5/§7): what to do, on which model, how often. */
export function createPmService({ db, clock, events }: { db: Database; clock: Clock; events: EventBus }) {
  const event = (actor: AuthContext, action: string, dto: PmTemplate) =>
    mutationEvent(actor, { topic: 'pm', type: 'pm_template', action, id: dto.id, data: dto }, clock.now());

  async function record(actor: AuthContext, id: string, tx: Executor = db) {
    const found = await repo.findTemplateRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('PM template');
    return found;
  }

  const list = async (actor: AuthContext) =>
    (await repo.listTemplates(db, actor.warehouseId)).map(toTemplateDto);

  async function create(actor: AuthContext, input: PmTemplateInput): Promise<PmTemplate> {
    return inTransaction(db, events, async (tx, outbox) => {
      const row = await repo.insertTemplate(tx, {
        ...input,
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await recordAudit(tx, actor, {
        entityType: 'pm_template',
        entityId: row.id,
        action: 'created',
      });
      const dto = toTemplateDto(await record(actor, row.id, tx));
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  /** PUT: the template as a whole (description cleared when left out). */
  async function replace(
    actor: AuthContext,
    id: string,
    input: PmTemplateInput,
    expected?: number,
  ): Promise<PmTemplate> {
    const before = await record(actor, id);
    return inTransaction(db, events, async (tx, outbox) => {
      const changes = { ...input, description: input.description ?? null, updatedBy: actor.userId };
      const row = await repo.updateTemplateRow(tx, actor.warehouseId, id, changes, expected);
      if (!row) throw versionConflict(toTemplateDto(await record(actor, id, tx)));
      await recordAudit(tx, actor, {
        entityType: 'pm_template',
        entityId: id,
        action: 'updated',
        changes: diffFields(before.row, changes),
      });
      const dto = toTemplateDto(await record(actor, id, tx));
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  /** Soft delete: generated work orders keep their template link and history. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    const before = await record(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'pm_template',
      id,
      markDeleted: (tx, changes) => repo.updateTemplateRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toTemplateDto(await record(actor, id, tx)),
      deletedEvent: (row) => event(actor, 'deleted', toTemplateDto({ ...before, row })),
    });
  }

  /** A PM template of the warehouse (not deleted), for other modules' links. */
  const findTemplate = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findTemplate(tx, warehouseId, id);

  /** The device copy's templates (ADR 42): a page in id order, or those of the ids still live. */
  const inRange = async (actor: AuthContext, range: ReplicaRange) =>
    (await repo.templatesInRange(db, actor.warehouseId, range)).map(toTemplateDto);

  return { list, create, replace, remove, findTemplate, inRange };
}

export type PmService = ReturnType<typeof createPmService>;
