import { Pencil } from 'lucide-react';
import { Link } from 'wouter';
import type { Downtime } from '@shared/schemas/downtime';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/formatting';
import { formatDowntimeLength, formatEnd } from './downtime-format';
import { PlannedBadge } from './planned-field';
import { UserText } from '@web/components/user-text';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

/** Who recorded the stop and who ended it, as one phrase (empty when neither is known). */
function peopleOf(t: TextsOf<typeof downtimeMessages>, record: Downtime): string {
  const opened = record.openedByName;
  const closed = record.closedByName;
  if (opened && closed) return t('row.recordedAndEndedBy', { opened, closed });
  if (opened) return t('row.recordedBy', { name: opened });
  if (closed) return t('row.endedBy', { name: closed });
  return '';
}

/** One stop: why, planned or not, from when to when (or "Down now", ticking), who, and the note. */
export function DowntimeRow({
  record,
  now,
  isUnsynced,
  showOrder,
  onEdit,
}: {
  record: Downtime;
  now: number;
  isUnsynced: boolean;
  /** On an asset's history, the order each stop belongs to. */
  showOrder: boolean;
  onEdit?: () => void;
}) {
  const t = useT(downtimeMessages);
  const isOpen = record.endedAt === null;
  const people = peopleOf(t, record);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <UserText className="min-w-0">{record.reasonLabel}</UserText>
          <PlannedBadge planned={record.planned} />
          {isUnsynced ? <NotSyncedBadge /> : null}
        </p>
        <p className="text-sm tabular-nums">
          <time dateTime={record.startedAt}>{formatDateTime(record.startedAt)}</time>
          {' – '}
          {isOpen ? (
            <span className="font-medium whitespace-nowrap text-destructive">{t('row.downNow')}</span>
          ) : (
            <time dateTime={record.endedAt ?? undefined}>{formatEnd(record)}</time>
          )}
          <span className="text-muted-foreground"> · </span>
          <span className={cn('whitespace-nowrap', isOpen && 'font-medium text-destructive')}>
            {formatDowntimeLength(record, now)}
          </span>
        </p>
        {people || (showOrder && record.workOrderFoNumber) ? (
          <p className="text-xs text-muted-foreground">
            <UserText>{people}</UserText>
            {showOrder && record.workOrderId && record.workOrderFoNumber ? (
              <>
                {people ? ' · ' : null}
                <Link
                  href={`/work-orders/${record.workOrderId}`}
                  className="font-mono text-primary hover:underline"
                >
                  {record.workOrderFoNumber}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {record.note ? (
          <p className="text-sm text-foreground/80">
            <UserText multiline>{record.note}</UserText>
          </p>
        ) : null}
      </div>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('row.edit', { start: formatDateTime(record.startedAt) })}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
