/**
 * Measured request and query timings of this instance, kept in fixed-size rings. The
 * monitoring module reads them; nothing here is estimated.
 */
export interface RequestSample {
  at: number;
  method: string;
  route: string;
  statusCode: number;
  durationMs: number;
}

export interface QuerySample {
  at: number;
  text: string;
  durationMs: number;
  failed: boolean;
}

class Ring<T> {
  private readonly items: T[] = [];
  private next = 0;
  constructor(private readonly capacity: number) {}
  push(item: T): void {
    if (this.items.length < this.capacity) this.items.push(item);
    else this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
  }
  values(): T[] {
    return [...this.items];
  }
}

export class RequestMetrics {
  private readonly requests = new Ring<RequestSample>(10_000);
  private readonly queries = new Ring<QuerySample>(10_000);
  totalRequests = 0;
  totalErrors = 0;
  totalQueries = 0;

  recordRequest(sample: RequestSample): void {
    this.totalRequests += 1;
    if (sample.statusCode >= 500) this.totalErrors += 1;
    this.requests.push(sample);
  }

  recordQuery(sample: QuerySample): void {
    this.totalQueries += 1;
    this.queries.push(sample);
  }

  recentRequests(sinceMs: number): RequestSample[] {
    return this.requests.values().filter((s) => s.at >= sinceMs);
  }

  recentQueries(sinceMs: number): QuerySample[] {
    return this.queries.values().filter((s) => s.at >= sinceMs);
  }
}
