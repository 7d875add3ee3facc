import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { dropTargetLabel } from './board-labels';
import type { DragData, DropTarget } from './drop-targets';

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this work order, press Space or Enter. Then the arrow keys move it: up and down between technicians, left and right between days, and right past the last day to the backlog. Press Enter to drop it there, or Escape to leave it where it was.',
};

const dataOf = (active: Active) => active.data.current as DragData | undefined;
const foOf = (active: Active) => dataOf(active)?.card.foNumber ?? 'The work order';
const placeOf = (over: Over) => dropTargetLabel(over.data.current as DropTarget);

/**
 * What a screen reader hears while a card moves: the technician and day it is over, and where
 * it landed. A card picked up is at once "over" the place it lies on, and that announcement
 * replaces the first, so it says both.
 */
export const DRAG_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${foOf(active)}.`,
  onDragOver: ({ active, over }) => {
    if (!over) return `${foOf(active)} is over no place to drop it.`;
    if (over.id === dataOf(active)?.origin)
      return `${foOf(active)} is picked up, over ${placeOf(over)}, where it started.`;
    return `${foOf(active)} is over ${placeOf(over)}.`;
  },
  onDragEnd: ({ active, over }) =>
    over ? `${foOf(active)} was dropped on ${placeOf(over)}.` : `${foOf(active)} was not moved.`,
  onDragCancel: ({ active }) => `Moving ${foOf(active)} was cancelled: it stays where it was.`,
};
