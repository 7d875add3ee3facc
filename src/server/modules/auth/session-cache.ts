import { outsideAmbientTransaction } from '../../db/ambient-transaction';
import type { Clock } from '../../lib/clock';
import type { DomainEvent, EventBus } from '../../realtime/event-bus';
import type { SessionPrincipal } from './auth.repository';

/**
 * A backstop only: every change to a person or a session announces itself (outbox event,
 * relayed to every instance) and clears their entries at once. The TTL bounds what an
 * instance can miss, e.g. an event lost while Redis was away (ADR 35).
 */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions kept; beyond it the oldest entry goes (a flood of sign-ins cannot grow the process). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  /** From the verified token: known before the row is read, so an in-flight read can be forgotten too. */
  userId: string;
  principal: Promise<SessionPrincipal | undefined>;
  expiresAt: number;
}

/**
 * The rows behind the sessions this instance has verified lately, so a request pays a token
 * check, not a query. Concurrent requests of one session share one read. An entry is dropped
 * the moment an event says its person changed (role, warehouses, deactivation, password, a
 * session ended or refreshed) — also a read still in flight, whose answer may predate the
 * change: the requests already waiting on it were concurrent with the change anyway.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get(
    sessionId: string,
    userId: string,
    load: () => Promise<SessionPrincipal | undefined>,
  ): Promise<SessionPrincipal | undefined> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(sessionId);
    if (cached && cached.userId === userId && cached.expiresAt > now) return cached.principal;
    // Shared with other requests: never read inside one request's uncommitted transaction.
    const principal = outsideAmbientTransaction(load);
    const entry: Entry = { userId, principal, expiresAt: now + this.ttlMs };
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failed read (database away) is not remembered.
    principal.catch(() => {
      if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
    });
    return principal;
  }

  /** Drops every entry of this person. */
  forgetUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(sessionId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Forgets a person's sessions on every event about them, from this instance or another: the
   * `users` topic carries each change to a person (type `user`, id = the person) and to their
   * account and sessions (addressed to them in `userIds`).
   */
  clearOn(events: EventBus): this {
    events.subscribe(
      (event) => {
        for (const userId of peopleConcerned(event)) this.forgetUser(userId);
      },
      { everyInstance: true },
    );
    return this;
  }
}

function peopleConcerned(event: DomainEvent): string[] {
  if (event.topic !== 'users') return [];
  const people = [...(event.userIds ?? [])];
  if (event.type === 'user') people.push(event.id);
  return people;
}
