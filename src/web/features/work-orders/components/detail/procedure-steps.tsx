import type { ReactNode } from 'react';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { ProcedureRef } from '@shared/schemas/work-orders';
import { bySection } from '@web/components/procedures/step-sections';
import { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { isPlainStep } from './plain-step';
import { StepProgress } from './step-progress';
import { TypedStepRow } from './typed-step-row';
import { useProcedureAnswers } from './use-procedure-answers';

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
  const t = useT(workOrdersMessages);
  const labels = useProcedureLabels();
  const answers = useProcedureAnswers(workOrderId, foNumber, items);
  const steps = answers.steps;
  return (
    <>
      {procedure ? (
        <p className="text-sm text-muted-foreground">
          {t('procedure.label')} <span className="font-medium text-foreground">{procedure.name}</span>{' '}
          {t('procedure.version', { version: String(procedure.version) })}
        </p>
      ) : null}
      {steps.length > 0 ? <StepProgress items={steps} /> : null}
      {bySection(steps).map((group, index) => (
        <section key={`${group.title ?? 'added'}-${index}`} className="grid gap-1">
          <h3 className="text-sm font-semibold">{group.title ?? labels.addedLinesTitle}</h3>
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
