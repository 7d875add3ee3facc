import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { UserText } from '@web/components/user-text';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { TickBox } from './sheet-parts';

/** A step's box on paper: ticked when done, crossed when failed, dashed when skipped. */
export const STEP_MARKS = { pending: '', done: '✓', failed: '✗', skipped: '–' } as const;
const STEP_OUTCOMES = {
  pending: null,
  done: 'step.done',
  failed: 'step.failed',
  skipped: 'step.skipped',
} as const;

/** A step answered by a tick (a checklist line, a checkbox or meter step): its box and what became of it. */
export function SheetTickedStep({ item, number }: { item: ChecklistItem; number: number }) {
  const t = useT(reportsMessages);
  const outcome = STEP_OUTCOMES[item.status];
  return (
    <li className="flex gap-2.5 py-1">
      <TickBox mark={STEP_MARKS[item.status]} />
      <div className="min-w-0 flex-1">
        <p>
          <span className="text-neutral-600 tabular-nums">{number}. </span>
          <UserText>{item.description}</UserText>
        </p>
        {outcome ? (
          <p className="text-[0.85em] text-neutral-600">
            {[
              t(outcome),
              item.completedByName,
              item.completedAt ? formatDateTime(item.completedAt) : null,
              item.note,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
