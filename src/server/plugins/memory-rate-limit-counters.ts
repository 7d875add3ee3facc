/** Windows kept at most: an address flood while Redis is away cannot grow memory without bound. */
const MAX_WINDOWS = 50_000;

export interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Fixed-window hit counters in this process's memory, with the same windows as the Redis
 * store (the first hit of a window sets its end), so the limiter behaves alike on either.
 */
export class MemoryRateLimitCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, timeWindow: number): Count {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= at) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_WINDOWS) this.makeRoom(at);
      window = { count: 0, endsAt: at + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - at };
  }

  /** Forgets ended windows, and if none had ended, the oldest one. */
  private makeRoom(at: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
    const oldest = this.windows.keys().next();
    if (this.windows.size >= MAX_WINDOWS && !oldest.done) this.windows.delete(oldest.value);
  }
}
