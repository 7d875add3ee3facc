import type { DowntimeReason } from '@shared/schemas/downtime';
import { CodeListRow, type CodeListActions } from '@web/components/code-list/code-list-row';
import { PlannedBadge } from '@web/components/downtime';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { settingsMessages } from '../messages';

// Loaded when first opened: its form is not part of the settings page's first load.
const EditDowntimeReasonDialog = lazyDialog(() =>
  import('./edit-downtime-reason-dialog').then((module) => module.EditDowntimeReasonDialog),
);

/** One reason: its name and code, planned by default or not, and what a manager of every plant can do with it. */
export function DowntimeReasonRow({
  reason,
  actions,
}: {
  reason: DowntimeReason;
  actions?: CodeListActions;
}) {
  const t = useT(settingsMessages);
  return (
    <CodeListRow
      entry={reason}
      badges={<PlannedBadge planned={reason.planned} />}
      actions={actions}
      editVerb={t('codes.edit')}
      editDialog={(onOpenChange) => <EditDowntimeReasonDialog reason={reason} onOpenChange={onOpenChange} />}
    />
  );
}
