import { createContext, useCallback, useContext, type RefObject } from 'react';

/** The card a keyboard drop moved: it takes the focus back once drawn in its new place. */
export const RefocusAfterDrop = createContext<RefObject<string | null>>({ current: null });

/**
 * A ref for a card's focusable element: a card dropped with the keyboard is drawn anew in its
 * new cell, and focus would fall back to the page; this puts it on the card again, so the next
 * Space picks it up again.
 */
export function useRefocusAfterDrop(cardId: string): (node: HTMLElement | null) => void {
  const pendingRef = useContext(RefocusAfterDrop);
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node || pendingRef.current !== cardId) return;
      pendingRef.current = null;
      node.focus();
    },
    [cardId, pendingRef],
  );
}
