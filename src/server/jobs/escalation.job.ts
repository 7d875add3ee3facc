import type { EscalationService } from '../modules/work-orders/escalation.service';
import type { JobDefinition } from './job-runner';

/** Every 30 minutes, once across all instances (issue 3 §4). */
export function escalationJob(escalation: EscalationService): JobDefinition {
  return {
    name: 'work-order-escalation',
    schedule: '*/30 * * * *',
    lockKey: 7_201_020,
    run: () => escalation.escalateOverdue(),
  };
}
