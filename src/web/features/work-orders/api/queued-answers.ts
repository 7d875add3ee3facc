import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { ChangeAction } from '@web/lib/offline/change-action';

/** The order's steps with the answers still in the queue applied, matched by step id. */
export function withQueuedAnswers(
  items: readonly ChecklistItem[],
  actions: readonly ChangeAction[],
  workOrderId: string,
): ChecklistItem[] {
  const queued = actions.filter(
    (a) => a.table === 'procedure-steps' && a.parentId === workOrderId && a.optimistic !== undefined,
  );
  if (queued.length === 0) return [...items];
  return items.map((item) =>
    queued
      .filter((a) => a.recordId === item.step.id)
      .reduce<ChecklistItem>((step, a) => ({ ...step, ...(a.optimistic as Partial<ChecklistItem>) }), item),
  );
}
