import type { ReactNode } from 'react';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { ProcedureRef } from '@shared/schemas/work-orders';
import { isPlainStep } from './plain-step';
import { StepProgress } from './step-progress';
import { TypedStepRow } from './typed-step-row';
import { useProcedureAnswers } from './use-procedure-answers';

/** The steps in their sections, in order; lines added to the order come under their own heading. */
function bySection(items: readonly ChecklistItem[]) {
  const groups: { title: string | null; items: ChecklistItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.title === item.section) last.items.push(item);
    else groups.push({ title: item.section, items: [item] });
  }
  return groups;
}

/**
 * An order's procedure (issue 25 §3): its sections of steps, typed steps answered in place (the
 * answers still in the change queue shown as given), plain lines as the checklist shows them.
 */
export function ProcedureSteps({
  workOrderId,
  foNumber,
  procedure,
  items,
  canEdit,
  plainRow,
}: {
  workOrderId: string;
  foNumber: string;
  procedure: ProcedureRef | null;
  items: readonly ChecklistItem[];
  canEdit: boolean;
  plainRow: (item: ChecklistItem) => ReactNode;
}) {
  const answers = useProcedureAnswers(workOrderId, foNumber, items);
  const steps = answers.steps;
  return (
    <>
      {procedure ? (
        <p className="text-sm text-muted-foreground">
          Procedure: <span className="font-medium text-foreground">{procedure.name}</span> · version{' '}
          {procedure.version}
        </p>
      ) : null}
      {steps.length > 0 ? <StepProgress items={steps} /> : null}
      {bySection(steps).map((group, index) => (
        <section key={`${group.title ?? 'added'}-${index}`} className="grid gap-1">
          <h3 className="text-sm font-semibold">{group.title ?? 'Added to this order'}</h3>
          <ul className="-mx-2 divide-y">
            {group.items.map((item) =>
              isPlainStep(item) ? (
                plainRow(item)
              ) : (
                <TypedStepRow
                  key={item.id}
                  item={item}
                  canEdit={canEdit}
                  signer={answers.signer}
                  localEvidence={answers.localEvidence}
                  onAnswer={(input) => answers.send(item, input)}
                  onEvidence={(file) => answers.sendEvidence(item, file)}
                />
              ),
            )}
          </ul>
        </section>
      ))}
    </>
  );
}
