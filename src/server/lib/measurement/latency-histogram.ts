/**
 * Durations in logarithmic bins that grow by 2 %: a percentile read from it is within 2 % of
 * the exact one, whatever the traffic, in a fixed 4 KB (the windows keep one per slot).
 */
const SMALLEST_MS = 0.01;
const GROWTH = 1.02;
const LOG_GROWTH = Math.log(GROWTH);
/** Bins up to ~100 minutes; longer durations share the last one (no request runs that long). */
const BIN_COUNT = Math.ceil(Math.log(6_000_000 / SMALLEST_MS) / LOG_GROWTH) + 1;

const binOf = (ms: number) =>
  ms <= SMALLEST_MS ? 0 : Math.min(BIN_COUNT - 1, Math.ceil(Math.log(ms / SMALLEST_MS) / LOG_GROWTH));
const upperBoundOf = (bin: number) => SMALLEST_MS * GROWTH ** bin;

export class LatencyHistogram {
  private readonly bins = new Uint32Array(BIN_COUNT);
  count = 0;
  max = 0;

  add(ms: number): void {
    this.bins[binOf(ms)]! += 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  merge(other: LatencyHistogram): void {
    for (let bin = 0; bin < BIN_COUNT; bin += 1) this.bins[bin]! += other.bins[bin]!;
    this.count += other.count;
    if (other.max > this.max) this.max = other.max;
  }

  /** The smallest duration at or above `fraction` of the observations (nearest rank); null when empty. */
  percentile(fraction: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.max(1, Math.ceil(fraction * this.count));
    let seen = 0;
    for (let bin = 0; bin < BIN_COUNT; bin += 1) {
      seen += this.bins[bin]!;
      if (seen >= rank) return Math.min(upperBoundOf(bin), this.max);
    }
    return this.max;
  }
}
