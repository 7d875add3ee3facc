import type { CloseOutCode, CreateCloseOutCode, UpdateCloseOutCode } from '../../../shared/schemas/close-out';
import { changeCloseOutCodes } from '../../../shared/policies/shared-settings';
import type { Database } from '../../db/client';
import { enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageWhole } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import type { EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { codeFrom, uniqueCode } from '../downtime/reasons.service';
import type { UsersService } from '../users/users.service';
import * as repo from './close-out-codes.repository';

export function toCloseOutCodeDto(row: repo.CloseOutCodeRow): CloseOutCode {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    label: row.label,
    position: row.position,
    active: row.active,
    version: row.version,
  };
}

/**
 * The organization's close-out codes (issue 25 §8, ADR 56): supervisors and up of every plant
 * add, rename, reorder and retire them (policies/shared-settings). Organization-wide like the
 * downtime reasons, so their events name no warehouse; on the work-order topic, because orders
 * and the failure analytics show the codes' labels.
 */
export function createCloseOutCodesService({
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
  const event = (actor: AuthContext, action: string, dto: CloseOutCode) => ({
    topic: 'work_orders' as const,
    type: 'close_out_code',
    action,
    id: dto.id,
    data: dto,
    at: clock.now().toISOString(),
    organizationId: actor.organizationId,
    warehouseId: null,
  });

  async function list(actor: AuthContext, query: { limit: number; cursor?: string | undefined }) {
    return pageWhole((await repo.listCodes(db, actor.organizationId)).map(toCloseOutCodeDto), query);
  }

  async function create(actor: AuthContext, input: CreateCloseOutCode): Promise<CloseOutCode> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(changeCloseOutCodes(await users.organizationActor(actor, tx)));
      const stem = codeFrom(input.label);
      const code = uniqueCode(stem, await repo.codesLike(tx, actor.organizationId, input.kind, stem));
      const row = await repo.insertCode(tx, {
        organizationId: actor.organizationId,
        kind: input.kind,
        code,
        label: input.label,
        position: await repo.nextPosition(tx, actor.organizationId, input.kind),
      });
      await recordAudit(tx, actor, {
        entityType: 'close_out_code',
        entityId: row.id,
        action: 'created',
        changes: { kind: row.kind, code, label: row.label },
      });
      const dto = toCloseOutCodeDto(row);
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateCloseOutCode,
    expected?: number,
  ): Promise<CloseOutCode> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(changeCloseOutCodes(await users.organizationActor(actor, tx)));
      const before = await repo.findCode(tx, actor.organizationId, id);
      if (!before) throw notFound('Close-out code');
      const row = await repo.updateCodeRow(tx, actor.organizationId, id, input, expected);
      if (!row) throw versionConflict(toCloseOutCodeDto(before));
      await recordAudit(tx, actor, {
        entityType: 'close_out_code',
        entityId: id,
        action: 'updated',
        changes: diffFields(before, input),
      });
      const dto = toCloseOutCodeDto(row);
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  return { list, create, update };
}

export type CloseOutCodesService = ReturnType<typeof createCloseOutCodesService>;
