import { Trash2 } from 'lucide-react';
import type { TimeOffEntry } from '@shared/schemas/planning';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { UserText } from '@web/components/user-text';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteTimeOff } from './api/delete-time-off';
import { formatTimeOffDays, formatTimeOffHours } from './time-off-days';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

function TimeOffRow({ entry, onDelete }: { entry: TimeOffEntry; onDelete: () => void }) {
  const t = useT(capacityMessages);
  const days = formatTimeOffDays(entry.from, entry.to);
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {days}
          <Badge variant="secondary">{formatTimeOffHours(t, entry.hours)}</Badge>
        </p>
        <UserText className="text-sm text-muted-foreground">{entry.reason}</UserText>
      </div>
      <ConfirmDeleteDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={t('timeOff.deleteLabel', { days })}>
            <Trash2 aria-hidden />
          </Button>
        }
        title={t('timeOff.deleteTitle')}
        description={t('timeOff.deleteDescription', { days, reason: entry.reason })}
        confirmLabel={t('timeOff.delete')}
        onConfirm={onDelete}
      />
    </li>
  );
}

/** The technician's time off from today on (what the server lists), each deleted after a confirmation. */
export function TimeOffList({ userId, entries }: { userId: string; entries: readonly TimeOffEntry[] }) {
  const t = useT(capacityMessages);
  const remove = useDeleteTimeOff(userId);
  if (entries.length === 0) return <p className="py-2 text-sm text-muted-foreground">{t('timeOff.none')}</p>;
  return (
    <ul aria-label={t('timeOff.list')} className="divide-y">
      {entries.map((entry) => (
        <TimeOffRow
          key={entry.id}
          entry={entry}
          onDelete={() =>
            remove.mutate(entry.id, {
              onSuccess: () => toast({ title: t('timeOff.deleted') }),
              onError: (error) =>
                toast({ variant: 'destructive', title: errorMessage(error, t('timeOff.deleteFailed')) }),
            })
          }
        />
      ))}
    </ul>
  );
}
