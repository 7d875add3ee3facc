import type {
  CreateDowntimeReason,
  DowntimeReason,
  UpdateDowntimeReason,
} from '../../../shared/schemas/downtime';
import { changeDowntimeReasons } from '../../../shared/policies/shared-settings';
import type { Database, Executor } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageWhole } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import type { EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { UsersService } from '../users/users.service';
import * as repo from './reasons.repository';

export function toReasonDto(row: repo.DowntimeReasonRow): DowntimeReason {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    planned: row.planned,
    position: row.position,
    active: row.active,
    version: row.version,
  };
}

/** "Waiting on the crane!" → "waiting_on_the_crane": a code a person can still read in an export. */
export function codeFrom(label: string): string {
  const stem = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
  return stem || 'reason';
}

/** The stem, or the stem with the first free number after it. */
export function uniqueCode(stem: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${stem}_${n}`)) return `${stem}_${n}`;
  }
}

const unusable = (code: string, why: string) =>
  new AppError('VALIDATION_FAILED', `Reason ${code} ${why}`, {
    details: [{ path: 'reasonCode', message: why }],
  });

/**
 * The organization's downtime reasons (issue 12 §1): a short list managers rename, reorder,
 * add to and retire. Organization-wide, so their events name no warehouse, and only a manager
 * or admin of every plant changes them (issue 22 §7, policies/shared-settings).
 */
export function createReasonsService({
  db,
  clock,
  events,
  users,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  users: Pick<UsersService, 'organizationActor'>;
}) {
  const event = (actor: AuthContext, action: string, dto: DowntimeReason) => ({
    topic: 'equipment' as const,
    type: 'downtime_reason',
    action,
    id: dto.id,
    data: dto,
    at: clock.now().toISOString(),
    organizationId: actor.organizationId,
    warehouseId: null,
  });

  async function list(actor: AuthContext, query: { limit: number; cursor?: string | undefined }) {
    return pageWhole((await repo.listReasons(db, actor.organizationId)).map(toReasonDto), query);
  }

  /** An active reason of the organization, for a new or corrected downtime record. */
  async function usable(
    actor: AuthContext,
    code: string,
    tx: Executor = db,
  ): Promise<repo.DowntimeReasonRow> {
    const reason = await repo.findReasonByCode(tx, actor.organizationId, code);
    if (!reason) throw unusable(code, 'is not one of your organization’s downtime reasons');
    if (!reason.active) throw unusable(code, 'is retired: choose another reason');
    return reason;
  }

  async function create(actor: AuthContext, input: CreateDowntimeReason): Promise<DowntimeReason> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(changeDowntimeReasons(await users.organizationActor(actor, tx)));
      const stem = codeFrom(input.label);
      const code = uniqueCode(stem, await repo.codesLike(tx, actor.organizationId, stem));
      const row = await repo.insertReason(tx, {
        organizationId: actor.organizationId,
        code,
        label: input.label,
        planned: input.planned,
        position: await repo.nextPosition(tx, actor.organizationId),
      });
      await recordAudit(tx, actor, {
        entityType: 'downtime_reason',
        entityId: row.id,
        action: 'created',
        changes: { code, label: row.label, planned: row.planned },
      });
      const dto = toReasonDto(row);
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateDowntimeReason,
    expected?: number,
  ): Promise<DowntimeReason> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(changeDowntimeReasons(await users.organizationActor(actor, tx)));
      const before = await repo.findReason(tx, actor.organizationId, id);
      if (!before) throw notFound('Downtime reason');
      const row = await repo.updateReasonRow(tx, actor.organizationId, id, input, expected);
      if (!row) throw versionConflict(toReasonDto(before));
      await recordAudit(tx, actor, {
        entityType: 'downtime_reason',
        entityId: id,
        action: 'updated',
        changes: diffFields(before, input),
      });
      const dto = toReasonDto(row);
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  return { list, usable, create, update };
}

export type ReasonsService = ReturnType<typeof createReasonsService>;
