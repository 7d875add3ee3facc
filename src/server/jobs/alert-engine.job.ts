import type { AlertsService } from '../modules/monitoring/alerts.service';
import type { JobDefinition } from './job-runner';

/**
 * Every minute, once across all instances: the §9 thresholds over the recent samples of every
 * instance, one open alert per crossed condition (issue 13).
 */
export function alertEngineJob(alerts: Pick<AlertsService, 'evaluate'>): JobDefinition {
  return {
    name: 'monitoring-alert-engine',
    schedule: '* * * * *',
    lockKey: 7_201_130,
    run: () => alerts.evaluate(),
  };
}
