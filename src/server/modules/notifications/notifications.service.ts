import { randomUUID } from 'node:crypto';
import type {
  ListNotificationsQuery,
  Notification,
  NotificationPreference,
  TestNotificationInput,
} from '../../../shared/schemas/notifications';
import {
  isMailOptIn,
  MAIL_OPT_INS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationType,
  type Role,
} from '../../../shared/domain';
import type { Locale } from '../../../shared/locales';
import { can } from '../../../shared/permissions';
import { localesOf } from '../../i18n/reader-locales';
import { noticeFor, withTexts, type NoticeTexts } from './notice-texts';
import type { Database, Executor } from '../../db/client';
import type { DomainEvent, EventBus } from '../../realtime/event-bus';
import { phrase } from '../../../shared/i18n/error-texts';
import { forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './notifications.repository';
import { enqueueMails } from '../mail/mail.repository';
import { NOT_SENT_NO_SERVER, type MailSettings } from '../mail/mail-delivery';

const asPriority = (p: string): NotificationPriority =>
  (NOTIFICATION_PRIORITIES as readonly string[]).includes(p) ? (p as NotificationPriority) : 'normal';

export function toNotificationDto(n: repo.NotificationRow, locale: Locale | null = null): Notification {
  return {
    id: n.id,
    type: n.type,
    ...noticeFor(n, locale),
    priority: asPriority(n.priority),
    read: n.read,
    createdAt: toIso(n.createdAt),
  };
}

/** A notification for the people of a warehouse, before it is addressed to anyone. */
export type NotificationDraft = repo.NewNotification & { texts?: NoticeTexts };

/** The row to store: the texts travel in its data. */
function toNewNotification({ texts, ...draft }: NotificationDraft): repo.NewNotification {
  return texts ? { ...draft, data: withTexts(draft.data, texts) } : draft;
}

/**
 * What a `system_alert` says, with the texts it is worded from for each reader when it has them;
 * its key keeps one unread notice per person for the same matter.
 */
export type SystemAlertDraft = Parameters<typeof repo.insertSystemAlerts>[1] & { texts?: NoticeTexts };

/** Supervisors and managers: who hears about overdue work, low stock and generated PMs. */
export const PLANNER_ROLES = ['supervisor', 'manager'] as const;

/** A change to a user's own notifications that only refreshes their bell (read, read all). */
function bellEvent(auth: AuthContext, action: string, id: string, at: Date): DomainEvent {
  return {
    topic: 'notifications',
    type: 'notification',
    action,
    id,
    data: {},
    at: at.toISOString(),
    organizationId: auth.organizationId,
    warehouseId: null,
    userIds: [auth.userId],
  };
}

export function createNotificationsService({
  db,
  clock,
  events,
  mailSettings,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  mailSettings: Pick<MailSettings, 'smtpUrl'>;
}) {
  /**
   * One delivery event per stored notification, marked silent when the addressee's preferences
   * or quiet hours hold it back; decided with the rows still in the transaction.
   */
  async function deliveryEvents(tx: Executor, rows: repo.NotificationRow[]): Promise<DomainEvent[]> {
    const live = await repo.liveDeliveryOf(
      tx,
      rows.map((r) => r.id),
      clock.now(),
    );
    const locales = await localesOf(
      tx,
      rows.map((r) => r.userId),
    );
    return rows.map((row) => ({
      topic: 'notifications',
      type: 'notification',
      action: 'created',
      id: row.id,
      data: toNotificationDto(row, locales.get(row.userId)),
      at: row.createdAt.toISOString(),
      organizationId: row.organizationId,
      warehouseId: row.warehouseId,
      userIds: [row.userId],
      silent: !live.has(row.id),
    }));
  }

  /** Notifies the given people inside the caller's transaction; delivery events go to the outbox. */
  async function notifyUsers(tx: Executor, outbox: Outbox, userIds: string[], draft: NotificationDraft) {
    const rows = await repo.insertNotificationsForUsers(tx, [...new Set(userIds)], toNewNotification(draft));
    outbox.push(...(await deliveryEvents(tx, rows)));
    return rows.length;
  }

  /** Notifies each person of their own draft (a digest worded for them); delivery events go to the outbox. */
  async function notifyEach(
    tx: Executor,
    outbox: Outbox,
    notices: { userId: string; draft: NotificationDraft }[],
  ) {
    const rows = await repo.insertNotifications(
      tx,
      notices.map(({ userId, draft }) => ({ ...toNewNotification(draft), userId })),
    );
    outbox.push(...(await deliveryEvents(tx, rows)));
    return rows.length;
  }

  /** Tells each draft's warehouse room of it once (operations §7 `warehouse_notification`). */
  function announceInWarehouses(outbox: Outbox, drafts: NotificationDraft[]) {
    const at = clock.now().toISOString();
    for (const draft of drafts) {
      outbox.push({
        topic: 'notifications',
        type: 'warehouse_notification',
        action: 'created',
        id: randomUUID(),
        data: { type: draft.type, title: draft.title, message: draft.message, priority: draft.priority, at },
        at,
        organizationId: draft.organizationId,
        warehouseId: draft.warehouseId,
      });
    }
  }

  /** Notifies everyone holding one of the roles in each draft's warehouse, and tells the warehouse room. */
  async function notifyRoles(
    tx: Executor,
    outbox: Outbox,
    drafts: NotificationDraft[],
    roles: readonly string[] = PLANNER_ROLES,
  ) {
    const rows = await repo.insertNotificationsForRoles(tx, drafts.map(toNewNotification), roles);
    outbox.push(...(await deliveryEvents(tx, rows)));
    announceInWarehouses(outbox, drafts);
    return rows.length;
  }

  /** The caller's own notifications, newest first; never anyone else's. */
  async function listMine(auth: AuthContext, query: ListNotificationsQuery) {
    // Three independent reads of the bell: side by side, not one round trip after another.
    const [rows, counts, locales] = await Promise.all([
      repo.listNotificationsForUser(db, auth.userId, {
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
        unread: query.unread,
      }),
      repo.countNotificationsForUser(db, auth.userId, query.unread ?? false),
      localesOf(db, [auth.userId]),
    ]);
    const page = pageOf(rows, query.limit, (n) => ({ v: n.sortKey, id: n.id }));
    const locale = locales.get(auth.userId);
    return {
      items: page.items.map((row) => toNotificationDto(row, locale)),
      nextCursor: page.nextCursor,
      ...counts,
    };
  }

  async function markRead(auth: AuthContext, id: string): Promise<Notification> {
    return inTransaction(db, events, async (tx, outbox) => {
      const now = clock.now();
      const row = await repo.markRead(tx, auth.userId, id, now);
      if (!row) throw notFound('Notification');
      await recordAudit(tx, auth, {
        entityType: 'notification',
        entityId: id,
        action: 'read',
        changes: { read: { from: false, to: true } },
      });
      outbox.push(bellEvent(auth, 'read', id, now));
      return toNotificationDto(row);
    });
  }

  async function markAllRead(auth: AuthContext): Promise<{ updated: number }> {
    return inTransaction(db, events, async (tx, outbox) => {
      const now = clock.now();
      const updated = await repo.markAllRead(tx, auth.userId, now);
      await recordAudit(tx, auth, {
        entityType: 'user',
        entityId: auth.userId,
        action: 'notifications_read',
        changes: { updated },
      });
      outbox.push(bellEvent(auth, 'read_all', auth.userId, now));
      return { updated };
    });
  }

  /** A notification to yourself, delivered like any other: to check sockets, push and preferences. */
  async function sendTest(auth: AuthContext, input: TestNotificationInput): Promise<Notification> {
    const [row] = await inTransaction(db, events, async (tx, outbox) => {
      const rows = await repo.insertNotificationsForUsers(tx, [auth.userId], {
        organizationId: auth.organizationId,
        warehouseId: auth.warehouseId,
        type: 'test',
        title: input.title ?? 'Test notification',
        message:
          input.message ?? `Sent by ${auth.firstName} ${auth.lastName} to check that notifications arrive.`,
        priority: input.priority ?? 'normal',
        data: { url: '/phase1-demo' },
      });
      for (const sent of rows) {
        await recordAudit(tx, auth, { entityType: 'notification', entityId: sent.id, action: 'test_sent' });
      }
      outbox.push(...(await deliveryEvents(tx, rows)));
      return rows;
    });
    if (!row) throw new Error('Test notification insert returned nothing');
    return toNotificationDto(row);
  }

  /**
   * A `system_alert` for everyone of the given roles (administrators by default), inside the
   * caller's transaction: a monitoring alert and its notices commit together.
   */
  async function notifySystemAlert(
    tx: Executor,
    outbox: Outbox,
    alert: SystemAlertDraft,
    {
      roles = ['admin'],
      mailKind,
    }: {
      roles?: readonly Role[];
      /** Also mailed, as this kind of the Mail log, to those who did not turn system alerts off. */
      mailKind?: string;
    } = {},
  ): Promise<number> {
    const { texts, ...stored } = alert;
    const inserted = await repo.insertSystemAlerts(
      tx,
      texts ? { ...stored, data: withTexts(stored.data, texts) } : stored,
      roles,
    );
    outbox.push(...(await deliveryEvents(tx, inserted)));
    if (mailKind && alert.organizationId) {
      const organizationId = alert.organizationId;
      const notices = new Map(inserted.map((row) => [row.userId, row]));
      const readers = await repo.mailReadersOf(tx, inserted);
      // Each mail says what its reader's notice says, in their language.
      await enqueueMails(
        tx,
        readers.flatMap(({ userId, email, locale }) => {
          const notice = notices.get(userId);
          if (!notice) return [];
          const { title, message } = noticeFor(notice, locale);
          return [
            {
              organizationId,
              warehouseId: null,
              kind: mailKind,
              toAddress: email,
              subject: title,
              body: message,
            },
          ];
        }),
        mailSettings.smtpUrl ? undefined : NOT_SENT_NO_SERVER,
      );
    }
    return inserted.length;
  }

  /** Tells the administrators that something of the installation itself failed (e.g. a scheduled job). */
  const systemAlert = (alert: SystemAlertDraft): Promise<number> =>
    inTransaction(db, events, (tx, outbox) => notifySystemAlert(tx, outbox, alert));

  /**
   * One preference per notification type (never set: on, without quiet hours), then the mail
   * opt-ins for those who triage work requests (never set: off; issue 23).
   */
  const preferences = (auth: AuthContext) => preferencesOf(db, auth);

  async function preferencesOf(tx: Executor, auth: AuthContext): Promise<NotificationPreference[]> {
    const stored = new Map((await repo.listPreferences(tx, auth.userId)).map((p) => [p.notificationType, p]));
    const types = NOTIFICATION_TYPES.map((notificationType: NotificationType) => {
      const p = stored.get(notificationType);
      return {
        notificationType,
        enabled: p?.enabled ?? true,
        quietHoursStart: p?.quietHoursStart ?? null,
        quietHoursEnd: p?.quietHoursEnd ?? null,
      };
    });
    if (!can(auth, 'requests.triage')) return types;
    const optIns = MAIL_OPT_INS.map((notificationType) => ({
      notificationType,
      enabled: stored.get(notificationType)?.enabled ?? false,
      quietHoursStart: null,
      quietHoursEnd: null,
    }));
    return [...types, ...optIns];
  }

  async function savePreference(
    auth: AuthContext,
    input: NotificationPreference,
  ): Promise<NotificationPreference> {
    // New work requests are mailed to those who triage them only; their mail reads this row.
    if (isMailOptIn(input.notificationType) && !can(auth, 'requests.triage')) {
      throw forbidden(phrase('notification.mailOptInTriageOnly'));
    }
    return inTransaction(db, events, async (tx, outbox) => {
      const before = (await preferencesOf(tx, auth)).find(
        (p) => p.notificationType === input.notificationType,
      );
      const row = await repo.upsertPreference(tx, auth.userId, input, clock.now());
      const saved: NotificationPreference = {
        notificationType: input.notificationType,
        enabled: row.enabled,
        quietHoursStart: row.quietHoursStart,
        quietHoursEnd: row.quietHoursEnd,
      };
      await recordAudit(tx, auth, {
        entityType: 'user',
        entityId: auth.userId,
        action: 'notification_preference_saved',
        changes: before ? diffFields(before, saved) : { after: saved },
      });
      outbox.push({ ...bellEvent(auth, 'preferences_saved', auth.userId, clock.now()), data: { ...saved } });
      return saved;
    });
  }

  return {
    listMine,
    notifyUsers,
    notifyEach,
    notifyRoles,
    announceInWarehouses,
    mailReadersForRoles: repo.mailReadersForRoles,
    systemAlert,
    notifySystemAlert,
    markRead,
    markAllRead,
    sendTest,
    preferences,
    savePreference,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
