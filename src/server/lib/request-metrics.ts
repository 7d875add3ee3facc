import { QUERY_TYPES, type QueryType } from '../../shared/schemas/performance';
import {
  SLOW_QUERY_LIST_SIZE,
  SLOW_QUERY_MS,
  SLOW_REQUEST_LIST_SIZE,
  SLOW_REQUEST_MS,
} from '../../shared/monitoring/thresholds';
import { RollingWindow } from './measurement/rolling-window';
import { SlowestList } from './measurement/slowest-list';
import { TimingStats } from './measurement/timing-stats';

export interface RequestTiming {
  method: string;
  /** The route's pattern (`/api/work-orders/:id`), never the raw URL. */
  route: string;
  statusCode: number;
  durationMs: number;
}

/** A timed query: its type and main table only, never its text or parameters. */
export interface QueryTiming {
  type: QueryType;
  table: string | null;
  durationMs: number;
  failed: boolean;
}

export interface SlowRequestEntry extends RequestTiming {
  at: number;
}
export interface SlowQueryEntry extends Omit<QueryTiming, 'failed'> {
  at: number;
}

/** The summary's window (operations spec §3: the last 15 minutes). */
export const SUMMARY_WINDOW_MS = 15 * 60_000;
const SLOT_MS = 10_000;
/** Slow entries kept for the lists; only slow ones enter, so this spans minutes even under load. */
const SLOW_ENTRIES_KEPT = 500;

class QuerySlot {
  readonly stats = new TimingStats();
  readonly byType = Object.fromEntries(QUERY_TYPES.map((t) => [t, 0])) as Record<QueryType, number>;
}

export interface WindowFigures {
  windowMs: number;
  /** The part of the window this instance has measured (less than the window just after it started). */
  coveredMs: number;
  requests: TimingStats;
  queries: TimingStats;
  queryTypes: Record<QueryType, number>;
}

/**
 * Measured request and query timings of this instance: exact counts, totals and errors in
 * 10-second slots over the last 15 minutes, percentiles from their histograms (within 2 %),
 * the slowest requests and queries, and the figures of the current sampling interval. Memory
 * stays fixed under any load.
 */
export class RequestMetrics {
  private readonly requestWindow = new RollingWindow(SUMMARY_WINDOW_MS, SLOT_MS, () => new TimingStats());
  private readonly queryWindow = new RollingWindow(SUMMARY_WINDOW_MS, SLOT_MS, () => new QuerySlot());
  private readonly slowRequestList = new SlowestList<SlowRequestEntry>(SLOW_ENTRIES_KEPT);
  private readonly slowQueryList = new SlowestList<SlowQueryEntry>(SLOW_ENTRIES_KEPT);
  private intervalRequests = new TimingStats();
  private intervalQueries = new TimingStats();
  totalRequests = 0;
  totalErrors = 0;
  totalQueries = 0;

  private readonly startedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.startedAt = now();
  }

  recordRequest(timing: RequestTiming): void {
    const at = this.now();
    const failed = timing.statusCode >= 500;
    this.totalRequests += 1;
    if (failed) this.totalErrors += 1;
    this.requestWindow.slotAt(at).add(timing.durationMs, failed);
    this.intervalRequests.add(timing.durationMs, failed);
    if (timing.durationMs > SLOW_REQUEST_MS) this.slowRequestList.push({ ...timing, at });
  }

  recordQuery(timing: QueryTiming): void {
    const at = this.now();
    this.totalQueries += 1;
    const slot = this.queryWindow.slotAt(at);
    slot.stats.add(timing.durationMs, timing.failed);
    slot.byType[timing.type] += 1;
    this.intervalQueries.add(timing.durationMs, timing.failed);
    if (timing.durationMs > SLOW_QUERY_MS) {
      this.slowQueryList.push({ type: timing.type, table: timing.table, durationMs: timing.durationMs, at });
    }
  }

  /** The figures of the last 15 minutes. */
  window(): WindowFigures {
    const now = this.now();
    const requests = new TimingStats();
    for (const slot of this.requestWindow.within(now)) requests.merge(slot);
    const queries = new TimingStats();
    const queryTypes = Object.fromEntries(QUERY_TYPES.map((t) => [t, 0])) as Record<QueryType, number>;
    for (const slot of this.queryWindow.within(now)) {
      queries.merge(slot.stats);
      for (const type of QUERY_TYPES) queryTypes[type] += slot.byType[type];
    }
    const coveredMs = Math.min(SUMMARY_WINDOW_MS, now - this.startedAt);
    return { windowMs: SUMMARY_WINDOW_MS, coveredMs, requests, queries, queryTypes };
  }

  /** Requests over SLOW_REQUEST_MS in the window, the slowest first. */
  slowRequests(): SlowRequestEntry[] {
    return this.slowRequestList.slowest(this.now() - SUMMARY_WINDOW_MS, SLOW_REQUEST_LIST_SIZE);
  }

  /** Queries over SLOW_QUERY_MS in the window, the slowest first. */
  slowQueries(): SlowQueryEntry[] {
    return this.slowQueryList.slowest(this.now() - SUMMARY_WINDOW_MS, SLOW_QUERY_LIST_SIZE);
  }

  /** The requests and queries since the previous call (the sampler's interval), and starts a new one. */
  takeInterval(): { requests: TimingStats; queries: TimingStats } {
    const taken = { requests: this.intervalRequests, queries: this.intervalQueries };
    this.intervalRequests = new TimingStats();
    this.intervalQueries = new TimingStats();
    return taken;
  }
}
