import type { Clock } from '../clock';
import type { MetricSampleRow } from './metric-sample';

export interface SamplerLog {
  error(obj: object, msg: string): void;
}

export interface MetricSamplerOptions {
  intervalMs: number;
  clock: Clock;
  /** This interval's figures, taken at `sampledAt` over the `elapsedMs` since the previous sample. */
  collect(sampledAt: Date, elapsedMs: number): MetricSampleRow;
  /** Stores samples (system_metric_samples); throws when the database cannot be reached. */
  write(rows: MetricSampleRow[]): Promise<void>;
  log: SamplerLog;
  /** Samples kept while the database is away (a day at one a minute); the oldest go first. */
  bufferLimit?: number;
}

const DEFAULT_BUFFER_LIMIT = 1_440;

/**
 * Writes this instance's sample every interval. Each instance writes its own (no advisory
 * lock). While the database is away the samples wait here, marked unhealthy (the instance
 * could not reach its database when it took them), and are written once it answers again.
 */
export class MetricSampler {
  private readonly buffer: MetricSampleRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private previousAt: number;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly options: MetricSamplerOptions) {
    this.previousAt = options.clock.now().getTime();
  }

  /** Samples waiting for the database. */
  get buffered(): readonly MetricSampleRow[] {
    return this.buffer;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    // A sampling timer alone must not keep a stopping process alive.
    this.timer.unref();
  }

  /** Takes and writes one sample now (the timer's work; tests call it after moving the clock). */
  tick(): Promise<void> {
    // One at a time: a slow write must not interleave with the next sample's.
    this.inFlight = this.inFlight.then(() => this.sampleAndWrite());
    return this.inFlight;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  private async sampleAndWrite(): Promise<void> {
    const limit = this.options.bufferLimit ?? DEFAULT_BUFFER_LIMIT;
    try {
      const sampledAt = this.options.clock.now();
      const elapsed = sampledAt.getTime() - this.previousAt;
      this.previousAt = sampledAt.getTime();
      const sample = this.options.collect(sampledAt, elapsed > 0 ? elapsed : this.options.intervalMs);
      const pending = [...this.buffer, sample];
      try {
        await this.options.write(pending);
        this.buffer.length = 0;
      } catch (error) {
        sample.healthy = false;
        this.buffer.push(sample);
        if (this.buffer.length > limit) this.buffer.splice(0, this.buffer.length - limit);
        this.options.log.error({ err: error, buffered: this.buffer.length }, 'metric sample not written');
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'metric sample failed');
    }
  }
}
