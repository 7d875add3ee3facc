/**
 * Runs async tasks with at most `max` of them at once; the others wait their turn in the
 * order they came. A finished task hands its slot straight to the next one waiting.
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    run,
    /** Tasks under way now. */
    get running() {
      return running;
    },
    /** Tasks queued for a slot. */
    get waiting() {
      return waiting.length;
    },
  };
}
