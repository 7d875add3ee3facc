import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deleteIdempotencyKeysBefore } from '../plugins/idempotency.repository';
import { deleteReadNotificationsBefore } from '../modules/notifications/notifications.repository';
import { deleteDispatchedOutboxEventsBefore } from '../realtime/outbox.repository';
import type { JobDefinition } from './job-runner';
import { PRUNE_BATCH_SIZE, pruneInBatches } from './prune-in-batches';
import type { Services } from '../services';

/** Dispatched outbox events kept as a change feed. */
export const OUTBOX_KEPT_DAYS = 7;
/** Read notifications kept in the bell (issue 30 §5); unread ones stay until read. */
export const READ_NOTIFICATIONS_KEPT_DAYS = 90;

/**
 * Hourly: forgets idempotency keys past their 24 h window, purges long-ended sessions, idle
 * sign-in throttles, request-portal counts whose window is over and long-unused known devices,
 * removes scratch uploads attached to no record after LOOSE_ATTACHMENT_DAYS, drops outbox
 * events dispatched over a week ago and notifications read and older than 90 days.
 * Every table goes PRUNE_BATCH_SIZE rows a
 * statement, oldest first: short locks and flat memory at any backlog, and a run that fails
 * half way leaves the rest to the next (issue 14 §4).
 */
export function cleanupJob(
  db: Database,
  clock: Clock,
  services: Services,
  options: { batchSize?: number } = {},
): JobDefinition {
  const batchSize = options.batchSize ?? PRUNE_BATCH_SIZE;
  return {
    name: 'cleanup',
    schedule: '7 * * * *',
    lockKey: 7_201_010,
    async run() {
      const now = clock.now().getTime();
      const keysBefore = new Date(now - IDEMPOTENCY_TTL_HOURS * 3_600_000);
      const idempotencyKeys = await pruneInBatches(
        (limit) => deleteIdempotencyKeysBefore(db, keysBefore, limit),
        batchSize,
      );
      const sessionsBefore = new Date(now - 30 * 86_400_000);
      const sessions = await pruneInBatches(
        (limit) => services.auth.purgeEndedSessions(sessionsBefore, limit),
        batchSize,
      );
      const signInThrottles = await pruneInBatches(services.auth.purgeIdleThrottles, batchSize);
      const knownDevices = await pruneInBatches(services.auth.purgeUnusedDevices, batchSize);
      const requestThrottles = await pruneInBatches(services.requests.purgeEndedThrottles, batchSize);
      const looseFiles = await pruneInBatches((limit) => services.attachments.expireLoose(limit), batchSize);
      const eventsBefore = new Date(now - OUTBOX_KEPT_DAYS * 86_400_000);
      const outboxEvents = await pruneInBatches(
        (limit) => deleteDispatchedOutboxEventsBefore(db, eventsBefore, limit),
        batchSize,
      );
      const noticesBefore = new Date(now - READ_NOTIFICATIONS_KEPT_DAYS * 86_400_000);
      const readNotifications = await pruneInBatches(
        (limit) => deleteReadNotificationsBefore(db, noticesBefore, limit),
        batchSize,
      );
      return {
        idempotencyKeys: idempotencyKeys.rows,
        sessions: sessions.rows,
        signInThrottles: signInThrottles.rows,
        knownDevices: knownDevices.rows,
        requestThrottles: requestThrottles.rows,
        looseFiles: looseFiles.rows,
        outboxEvents: outboxEvents.rows,
        readNotifications: readNotifications.rows,
        batches: {
          idempotencyKeys: idempotencyKeys.batches,
          sessions: sessions.batches,
          signInThrottles: signInThrottles.batches,
          knownDevices: knownDevices.batches,
          requestThrottles: requestThrottles.batches,
          looseFiles: looseFiles.batches,
          outboxEvents: outboxEvents.batches,
          readNotifications: readNotifications.batches,
        },
      };
    },
  };
}
