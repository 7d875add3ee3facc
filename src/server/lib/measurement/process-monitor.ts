import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { memoryUsage } from '../../../shared/monitoring/memory-usage';

export interface ProcessReading {
  /** Fraction of one core used since the previous reading. */
  cpuUsage: number;
  /** Mean event-loop delay since the previous reading, ms. */
  eventLoopLagMs: number;
}

type HeapReading = Pick<NodeJS.MemoryUsage, 'heapUsed' | 'heapTotal' | 'rss'>;

export interface MemoryFigures extends HeapReading {
  /** The heap size past which V8 ends the process with "out of memory", bytes. */
  heapLimit: number;
  /** Heap used ÷ heap limit (shared/monitoring/memory-usage.ts). */
  usage: number;
}

export function memoryFigures(
  reading: HeapReading = process.memoryUsage(),
  { heapLimit }: { heapLimit: number } = { heapLimit: getHeapStatistics().heap_size_limit },
): MemoryFigures {
  const { heapUsed, heapTotal, rss } = reading;
  return { heapUsed, heapTotal, heapLimit, rss, usage: memoryUsage(heapUsed, heapLimit) };
}

/**
 * CPU and event-loop delay of this process, read once per sampling interval: each reading
 * covers the time since the previous one, and the latest is what the summary shows.
 */
const RESOLUTION_MS = 20;

export class ProcessMonitor {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();
  latest: ProcessReading | null = null;

  constructor() {
    this.loopDelay.enable();
  }

  read(): ProcessReading {
    const cpu = process.cpuUsage(this.lastCpu);
    const at = performance.now();
    const elapsedMicros = (at - this.lastAt) * 1000;
    // The histogram holds the time between its timer's turns, the resolution included: the lag
    // is what exceeds it. It stays empty until the timer turned once.
    const meanMs = this.loopDelay.count > 0 ? this.loopDelay.mean / 1e6 : RESOLUTION_MS;
    this.latest = {
      cpuUsage: elapsedMicros > 0 ? (cpu.user + cpu.system) / elapsedMicros : 0,
      eventLoopLagMs: Math.max(0, meanMs - RESOLUTION_MS),
    };
    this.lastCpu = process.cpuUsage();
    this.lastAt = at;
    this.loopDelay.reset();
    return this.latest;
  }

  stop(): void {
    this.loopDelay.disable();
  }
}
