import { IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deleteIdempotencyKeysBefore } from '../plugins/idempotency.repository';
import type { JobDefinition } from './job-runner';
import type { Services } from '../services';

/**
 * Hourly: forgets idempotency keys past their 24 h window, purges long-ended sessions, idle
 * sign-in throttles and long-unused known devices, and removes scratch uploads attached to no
 * record after LOOSE_ATTACHMENT_DAYS.
 */
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
      return { idempotencyKeys, sessions, ...signIn, looseFiles };
    },
  };
}
