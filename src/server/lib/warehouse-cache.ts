import { AsyncLocalStorage } from 'node:async_hooks';
import { outsideAmbientTransaction } from '../db/ambient-transaction';
import { isAccountEvent, type EventBus, type RealtimeTopic } from '../realtime/event-bus';
import type { Clock } from './clock';
import { warehouseCacheStats, type CacheStats } from './measurement/cache-stats';

/**
 * How a warehouse's figures may be shared: for `ttlMs`, until an event of `clearedBy` in the
 * warehouse. A service's cache and the route answering from it share on the same terms.
 */
export interface Sharing {
  ttlMs: number;
  clearedBy: readonly RealtimeTopic[];
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** What its value weighs, once it has one (see Weight). */
  weight: number;
}

/**
 * What a cache's entries may weigh together, by a measure of the caller's (the equipment a
 * fleet's figures hold): past it the entries weighed longest ago go first, whatever their
 * warehouse. Bounds a cache whose values can be large, so the process's memory stays bounded.
 */
export interface Weight<T> {
  of: (value: T) => number;
  max: number;
}

export interface CacheBounds<T> {
  /** Distinct keys kept per warehouse (searches make many); the oldest goes first. */
  maxKeys?: number;
  weight?: Weight<T>;
}

/** A key's load in progress, and the one that starts when it ends, shared by everyone asking meanwhile. */
interface Flight<T> {
  running: Promise<T>;
  next?: Promise<T>;
}

const ignore = () => undefined;

/**
 * Set while a cache computes an entry. A cache asked meanwhile (a service's figures under a route's
 * cached answer) is part of that one lookup, so only the outer lookup is counted as a hit or miss.
 */
const computing = new AsyncLocalStorage<true>();

/**
 * Short-lived results per warehouse (list totals, dashboard figures): computed in SQL, shared
 * by the requests of the next few seconds. Concurrent misses share one query (single flight).
 * The owner clears a warehouse whenever its data changes, so nobody waits TTL for their own
 * change; the TTL only bounds changes made by other instances.
 *
 * A key has one load running at a time. Callers after a clearing cannot use the running load
 * (it may have read before the change), so they share the next one, which starts as the running
 * one ends: it reads after they asked. Under a stream of writes a costly figure is then computed
 * at most twice at once, instead of once per write, each slowing the others on the same cores.
 */
export class WarehouseCache<T> {
  private readonly entries = new Map<string, Map<string, Entry<T>>>();
  private readonly flights = new Map<string, Flight<T>>();
  /** Weighed entries, the one weighed longest ago first, with where they are kept. */
  private readonly weighed = new Map<Entry<T>, { warehouseId: string; key: string }>();
  private totalWeight = 0;
  private readonly maxKeys: number;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly bounds: CacheBounds<T> = {},
    private readonly stats: CacheStats = warehouseCacheStats,
  ) {
    this.maxKeys = bounds.maxKeys ?? 200;
    stats.caches += 1;
  }

  get(warehouseId: string, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    let forWarehouse = this.entries.get(warehouseId);
    if (!forWarehouse) {
      forWarehouse = new Map();
      this.entries.set(warehouseId, forWarehouse);
    }
    const cached = forWarehouse.get(key);
    const counted = computing.getStore() === undefined;
    if (cached && cached.expiresAt > now) {
      if (counted) this.stats.hits += 1;
      return cached.value;
    }
    if (counted) this.stats.misses += 1;
    const value = this.inTurn(`${warehouseId}\u0000${key}`, load);
    const entry: Entry<T> = { value, expiresAt: now + this.ttlMs, weight: 0 };
    this.remove(warehouseId, key);
    forWarehouse.set(key, entry);
    if (forWarehouse.size > this.maxKeys) {
      const oldest = forWarehouse.keys().next().value;
      if (oldest !== undefined) this.remove(warehouseId, oldest);
    }
    value.then(
      (loaded) => this.weigh(warehouseId, key, entry, loaded),
      // A failed load is not remembered.
      () => {
        if (forWarehouse.get(key) === entry) this.remove(warehouseId, key);
      },
    );
    return value;
  }

  /** Counts a loaded entry's weight, and lets the entries weighed longest ago go past the bound. */
  private weigh(warehouseId: string, key: string, entry: Entry<T>, loaded: T): void {
    const weight = this.bounds.weight;
    if (!weight || this.entries.get(warehouseId)?.get(key) !== entry) return;
    entry.weight = weight.of(loaded);
    this.weighed.set(entry, { warehouseId, key });
    this.totalWeight += entry.weight;
    for (const [oldest, at] of this.weighed) {
      if (this.totalWeight <= weight.max || oldest === entry) break;
      this.remove(at.warehouseId, at.key);
    }
  }

  private remove(warehouseId: string, key: string): void {
    const forWarehouse = this.entries.get(warehouseId);
    const entry = forWarehouse?.get(key);
    if (!entry) return;
    forWarehouse!.delete(key);
    if (this.weighed.delete(entry)) this.totalWeight -= entry.weight;
  }

  /** The load of `flight` once no other load of it runs (see the class). */
  private inTurn(flight: string, load: () => Promise<T>): Promise<T> {
    const current = this.flights.get(flight);
    if (!current) return this.start(flight, load);
    current.next ??= current.running.then(ignore, ignore).then(() => this.start(flight, load));
    return current.next;
  }

  private start(flight: string, load: () => Promise<T>): Promise<T> {
    // Shared with other requests: never read inside one request's uncommitted transaction.
    const running = computing.run(true, () => outsideAmbientTransaction(load));
    const started: Flight<T> = { running };
    this.flights.set(flight, started);
    const land = () => {
      if (this.flights.get(flight) === started && !started.next) this.flights.delete(flight);
    };
    running.then(land, land);
    return running;
  }

  invalidate(warehouseId: string | null): void {
    const warehouses = warehouseId ? [warehouseId] : [...this.entries.keys()];
    for (const id of warehouses) {
      for (const key of [...(this.entries.get(id)?.keys() ?? [])]) this.remove(id, key);
      this.entries.delete(id);
    }
  }

  /**
   * Clears a warehouse's entries on every event of the given topics, also those published on
   * other instances, so no instance serves a figure another one has changed. A person's
   * sign-ins, refreshes and account settings (`users` events of no warehouse) change no
   * warehouse's figures: they would otherwise clear every warehouse at each sign-in.
   */
  clearOn(events: EventBus, topics: readonly RealtimeTopic[]): this {
    events.subscribe(
      (event) => {
        if (topics.includes(event.topic) && !isAccountEvent(event)) this.invalidate(event.warehouseId);
      },
      { everyInstance: true },
    );
    return this;
  }
}

/** A cache of figures shared on `sharing`'s terms. */
export const sharedCache = <T>(sharing: Sharing, clock: Clock, events: EventBus, bounds?: CacheBounds<T>) =>
  new WarehouseCache<T>(sharing.ttlMs, clock, bounds).clearOn(events, sharing.clearedBy);
