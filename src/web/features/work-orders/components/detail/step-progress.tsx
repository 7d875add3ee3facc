import type { ChecklistItem } from '@shared/schemas/work-order-activity';

/** How many of the order's steps are dealt with: done, skipped or failed. */
export function StepProgress({ items }: { items: readonly ChecklistItem[] }) {
  const dealtWith = items.filter((item) => item.status !== 'pending').length;
  return (
    <div className="flex items-center gap-3">
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-success transition-all"
          style={{ width: `${(dealtWith / items.length) * 100}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {dealtWith} of {items.length} checked off
      </p>
    </div>
  );
}
