import type { Executor } from '../../db/client';
import type { Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type DomainEvent } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import { recordAudits } from './audit.service';

/** A batch of records a CSV import wrote, on its module's topic. */
export interface ImportedBatch {
  at: Date;
  topic: DomainEvent['topic'];
  type: string;
  importId: string;
  ids: string[];
}

/**
 * What a CSV import's bulk write records for one batch of new records (issue 28 §4): one
 * "created" audit row per record and one "imported" event naming them, on the module's topic.
 */
export async function recordImportedBatch(
  tx: Executor,
  outbox: Outbox,
  actor: AuthContext,
  batch: ImportedBatch,
): Promise<void> {
  await recordAudits(
    tx,
    batch.ids.map((id) => ({ actor, entityType: batch.type, entityId: id, action: 'created' })),
  );
  outbox.push(importedEvent(actor, batch));
}

/** The one event per batch a CSV import announces, naming the records it wrote. */
export const importedEvent = (actor: AuthContext, batch: ImportedBatch): DomainEvent =>
  mutationEvent(
    actor,
    {
      topic: batch.topic,
      type: batch.type,
      action: 'imported',
      id: batch.importId,
      data: { ids: batch.ids },
    },
    batch.at,
  );
