import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { PlanningCard } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import type { DragData } from './drop-targets';
import { useRefocusAfterDrop } from './refocus-after-drop';

/**
 * A card the planner can pick up: with the mouse, a long press, or focus and Space. `where`
 * keeps a card that shows on the board and in the backlog at once (between two reads) two
 * separate draggables.
 */
export function DraggableCard({
  card,
  where,
  origin,
  onClick,
  children,
}: {
  card: PlanningCard;
  where: 'board' | 'backlog';
  /** The drop target it sits on. */
  origin: string;
  onClick?: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  const data: DragData = { card, origin };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${where}:${card.id}`, data });
  const refocus = useRefocusAfterDrop(card.id);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      refocus(node);
    },
    [setNodeRef, refocus],
  );
  return (
    <div
      ref={ref}
      {...attributes}
      {...listeners}
      onClick={onClick}
      className={cn(
        'h-full cursor-grab touch-manipulation rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        isDragging && 'opacity-40',
      )}
    >
      {children}
    </div>
  );
}
