import type { SensorContext, UniqueIdentifier } from '@dnd-kit/core';
import { BACKLOG_DROP_ID, type DropTarget } from './drop-targets';
import { isArrowKey, nextGridPosition } from './keyboard-grid';

/**
 * The keyboard's path for a picked-up card: each arrow moves it one cell (or to the backlog),
 * whatever the cells' sizes, instead of dnd-kit's default 25 px steps. Answers the drop target
 * an arrow leads to from `currentId` (where the card is held), and the coordinates that centre
 * the dragged card on it, when the cells have a layout to measure; null for other keys.
 */
export function nextCellTarget(
  code: string,
  context: Pick<SensorContext, 'droppableContainers' | 'droppableRects' | 'collisionRect'>,
  currentId: UniqueIdentifier | null,
): { id: UniqueIdentifier; coordinates: { x: number; y: number } | null } | null {
  if (!isArrowKey(code)) return null;
  const cells = context.droppableContainers.getEnabled().flatMap((container) => {
    const drop = container.data.current as DropTarget | undefined;
    return drop?.kind === 'cell' ? [{ id: container.id, row: drop.row, col: drop.col }] : [];
  });
  const size = {
    rows: Math.max(0, ...cells.map((cell) => cell.row + 1)),
    cols: Math.max(0, ...cells.map((cell) => cell.col + 1)),
  };
  const current = cells.find((cell) => cell.id === currentId);
  const next = nextGridPosition(current ?? 'backlog', code, size);
  if (next === null) return null;
  const id =
    next === 'backlog'
      ? BACKLOG_DROP_ID
      : cells.find((cell) => cell.row === next.row && cell.col === next.col)?.id;
  if (id === undefined) return null;
  const rect = context.droppableRects.get(id);
  const dragged = context.collisionRect;
  const coordinates =
    rect && dragged
      ? {
          x: rect.left + rect.width / 2 - dragged.width / 2,
          y: rect.top + rect.height / 2 - dragged.height / 2,
        }
      : null;
  return { id, coordinates };
}
