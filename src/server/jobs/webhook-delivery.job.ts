import type { WebhooksService } from '../modules/integrations/webhooks/webhooks.service';
import type { JobDefinition } from './job-runner';

/**
 * Every 5 seconds, once across all instances: new domain events fanned out to the webhook
 * endpoints, and every due delivery sent or retried (issue 28 §3). A run with nothing new is two
 * indexed queries.
 */
export function webhookDeliveryJob(webhooks: Pick<WebhooksService, 'deliverDue'>): JobDefinition {
  return {
    name: 'webhook-delivery',
    schedule: '*/5 * * * * *',
    lockKey: 7_201_280,
    run: async () => ({ ...(await webhooks.deliverDue()) }),
    quietWhenIdle: true,
  };
}
