import { useState } from 'react';
import type { Planning } from '@shared/schemas/planning';
import { boardRows, type BoardRow } from './board-rows';
import { shareRows } from './shared-rows';

/** The board's rows, sharing each unchanged day's cards with the rows drawn before (see shareRows). */
export function useBoardRows(board: Planning): BoardRow[] {
  const [drawn, setDrawn] = useState(() => ({ board, rows: boardRows(board) }));
  if (drawn.board === board) return drawn.rows;
  // A new read or move: worked out while drawing, as React's "state from the last draw" pattern.
  const rows = shareRows(boardRows(board), drawn.rows);
  setDrawn({ board, rows });
  return rows;
}
