import { CloudOff } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@web/components/ui/badge';
import type { ChangeTable } from '@web/lib/offline/change-action';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

/**
 * Marks a record whose create, edit or delete waits on this device (issue 11): the person
 * sees at a glance what the server does not have yet. One badge for every list.
 */
export function NotSyncedBadge({ className }: { className?: string }) {
  const t = useT(componentsMessages);
  return (
    <Badge variant="warning" className={className} title={t('notSynced.hint')}>
      <CloudOff className="size-3" aria-hidden />
      {t('notSynced')}
    </Badge>
  );
}

/** The ids of the records of `table` with a change still in the queue, to badge them in a list. */
export function usePendingRecordIds(table: ChangeTable): ReadonlySet<string> {
  const changes = usePendingChanges(table);
  const key = changes.map((change) => change.recordId ?? '').join('|');
  // Rebuilt only when the queued records change, not on every snapshot of the queue.
  return useMemo(() => new Set(key.split('|').filter(Boolean)), [key]);
}
