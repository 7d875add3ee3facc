import type { CSSProperties, MouseEvent } from 'react';
import { CalendarClock } from 'lucide-react';
import type { PlanningCard } from '@shared/schemas/planning';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { DraggableCard } from './draggable-card';
import { PlanningCardView } from './planning-card-view';

/**
 * A card with its "Schedule…" button (the path without dragging: touch, or by choice). The
 * button sits beside the draggable part, not inside it, so each is its own control; with a
 * mouse it shows over the card on hover or focus, on a touch screen always.
 */
export function BoardCard({
  card,
  where,
  origin,
  canDrag,
  isPending,
  onSchedule,
  onClick,
  style,
  className,
}: {
  card: PlanningCard;
  where: 'board' | 'backlog';
  origin: string;
  canDrag: boolean;
  isPending: boolean;
  onSchedule: (card: PlanningCard) => void;
  onClick?: (event: MouseEvent) => void;
  /** Its size (by its hours) and, in the day view, its place on the time axis. */
  style?: CSSProperties;
  className?: string;
}) {
  const t = useT(planningMessages);
  const view = <PlanningCardView card={card} isPending={isPending} className="h-full touch:pr-12" />;
  return (
    <div style={style} className={cn('group relative min-w-0 touch:min-h-11', className)}>
      {canDrag ? (
        <DraggableCard card={card} where={where} origin={origin} onClick={onClick}>
          {view}
        </DraggableCard>
      ) : (
        view
      )}
      <Button
        variant="ghost"
        size="icon"
        className={cn(
          'absolute top-0.5 right-0.5 size-7 bg-card/90 touch:top-0 touch:right-0 touch:size-11 touch:bg-transparent',
          // With a mouse it shows on hover or focus, leaving narrow days to the card's text.
          'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 touch:opacity-100',
        )}
        aria-label={t('card.scheduleLabel', { order: card.foNumber })}
        title={t('card.schedule')}
        onClick={() => onSchedule(card)}
      >
        <CalendarClock aria-hidden />
      </Button>
    </div>
  );
}
