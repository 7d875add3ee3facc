import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Gives focus back, when a dialog closes, to the control that had it when the dialog opened
 * (issue 29 §5, ADR 67). Radix returns focus only to a dialog's own Trigger, and most dialogs
 * here open from a plain button through state (lazyDialog), so focus fell to the page's body and
 * a keyboard user started again from the top. The caller's handlers run first; one that prevents
 * the default keeps its own choice. A control that left the page meanwhile (the Start button
 * once work started) is skipped: Radix's default applies.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
