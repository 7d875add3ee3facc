import { LatencyHistogram } from './latency-histogram';

/** Exact count, errors and total time of some timed operations, and their duration histogram. */
export class TimingStats {
  count = 0;
  errors = 0;
  totalMs = 0;
  readonly histogram = new LatencyHistogram();

  add(durationMs: number, failed: boolean): void {
    this.count += 1;
    this.totalMs += durationMs;
    if (failed) this.errors += 1;
    this.histogram.add(durationMs);
  }

  merge(other: TimingStats): void {
    this.count += other.count;
    this.errors += other.errors;
    this.totalMs += other.totalMs;
    this.histogram.merge(other.histogram);
  }

  average(): number | null {
    return this.count === 0 ? null : this.totalMs / this.count;
  }
}
