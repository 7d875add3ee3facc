/**
 * The last `windowMs` of something, kept as fixed time slots that are reused as time moves on:
 * memory is bounded by the slot count, whatever the load. Reads merge the slots that still
 * fall in the window, so its edge is precise to one slot.
 */
export class RollingWindow<T> {
  private readonly slots: { start: number; value: T }[];

  constructor(
    readonly windowMs: number,
    private readonly slotMs: number,
    private readonly create: () => T,
  ) {
    this.slots = Array.from({ length: Math.ceil(windowMs / slotMs) + 1 }, () => ({
      start: Number.NEGATIVE_INFINITY,
      value: create(),
    }));
  }

  /** The slot of `atMs`, emptied first when it last held an older period. */
  slotAt(atMs: number): T {
    const start = Math.floor(atMs / this.slotMs) * this.slotMs;
    const slot = this.slots[Math.floor(start / this.slotMs) % this.slots.length]!;
    if (slot.start !== start) {
      slot.start = start;
      slot.value = this.create();
    }
    return slot.value;
  }

  /** The slots within the window that ends at `nowMs`. */
  within(nowMs: number): T[] {
    const from = nowMs - this.windowMs;
    return this.slots.filter((s) => s.start + this.slotMs > from && s.start <= nowMs).map((s) => s.value);
  }
}
