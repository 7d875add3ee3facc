import { useCallback, useRef, useState } from 'react';

/**
 * Which orders of a list are chosen: one at a time, or with Shift a run from the one chosen
 * last to this one, as in a file list. `ids` is the list in the order shown.
 */
export function useSelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);

  const toggle = useCallback(
    (id: string, withRange: boolean) => {
      setSelected((previous) => {
        const next = new Set(previous);
        const from = anchor.current === null ? -1 : ids.indexOf(anchor.current);
        const to = ids.indexOf(id);
        if (withRange && from !== -1 && to !== -1) {
          const shouldSelect = !previous.has(id);
          for (const rangeId of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            if (shouldSelect) next.add(rangeId);
            else next.delete(rangeId);
          }
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      anchor.current = id;
    },
    [ids],
  );

  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);

  // Orders that left the list (scheduled meanwhile) drop out of the choice.
  const chosen = ids.filter((id) => selected.has(id));
  return { selected, chosen, toggle, clear };
}
