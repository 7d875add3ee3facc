import { useState } from 'react';
import type { Downtime } from '@shared/schemas/downtime';
import { useNow } from '@web/lib/use-now';
import { lazyDialog } from '../lazy-dialog';
import { DowntimeRow } from './downtime-row';

const DowntimeEditDialog = lazyDialog(() =>
  import('./downtime-edit-dialog').then((module) => module.DowntimeEditDialog),
);

/** Stops, newest first; those who correct downtime open one in the edit dialog. */
export function DowntimeList({
  records,
  pendingIds,
  canEdit,
  showOrder = false,
  label,
}: {
  records: readonly Downtime[];
  pendingIds: ReadonlySet<string>;
  canEdit: boolean;
  showOrder?: boolean;
  /** The list's accessible name ("Downtime of WO-2026-042"). */
  label: string;
}) {
  const [editing, setEditing] = useState<Downtime | null>(null);
  const now = useNow(
    1000,
    records.some((record) => record.endedAt === null),
  );
  return (
    <>
      <ul className="divide-y" aria-label={label}>
        {records.map((record) => (
          <DowntimeRow
            key={record.id}
            record={record}
            now={now}
            isUnsynced={pendingIds.has(record.id)}
            showOrder={showOrder}
            onEdit={canEdit ? () => setEditing(record) : undefined}
          />
        ))}
      </ul>
      {/* The record as the person saw it on opening: its version goes as If-Match, so a change
          someone made meanwhile shows as a conflict instead of being overwritten. */}
      {editing ? (
        <DowntimeEditDialog record={editing} onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </>
  );
}
