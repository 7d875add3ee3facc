import { useEffect, useRef } from 'react';

/** Typing fields keep their own Ctrl-Z: it undoes the typing there, not a move on the board. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  );
}

/** Ctrl-Z (Cmd-Z on a Mac) anywhere on the page but in a text field calls `onUndo`. */
export function useUndoShortcut(onUndo: () => void): void {
  const latest = useRef(onUndo);
  useEffect(() => {
    latest.current = onUndo;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const isUndo = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey);
      if (!isUndo || event.shiftKey || event.altKey || isTextEntry(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
