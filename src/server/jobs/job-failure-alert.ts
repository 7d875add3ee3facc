import type { NotificationsService } from '../modules/notifications/notifications.service';
import { errorSummary } from '../lib/error-summary';
import type { JobFailureHandler } from './job-runner';

/**
 * A failed scheduled job becomes a `system_alert` for the administrators. The message names the
 * job and the error's own words (never a stack or configuration), enough to know what to check.
 */
export function jobFailureAlert(notifications: Pick<NotificationsService, 'systemAlert'>): JobFailureHandler {
  return (job, error) =>
    notifications.systemAlert({
      key: `job:${job.name}`,
      title: `Scheduled job ${job.name} failed`,
      message: `${errorSummary(error)}. It will try again at its next run; the server log has the details.`,
      data: { job: job.name, url: '/system-monitoring' },
    });
}
