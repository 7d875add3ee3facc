import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { PlanningCard } from '@shared/schemas/planning';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { holdEarlyKeys } from './hold-early-keys';
import type { DragData, DropTarget } from './drop-targets';
import { nextCellTarget } from './keyboard-coordinates';
import { PlanningCardView } from './planning-card-view';
import { RefocusAfterDrop } from './refocus-after-drop';

/**
 * Drag and drop over the board and the backlog (ADR 57), with dnd-kit's three ways in: a mouse
 * (after 6 px, so a click stays a click), a finger (after a 250 ms press, so a swipe still
 * scrolls) and the keyboard (Space or Enter, the arrows cell by cell, Enter or Escape), each
 * step announced. A drop on another place than the card's own calls `onDrop`.
 */
export function BoardDnd({
  onDrop,
  children,
}: {
  onDrop: (card: PlanningCard, target: DropTarget) => void;
  children: ReactNode;
}) {
  const t = useT(planningMessages);
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(t), screenReaderInstructions: dragInstructions(t) }),
    [t],
  );
  // Where the keyboard holds the card; null while a pointer drags (the pointer decides).
  const keyboardTarget = useRef<UniqueIdentifier | null>(null);
  const refocus = useRef<string | null>(null);
  const [dragged, setDragged] = useState<PlanningCard | null>(null);
  // The cell an arrow leads to is kept for the collision detection, so the card is "over"
  // exactly that cell even where the board scrolls or has no layout (tests).
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    const next = nextCellTarget(event.code, context, keyboardTarget.current);
    if (!next) return undefined;
    keyboardTarget.current = next.id;
    // Unmeasured (no layout), a move that only names the new cell still redraws the drag,
    // which asks the collision detection again.
    return next.coordinates ?? { ...currentCoordinates };
  }, []);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const collisionDetection = useMemo<CollisionDetection>(
    () => (args) =>
      keyboardTarget.current === null ? pointerWithin(args) : [{ id: keyboardTarget.current }],
    [],
  );

  const start = ({ active, activatorEvent }: DragStartEvent) => {
    const data = active.data.current as DragData;
    const isKeyboard = activatorEvent instanceof KeyboardEvent;
    keyboardTarget.current = isKeyboard ? data.origin : null;
    if (isKeyboard) holdEarlyKeys(document);
    refocus.current = null;
    setDragged(data.card);
  };
  const end = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData;
    const wasKeyboard = keyboardTarget.current !== null;
    keyboardTarget.current = null;
    setDragged(null);
    if (!over || over.id === data.origin) return;
    if (wasKeyboard) refocus.current = data.card.id;
    onDrop(data.card, over.data.current as DropTarget);
  };
  const cancel = () => {
    keyboardTarget.current = null;
    setDragged(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
      accessibility={accessibility}
    >
      <RefocusAfterDrop.Provider value={refocus}>{children}</RefocusAfterDrop.Provider>
      {/* Drawn above everything, so the card is not clipped by the scrolling board or backlog. */}
      <DragOverlay dropAnimation={null}>
        {dragged ? <PlanningCardView card={dragged} className="w-44 shadow-lg" /> : null}
      </DragOverlay>
    </DndContext>
  );
}
