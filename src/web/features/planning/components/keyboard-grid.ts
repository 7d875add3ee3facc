/** Where the keyboard holds a picked-up card: a cell of the board, or the backlog beside it. */
export type GridPosition = { row: number; col: number } | 'backlog';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const ARROW_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

export function isArrowKey(code: string): code is ArrowKey {
  return ARROW_KEYS.includes(code);
}

/**
 * The next place an arrow moves a picked-up card to. From the backlog any arrow enters the
 * board at its first technician's first day; Up and Down change technician, Left and Right the
 * day (or hour), and Right past the last column reaches the backlog, which sits on the right.
 * Null when the board has no cells.
 */
export function nextGridPosition(
  from: GridPosition,
  key: ArrowKey,
  size: { rows: number; cols: number },
): GridPosition | null {
  if (size.rows === 0 || size.cols === 0) return null;
  if (from === 'backlog') return { row: 0, col: 0 };
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(from.row - 1, size.rows), col: from.col };
    case 'ArrowDown':
      return { row: clamp(from.row + 1, size.rows), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: clamp(from.col - 1, size.cols) };
    case 'ArrowRight':
      return from.col + 1 >= size.cols ? 'backlog' : { row: from.row, col: from.col + 1 };
  }
}
