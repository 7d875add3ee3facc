import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tz, version } from './columns';
import { organizations, warehouses } from './organizations';
import { sessions, users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid().references(() => warehouses.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    priority: text().notNull().default('normal'),
    data: jsonb().$type<Record<string, unknown>>(),
    read: boolean().notNull().default(false),
    readAt: tz(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc().nullsFirst()),
    // Retention finds the read notices past their 90 days without reading the unread (issue 30 §5).
    index('notifications_read_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.read} = true`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
    // A system alert is sent once until read: the check reads this, not every unread notice.
    index('notifications_unread_system_alert_key_idx')
      .on(t.userId, sql`(${t.data} ->> 'key')`)
      .where(sql`${t.type} = 'system_alert' and ${t.read} = false`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** HH:MM in the warehouse's time zone; a range may run over midnight. */
    quietHoursStart: text(),
    quietHoursEnd: text(),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex().on(t.userId, t.notificationType)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The sign-in that registered this device: when it ends (sign-out, password change,
     * deactivation) the device hears nothing more, so a shared phone does not keep showing the
     * previous person's notices.
     */
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dhKey: text().notNull(),
    authKey: text().notNull(),
    userAgent: text(),
    createdAt: tz().notNull().defaultNow(),
    lastSuccessAt: tz(),
  },
  (t) => [index().on(t.userId)],
);
