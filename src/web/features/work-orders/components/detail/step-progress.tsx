import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** Steps counted as dealt with: done, skipped or failed (a pending one is still open). */
export function countOpenSteps(items: readonly ChecklistItem[] | undefined): number {
  return items?.filter((item) => item.status === 'pending').length ?? 0;
}

/** How many of the order's steps are dealt with, as a bar and in words. */
export function StepProgress({ items }: { items: readonly ChecklistItem[] }) {
  const t = useT(workOrdersMessages);
  const dealtWith = items.length - countOpenSteps(items);
  return (
    <div className="flex items-center gap-3">
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-success transition-all"
          style={{ width: `${(dealtWith / items.length) * 100}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {t('progress.checkedOff', { done: String(dealtWith), total: String(items.length) })}
      </p>
    </div>
  );
}
