import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';
import { alertEngineJob } from './alert-engine.job';
import { auditRetentionJob, type AuditRetention } from './audit-retention.job';
import { cleanupJob } from './cleanup.job';
import { escalationJob } from './escalation.job';
import { mailDeliveryJob } from './mail-delivery.job';
import type { JobDefinition } from './job-runner';
import { metricRetentionJob } from './metric-retention.job';
import { pmSchedulerJob } from './pm-scheduler.job';
import { webhookDeliveryJob } from './webhook-delivery.job';

/** Every job an instance schedules; each runs once across instances under its advisory lock. */
export function scheduledJobs(
  db: Database,
  clock: Clock,
  services: Services,
  auditRetention: AuditRetention,
): JobDefinition[] {
  return [
    cleanupJob(db, clock, services),
    auditRetentionJob(db, clock, auditRetention),
    escalationJob(services.escalation),
    metricRetentionJob(db, clock),
    pmSchedulerJob(services.scheduler),
    alertEngineJob(services.alerts),
    mailDeliveryJob(services.mail),
    webhookDeliveryJob(services.webhooks),
  ];
}
