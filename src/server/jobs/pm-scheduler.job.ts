import { PM_SCHEDULE, type SchedulerService } from '../modules/pm/scheduler.service';
import type { JobDefinition } from './job-runner';

/**
 * Hourly, once across all instances, for every warehouse whose scheduler is on (issue 4 §5),
 * in batches of PM_BATCH_SIZE pairs a transaction; a run that fails is taken up by the next
 * (issue 14 §4).
 */
export function pmSchedulerJob(scheduler: SchedulerService): JobDefinition {
  return {
    name: 'pm-scheduler',
    schedule: PM_SCHEDULE,
    lockKey: 7_201_031,
    run: () => scheduler.runScheduled(),
  };
}
