import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { PlanningCard } from '@shared/schemas/planning';
import { Checkbox } from '@web/components/ui/checkbox';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { BoardCard } from './board-card';
import type { BoardActions } from './board-props';
import { BACKLOG_DROP_ID } from './drop-targets';

/** A backlog row with a one-line asset: most of them. */
const ESTIMATED_ROW_PX = 62;

/**
 * The unscheduled orders in the server's order, virtualized against the page's scroll as the
 * work-order list is (only what is in view is in the page, so 5,000 scroll as 50 do), each with
 * a checkbox to choose it for Distribute.
 */
export function BacklogList({
  cards,
  selected,
  onToggle,
  actions,
}: {
  cards: readonly PlanningCard[];
  selected: ReadonlySet<string>;
  /** `withRange`: Shift was held, so the run from the last one chosen goes too. */
  onToggle: (id: string, withRange: boolean) => void;
  actions: Pick<BoardActions, 'pendingIds' | 'canDrag' | 'onSchedule'>;
}) {
  const t = useT(planningMessages);
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: the filters and the toolbar above it change height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);
  // Stable while the cards are, so scrolling does not recompute every loaded row's offset.
  const getItemKey = useCallback((index: number) => cards[index]?.id ?? index, [cards]);
  const virtualizer = useWindowVirtualizer({
    count: cards.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
    scrollMargin,
    getItemKey,
    useFlushSync: false,
  });
  return (
    <ul
      ref={listRef}
      aria-label={t('backlog.list')}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const card = cards[item.index];
        if (!card) return null;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 flex w-full items-start gap-2 pb-1.5"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {/* The label around the box is what a finger taps on a phone: 44 px, the box in its middle. */}
            <label className="flex shrink-0 cursor-pointer justify-center pt-2.5 touch:size-11 touch:pt-3">
              <Checkbox
                checked={selected.has(card.id)}
                aria-label={t('backlog.choose', { order: card.foNumber })}
                onClick={(event) => onToggle(card.id, event.shiftKey)}
              />
            </label>
            <BoardCard
              card={card}
              where="backlog"
              origin={BACKLOG_DROP_ID}
              canDrag={actions.canDrag}
              isPending={actions.pendingIds.has(card.id)}
              onSchedule={actions.onSchedule}
              className="min-w-0 flex-1 select-none"
              onClick={(event) => {
                if (event.shiftKey) onToggle(card.id, true);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
