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

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    /** Distinct keys kept per warehouse (searches make many); the oldest goes first. */
    private readonly maxKeys = 200,
    private readonly stats: CacheStats = warehouseCacheStats,
  ) {
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
    const entry = { value, expiresAt: now + this.ttlMs };
    forWarehouse.delete(key);
    forWarehouse.set(key, entry);
    if (forWarehouse.size > this.maxKeys) {
      const oldest = forWarehouse.keys().next().value;
      if (oldest !== undefined) forWarehouse.delete(oldest);
    }
    // A failed load is not remembered.
    value.catch(() => {
      if (forWarehouse.get(key) === entry) forWarehouse.delete(key);
    });
    return value;
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
    if (warehouseId) this.entries.delete(warehouseId);
    else this.entries.clear();
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
export const sharedCache = <T>(sharing: Sharing, clock: Clock, events: EventBus, maxKeys?: number) =>
  new WarehouseCache<T>(sharing.ttlMs, clock, maxKeys).clearOn(events, sharing.clearedBy);
