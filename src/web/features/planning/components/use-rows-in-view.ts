import { useEffect, useState, type RefObject } from 'react';
import type { BoardRow } from './board-rows';
import { weekCardsHeight } from './card-size';

/** The key of a board row, as its `data-row` attribute names it. */
export const rowKey = (row: BoardRow): string => row.technician?.id ?? 'nobody';

/** A row's height in the week view, estimated from its fullest day (load line, cards, padding). */
function estimatedRowHeight(row: BoardRow): number {
  let tallest = 0;
  for (const [day, cards] of row.cards) {
    const ghosts = row.ghosts.get(day) ?? [];
    tallest = Math.max(tallest, weekCardsHeight([...cards, ...ghosts]));
  }
  return tallest + 40;
}

/** Rows whose estimated top lies within two screens: drawn at once, before anything is measured. */
function rowsOnFirstScreens(rows: readonly BoardRow[]): Set<string> {
  const reach = 2 * (typeof window === 'undefined' ? 800 : window.innerHeight);
  const near = new Set<string>();
  let top = 0;
  for (const row of rows) {
    if (top > reach) break;
    near.add(rowKey(row));
    top += estimatedRowHeight(row);
  }
  return near;
}

/**
 * The rows of the week view whose cards are drawn: those within a screen of the viewport, and
 * any that has been, so a row scrolled past keeps its cards and focus. A board of 50 technicians
 * has 800 cards; drawing the few screens in view is what makes it open in a second (ADR 57).
 * Every cell is drawn either way (its load, and a place to drop with the keyboard); a row far
 * below keeps the room its cards will take. Without IntersectionObserver every row is drawn.
 */
export function useRowsInView(
  table: RefObject<HTMLTableElement | null>,
  rows: readonly BoardRow[],
): ReadonlySet<string> | null {
  const [near, setNear] = useState<Set<string> | null>(() =>
    typeof IntersectionObserver === 'undefined' ? null : rowsOnFirstScreens(rows),
  );
  // Observed again only when the rows themselves change, not on every move or read of the week.
  const keys = rows.map(rowKey).join('|');
  useEffect(() => {
    const element = table.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset.row)
          .filter((key): key is string => key !== undefined);
        if (seen.length === 0) return;
        setNear((previous) => {
          if (previous === null || seen.every((key) => previous.has(key))) return previous;
          return new Set([...previous, ...seen]);
        });
      },
      { rootMargin: '100% 0px' },
    );
    for (const row of element.querySelectorAll('tr[data-row]')) observer.observe(row);
    return () => observer.disconnect();
  }, [table, keys]);
  return near;
}
