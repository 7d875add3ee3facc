/**
 * dnd-kit's keyboard sensor starts hearing keys one timer tick after a card is picked up (so the
 * Space that picked it up is not taken for its drop), and Chromium runs queued key events before
 * timers: an arrow pressed while the page is still drawing the pick-up reached nobody, and the
 * card stayed "picked up, over the backlog" (ADR 57). From the pick-up until just after that
 * tick, keys are held here (kept from scrolling the page) and then sent again, in order, to the
 * document the sensor listens on.
 */
export function holdEarlyKeys(document: Document): void {
  const window = document.defaultView;
  if (!window) return;
  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  window.addEventListener('keydown', hold, { capture: true });
  // Called from the pick-up's own handler, before the sensor sets its tick: by this second tick
  // the sensor listens.
  window.setTimeout(() =>
    window.setTimeout(() => {
      window.removeEventListener('keydown', hold, { capture: true });
      for (const event of held) {
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
        document.dispatchEvent(
          new KeyboardEvent('keydown', {
            key,
            code,
            shiftKey,
            ctrlKey,
            altKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      }
    }),
  );
}
