import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import type { DomainEvent, EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import { recordAudit } from './audit.service';

export interface SoftDeleteSpec<Row> {
  entityType: string;
  id: string;
  /** The module's versioned UPDATE; nothing back when If-Match named an older version. */
  markDeleted(tx: Executor, changes: { deletedAt: Date; updatedBy: string }): Promise<Row | undefined>;
  /** The record as it stands now, for the 409 answer. */
  current(tx: Executor): Promise<unknown>;
  deletedEvent(row: Row): DomainEvent;
}

/**
 * The soft delete the catalogue records share (equipment, parts, vendors, PM templates): the
 * row keeps its history and links, gets `deletedAt`, an audit row and a `deleted` event, all in
 * one transaction; a stale If-Match answers 409 with the current record.
 */
export function auditedSoftDelete<Row>(
  deps: { db: Database; events: EventBus; clock: Clock },
  actor: AuthContext,
  spec: SoftDeleteSpec<Row>,
): Promise<void> {
  return inTransaction(deps.db, deps.events, async (tx, outbox) => {
    const row = await spec.markDeleted(tx, { deletedAt: deps.clock.now(), updatedBy: actor.userId });
    if (!row) throw versionConflict(await spec.current(tx));
    await recordAudit(tx, actor, { entityType: spec.entityType, entityId: spec.id, action: 'deleted' });
    outbox.push(spec.deletedEvent(row));
  });
}
