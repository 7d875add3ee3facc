/**
 * The slowest entries seen recently: a fixed-size ring of entries over a threshold (only slow
 * ones enter, so it holds minutes of them even under load), read as the slowest first.
 */
export class SlowestList<T extends { at: number; durationMs: number }> {
  private readonly items: T[] = [];
  private next = 0;

  constructor(private readonly capacity: number) {}

  push(item: T): void {
    if (this.items.length < this.capacity) this.items.push(item);
    else this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
  }

  slowest(sinceMs: number, limit: number): T[] {
    return this.items
      .filter((item) => item.at >= sinceMs)
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, limit);
  }
}
