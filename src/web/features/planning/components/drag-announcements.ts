import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { planningMessages } from '../messages';
import { dropTargetLabel } from './board-labels';
import type { DragData, DropTarget } from './drop-targets';

type T = TextsOf<typeof planningMessages>;

export const dragInstructions = (t: T): ScreenReaderInstructions => ({
  draggable: t('dnd.instructions'),
});

const dataOf = (active: Active) => active.data.current as DragData | undefined;

/**
 * What a screen reader hears while a card moves: the technician and day it is over, and where
 * it landed. A card picked up is at once "over" the place it lies on, and that announcement
 * replaces the first, so it says both.
 */
export function dragAnnouncements(t: T): Announcements {
  const order = (active: Active) => dataOf(active)?.card.foNumber ?? t('dnd.theWorkOrder');
  const place = (over: Over) => dropTargetLabel(t, over.data.current as DropTarget);
  return {
    onDragStart: ({ active }) => t('dnd.start', { order: order(active) }),
    onDragOver: ({ active, over }) => {
      if (!over) return t('dnd.overNothing', { order: order(active) });
      if (over.id === dataOf(active)?.origin)
        return t('dnd.overOrigin', { order: order(active), place: place(over) });
      return t('dnd.over', { order: order(active), place: place(over) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { order: order(active), place: place(over) })
        : t('dnd.notMoved', { order: order(active) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { order: order(active) }),
  };
}
