import type { CSSProperties } from 'react';
import type { PlanningGhost } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';

const GHOST_LABELS = { pm: 'ghost.pm', forecast: 'ghost.forecast' } as const satisfies Readonly<
  Record<PlanningGhost['kind'], string>
>;

/**
 * Work not raised yet (a PM template's next due, a meter's forecast): dashed, and not something
 * to drag, since there is no order to move until the scheduler raises it.
 */
export function GhostCard({
  ghost,
  style,
  className,
}: {
  ghost: PlanningGhost;
  style?: CSSProperties;
  className?: string;
}) {
  const t = useT(planningMessages);
  return (
    <div
      style={style}
      data-ghost={ghost.kind}
      title={ghost.title}
      className={cn(
        'flex min-h-9 flex-col gap-0.5 overflow-hidden rounded-md border border-dashed border-muted-foreground/50 px-2 py-1 text-xs leading-tight text-muted-foreground',
        className,
      )}
    >
      <div className="flex items-center gap-1">
        <span className="font-semibold">{t(GHOST_LABELS[ghost.kind])}</span>
        <span className="ml-auto shrink-0 tabular-nums">
          {t('card.hours', { hours: formatNumber(ghost.hours) })}
        </span>
      </div>
      <span className="truncate">{ghost.asset ?? ghost.title}</span>
    </div>
  );
}
