import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as policy from '../../../shared/policies/planning';
import { idSchema } from '../../../shared/schemas/common';
import type { CalendarFeed, IssuedCalendarFeed } from '../../../shared/schemas/planning';
import type { Database } from '../../db/client';
import { enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { UsersService } from '../users/users.service';
import * as repo from './calendar-feed.repository';
import { writeCalendar } from './ical';

export interface CalendarFeedDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  users: Pick<UsersService, 'findActiveInWarehouse'>;
}

/** What the feed holds: the last two weeks (what was done) and the next three months. */
const FEED_DAYS_BACK = 14;
const FEED_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** Compared against when there is no token to compare with, so a miss takes as long as a wrong token. */
const NO_HASH = hashOf('');

/** Every refusal of the public file is this one 404: nobody learns which people have a feed. */
const noFeed = () => notFound('Calendar feed');

const feedUrl = (userId: string, token: string) => `/api/planning/${userId}.ics?token=${token}`;

/**
 * A technician's iCalendar feed (issue 26 §5, ADR 57): a random token per person, stored only as
 * its SHA-256, in an address a calendar application subscribes to. Issuing a new one replaces
 * the old; revoking deletes it, and the address then answers 404.
 */
export function createCalendarFeeds({ db, clock, events, users }: CalendarFeedDeps) {
  /** The person, active in the caller's plant (else 404), whose feed the caller may manage (else 403). */
  async function assertManageable(actor: AuthContext, userId: string): Promise<void> {
    const person = await users.findActiveInWarehouse(actor.organizationId, actor.warehouseId, userId);
    if (!person) throw notFound('User');
    enforce(policy.manageCalendarFeed(actor, person));
  }

  /** Announced on the users topic without the address: the token is shown once, to whoever issued it. */
  const event = (actor: AuthContext, action: string, userId: string, feed: CalendarFeed) =>
    mutationEvent(
      actor,
      { topic: 'users', type: 'calendar_feed', action, id: userId, data: { userId, ...feed } },
      clock.now(),
    );

  async function issueFeed(actor: AuthContext, userId: string): Promise<IssuedCalendarFeed> {
    await assertManageable(actor, userId);
    const token = randomBytes(32).toString('base64url');
    return inTransaction(db, events, async (tx, outbox) => {
      const replaced = (await repo.findFeedToken(tx, userId)) !== undefined;
      const { createdAt } = await repo.replaceFeedToken(tx, {
        userId,
        tokenHash: hashOf(token),
        createdBy: actor.userId,
        createdAt: clock.now(),
      });
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'calendar_feed_issued',
        changes: { userId, replacedEarlierFeed: replaced },
      });
      outbox.push(event(actor, 'issued', userId, { active: true, createdAt: toIso(createdAt) }));
      return { url: feedUrl(userId, token), createdAt: toIso(createdAt) };
    });
  }

  async function feedStatus(actor: AuthContext, userId: string): Promise<CalendarFeed> {
    await assertManageable(actor, userId);
    const found = await repo.findFeedToken(db, userId);
    return { active: found !== undefined, createdAt: toIsoOrNull(found?.createdAt) };
  }

  /** Revokes the feed; revoking one there is not changes nothing and records nothing. */
  async function revokeFeed(actor: AuthContext, userId: string): Promise<void> {
    await assertManageable(actor, userId);
    await inTransaction(db, events, async (tx, outbox) => {
      const revoked = await repo.deleteFeedToken(tx, userId);
      if (!revoked) return;
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'calendar_feed_revoked',
        changes: { userId, issuedAt: toIso(revoked.createdAt) },
      });
      outbox.push(event(actor, 'revoked', userId, { active: false, createdAt: null }));
    });
  }

  /**
   * The public file: the token is the credential, compared as hashes in constant time. An
   * unknown or deactivated person, a missing, wrong or revoked token all answer the same 404.
   */
  async function calendarFile(userId: string, token: string | undefined): Promise<string> {
    if (!idSchema.safeParse(userId).success) throw noFeed();
    const owner = await repo.feedOwner(db, userId);
    const given = Buffer.from(hashOf(token ?? ''));
    const matches = timingSafeEqual(given, Buffer.from(owner?.token_hash ?? NO_HASH));
    if (!owner || token === undefined || !matches) throw noFeed();
    const now = clock.now();
    const orders = await repo.feedOrders(
      db,
      userId,
      new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
      new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
    );
    return writeCalendar({
      name: `Fieldwork — ${owner.first_name} ${owner.last_name}`,
      stamp: now,
      orders: orders.map((o) => ({
        id: o.id,
        foNumber: o.fo_number,
        description: o.description,
        priority: o.priority,
        status: o.status,
        dueDate: o.due_date === null ? null : new Date(o.due_date),
        scheduledStart: new Date(o.scheduled_start),
        hours: o.hours,
        asset: o.asset,
        timezone: o.timezone,
      })),
    });
  }

  return { issueFeed, feedStatus, revokeFeed, calendarFile };
}
