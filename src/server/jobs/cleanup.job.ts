import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deleteIdempotencyKeysBefore } from '../plugins/idempotency.repository';
import { deleteDispatchedOutboxEventsBefore } from '../realtime/outbox.repository';
import type { JobDefinition } from './job-runner';
import type { Services } from '../services';

/**
 * Hourly: forgets idempotency keys past their 24 h window, purges long-ended sessions, idle
 * sign-in throttles and long-unused known devices, removes scratch uploads attached to no
 * record after LOOSE_ATTACHMENT_DAYS, and drops outbox events dispatched over a week ago (the
 * change feed keeps a week).
 */
const OUTBOX_KEPT_DAYS = 7;

export function cleanupJob(db: Database, clock: Clock, services: Services): JobDefinition {
  return {
    name: 'cleanup',
    schedule: '7 * * * *',
    lockKey: 7_201_010,
    async run() {
      const now = clock.now().getTime();
      const idempotencyKeys = await deleteIdempotencyKeysBefore(
        db,
        new Date(now - IDEMPOTENCY_TTL_HOURS * 3_600_000),
      );
      const sessions = await services.auth.purgeEndedSessions(new Date(now - 30 * 86_400_000));
      const signIn = await services.auth.purgeSignInState();
      const looseFiles = await services.attachments.expireLoose();
      const outboxEvents = await deleteDispatchedOutboxEventsBefore(
        db,
        new Date(now - OUTBOX_KEPT_DAYS * 86_400_000),
      );
      return { idempotencyKeys, sessions, ...signIn, looseFiles, outboxEvents };
    },
  };
}
