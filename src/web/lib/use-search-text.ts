import { useEffect, useRef, useState } from 'react';

/**
 * The text of a search box whose value lives in the URL: the box follows every keystroke, the
 * URL (and so the server) once typing pauses. A new value from outside (a cleared filter, the
 * header search) replaces what the box shows.
 */
export function useSearchText(committed: string, onCommit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const [shown, setShown] = useState(committed);
  if (committed !== shown) {
    setShown(committed);
    if (committed.trim() !== text.trim()) setText(committed);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => onCommit(next), delayMs);
  };

  /** Empties the box without committing: the caller clears the URL itself. */
  const reset = () => {
    clearTimeout(typingTimer.current);
    setText('');
  };

  return { text, change, reset };
}
