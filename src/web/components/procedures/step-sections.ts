import type { ChecklistItem } from '@shared/schemas/work-order-activity';

export interface StepGroup {
  /** The procedure's section; null for the lines added to the order. */
  title: string | null;
  items: ChecklistItem[];
}

/**
 * An order's steps in their sections, in order (issue 25 §3), as its detail and its printed
 * sheet both show them: consecutive steps of one section make one group.
 */
export function bySection(items: readonly ChecklistItem[]): StepGroup[] {
  const groups: StepGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.title === item.section) last.items.push(item);
    else groups.push({ title: item.section, items: [item] });
  }
  return groups;
}
