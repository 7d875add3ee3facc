import { describe, expect, it } from 'vitest';
import { holdEarlyKeys } from './hold-early-keys';

const tick = () => new Promise((resolve) => setTimeout(resolve));
const press = (code: string) =>
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key: code, code, bubbles: true, cancelable: true }),
  );

describe('holdEarlyKeys', () => {
  it('hands keys pressed before the sensor listens to it once it does, in order', async () => {
    const heard: string[] = [];
    const hear = (event: KeyboardEvent) => heard.push(event.code);
    // The pick-up: holding starts, then the sensor sets the tick after which it listens (dnd-kit).
    holdEarlyKeys(document);
    setTimeout(() => document.addEventListener('keydown', hear));
    press('ArrowRight');
    press('ArrowDown');
    expect(heard).toEqual([]);
    await tick();
    // Between the sensor's tick and the hand-over: still held, so nothing overtakes the first two.
    press('ArrowDown');
    await tick();
    await tick();
    expect(heard).toEqual(['ArrowRight', 'ArrowDown', 'ArrowDown']);
    press('Enter');
    expect(heard).toEqual(['ArrowRight', 'ArrowDown', 'ArrowDown', 'Enter']);
    document.removeEventListener('keydown', hear);
  });

  it('keeps a held arrow from scrolling the page', () => {
    holdEarlyKeys(document);
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      code: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
  });
});
