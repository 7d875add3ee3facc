import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { ProcedureRef } from '@shared/schemas/work-orders';
import { bySection } from '@web/components/procedures/step-sections';
import { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { SheetSection } from './sheet-parts';
import { picturePathOf, type SheetPictures } from './sheet-pictures';
import { SheetTickedStep } from './sheet-ticked-step';
import { SheetTypedStep } from './sheet-typed-step';

interface StepsProps {
  isOpen: boolean;
  pictures: SheetPictures;
}

/** One step as it prints: a tick box for a tick (or a meter reading, as before procedures), else its answer. */
function SheetStep({ item, number, isOpen, pictures }: StepsProps & { item: ChecklistItem; number: number }) {
  switch (item.step.type) {
    case 'checkbox':
    case 'meter_reading':
      return <SheetTickedStep item={item} number={number} />;
    default: {
      const path = picturePathOf(item);
      return (
        <SheetTypedStep
          item={item}
          number={number}
          isOpen={isOpen}
          picture={path ? pictures.get(path) : undefined}
        />
      );
    }
  }
}

/** The order's procedure in its sections, its steps numbered through. */
function ProcedureGroups({ checklist, ...props }: StepsProps & { checklist: readonly ChecklistItem[] }) {
  const labels = useProcedureLabels();
  const groups = bySection(checklist);
  // Each section's first number: one past the steps of the sections before it.
  const firsts = groups.map((_, index) =>
    groups.slice(0, index).reduce((count, before) => count + before.items.length, 1),
  );
  return groups.map((group, index) => {
    const title = group.title ?? labels.addedLinesTitle;
    const first = firsts[index] ?? 1;
    return (
      <div key={`${title}-${index}`} className="mt-1.5 first:mt-0">
        <h4 className="font-semibold">{title}</h4>
        <ol aria-label={title}>
          {group.items.map((item, offset) => (
            <SheetStep key={item.id} item={item} number={first + offset} {...props} />
          ))}
        </ol>
      </div>
    );
  });
}

/**
 * The order's checklist on paper: a plain checklist as ticks; an order issued with a procedure
 * (issue 25 §6) under the procedure's name and version, in its sections, every answer with its
 * value, limits, who and when, photos and the signature, ready to file for an audit.
 */
export function SheetChecklist({
  checklist,
  procedure,
  ...props
}: StepsProps & { checklist: readonly ChecklistItem[]; procedure: ProcedureRef | null }) {
  const t = useT(reportsMessages);
  if (procedure)
    return (
      <SheetSection
        title={t('checklist.procedure', { name: procedure.name, version: String(procedure.version) })}
      >
        <ProcedureGroups checklist={checklist} {...props} />
      </SheetSection>
    );
  return (
    <SheetSection title={t('checklist.title')}>
      {checklist.length > 0 ? (
        <ol aria-label={t('checklist.title')}>
          {checklist.map((item, index) => (
            <SheetStep key={item.id} item={item} number={index + 1} {...props} />
          ))}
        </ol>
      ) : (
        <p className="text-neutral-600 italic">{t('checklist.none')}</p>
      )}
    </SheetSection>
  );
}
