import {
  CircleSlash,
  CircleX,
  Ellipsis,
  ExternalLink,
  Gauge,
  MessageSquareText,
  Trash2,
  Undo2,
} from 'lucide-react';
import { Link } from 'wouter';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { isTempId } from '@web/lib/offline/temp-ids';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import type { StepDialogMode } from './step-dialog';

/** What a step's controls open: a note, failing it, or the reading of a "read meter" step. */
export type StepAction = StepDialogMode | 'reading';

const STATUS_TAGS = {
  skipped: { label: 'step.skipped', className: 'bg-muted text-muted-foreground' },
  failed: { label: 'step.failed', className: 'bg-destructive/10 text-destructive' },
} as const;

/** One step: a large tick target, its state and note, and a menu for skip, fail, note, delete. */
export function ChecklistItemRow({
  item,
  canEdit,
  onChange,
  onDialog,
  onDelete,
}: {
  item: ChecklistItem;
  canEdit: boolean;
  onChange: (changes: UpdateChecklistItem) => void;
  onDialog: (mode: StepAction) => void;
  onDelete: () => void;
}) {
  const t = useT(workOrdersMessages);
  const isDone = item.status === 'done';
  const tag = item.status === 'skipped' || item.status === 'failed' ? STATUS_TAGS[item.status] : null;
  const checkboxId = `step-${item.id}`;
  return (
    <li className="flex items-start gap-1 py-1">
      <label
        htmlFor={checkboxId}
        className={cn(
          'flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md px-2 py-2.5',
          canEdit && 'cursor-pointer hover:bg-accent/50',
        )}
      >
        <Checkbox
          id={checkboxId}
          className="mt-0.5 size-6 rounded-md"
          checked={isDone}
          disabled={!canEdit}
          onCheckedChange={(checked) =>
            checked === true && item.meter && !item.reading
              ? onDialog('reading')
              : onChange({ status: checked === true ? 'done' : 'pending' })
          }
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block text-sm',
              isDone && 'text-muted-foreground line-through',
              tag && 'text-muted-foreground',
            )}
          >
            <UserText>{item.description}</UserText>
          </span>
          {item.meter && item.reading && item.status === 'done' ? (
            <span className="mt-1 block text-sm font-medium tabular-nums">
              {formatNumber(item.reading.value)} {item.meter.unit}
            </span>
          ) : null}
          {isTempId(item.id) ? <NotSyncedBadge className="mt-1 mr-1" /> : null}
          {tag ? (
            <span
              className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium', tag.className)}
            >
              {t(tag.label)}
            </span>
          ) : null}
          {item.note ? (
            <UserText multiline className="mt-1 block text-sm text-foreground/80">
              {item.note}
            </UserText>
          ) : null}
          {item.completedByName && item.completedAt && item.status !== 'pending' ? (
            <span className="mt-1 block text-xs text-muted-foreground">
              <UserText>{item.completedByName}</UserText> · {formatDateTime(item.completedAt)}
            </span>
          ) : null}
        </span>
      </label>
      {item.followUpWorkOrderId ? (
        <Link
          href={`/work-orders/${item.followUpWorkOrderId}`}
          className="mt-2 inline-flex h-9 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-primary hover:bg-accent touch:h-11"
        >
          {t('step.followUp')}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      ) : null}
      {canEdit ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('step.more', { description: item.description })}
            className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground touch:size-11"
          >
            <Ellipsis className="size-4" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {item.status === 'pending' ? (
              <DropdownMenuItem onSelect={() => onChange({ status: 'skipped' })}>
                <CircleSlash aria-hidden />
                {t('step.skip')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onChange({ status: 'pending' })}>
                <Undo2 aria-hidden />
                {t('step.backToPending')}
              </DropdownMenuItem>
            )}
            {item.meter ? (
              <DropdownMenuItem onSelect={() => onDialog('reading')}>
                <Gauge aria-hidden />
                {item.reading ? t('step.readAgain') : t('step.recordReading')}
              </DropdownMenuItem>
            ) : null}
            {item.status === 'failed' ? null : (
              <DropdownMenuItem onSelect={() => onDialog('fail')}>
                <CircleX aria-hidden />
                {t('step.markFailed')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => onDialog('note')}>
              <MessageSquareText aria-hidden />
              {item.note ? t('step.editNote') : t('step.addNote')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden />
              {t('step.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </li>
  );
}
