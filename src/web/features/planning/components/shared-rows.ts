import type { BoardRow } from './board-rows';

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function shareDays<T>(
  next: ReadonlyMap<string, T[]>,
  previous: ReadonlyMap<string, T[]> | undefined,
): ReadonlyMap<string, T[]> {
  if (!previous) return next;
  const shared = new Map<string, T[]>();
  for (const [day, items] of next) {
    const before = previous.get(day);
    shared.set(day, before && sameItems(before, items) ? before : items);
  }
  return shared;
}

/**
 * The board's rows with every day whose cards are the same ones as before kept as the same
 * array: after a move only the two days it touched are new, so only their cells draw again
 * (React Query keeps an unchanged card the same object across reads and moves).
 */
export function shareRows(next: readonly BoardRow[], previous: readonly BoardRow[]): BoardRow[] {
  const before = new Map(previous.map((row) => [row.technician?.id ?? null, row]));
  return next.map((row) => {
    const old = before.get(row.technician?.id ?? null);
    return {
      technician: row.technician,
      cards: shareDays(row.cards, old?.cards),
      ghosts: shareDays(row.ghosts, old?.ghosts),
    };
  });
}
