import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useDraggable } from '@dnd-kit/core';
import type { PlanningCard } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { DRAG_INSTRUCTIONS_ID } from './drag-announcements';
import type { DragData } from './drop-targets';
import { useRefocusAfterDrop } from './refocus-after-drop';

/** The handlers dnd-kit's sensors start a drag from: the mouse, a finger and the keyboard. */
interface DragListeners {
  onMouseDown?: (event: MouseEvent) => void;
  onTouchStart?: (event: TouchEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The card's registration with dnd-kit, mounted only once the card is touched, hovered into
 * with a press or focused: a board of 800 cards would otherwise have 800 components drawn again
 * on every step of every drag (ADR 57). It draws nothing; it hands the sensors' listeners to
 * the card and marks the card while it is the one dragged.
 */
function DragRegistration({
  id,
  data,
  node,
  onListeners,
}: {
  id: string;
  data: DragData;
  node: RefObject<HTMLDivElement | null>;
  onListeners: (listeners: DragListeners) => void;
}) {
  const drag = useDraggable({ id, data });
  const { setNodeRef, isDragging } = drag;
  useLayoutEffect(() => {
    setNodeRef(node.current);
    onListeners(drag.listeners ?? {});
  });
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    element.toggleAttribute('data-dragging', isDragging);
    if (isDragging) element.setAttribute('aria-pressed', 'true');
    else element.removeAttribute('aria-pressed');
  }, [isDragging, node]);
  return null;
}

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
  const [isArmed, setIsArmed] = useState(false);
  const node = useRef<HTMLDivElement | null>(null);
  const listeners = useRef<DragListeners>({});
  const onListeners = useCallback((latest: DragListeners) => {
    listeners.current = latest;
  }, []);
  const refocus = useRefocusAfterDrop(card.id);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      refocus(element);
    },
    [refocus],
  );
  // Registered before the press's mouse or touch event, which the sensors listen for, arrives.
  const arm = () => {
    if (!isArmed) flushSync(() => setIsArmed(true));
  };
  return (
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      aria-disabled={false}
      aria-roledescription="draggable"
      aria-describedby={DRAG_INSTRUCTIONS_ID}
      onPointerDown={arm}
      onFocus={arm}
      onMouseDown={(event) => listeners.current.onMouseDown?.(event)}
      onTouchStart={(event) => listeners.current.onTouchStart?.(event)}
      onKeyDown={(event) => listeners.current.onKeyDown?.(event)}
      onClick={onClick}
      className={cn(
        'h-full cursor-grab touch-manipulation rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'data-dragging:opacity-40',
      )}
    >
      {isArmed ? (
        <DragRegistration
          id={`${where}:${card.id}`}
          data={{ card, origin }}
          node={node}
          onListeners={onListeners}
        />
      ) : null}
      {children}
    </div>
  );
}
