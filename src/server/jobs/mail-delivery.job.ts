import type { MailService } from '../modules/mail/mail.service';
import type { JobDefinition } from './job-runner';

/**
 * Every 15 seconds, once across all instances: the mail queue's due mails sent, retried or, without
 * a mail server, kept as not sent (issue 23). Often, so a mail leaves soon after its change commits;
 * a run with nothing due is one indexed query.
 */
export function mailDeliveryJob(mail: Pick<MailService, 'deliverDue'>): JobDefinition {
  return {
    name: 'mail-delivery',
    schedule: '*/15 * * * * *',
    lockKey: 7_201_150,
    run: async () => ({ ...(await mail.deliverDue()) }),
    quietWhenIdle: true,
  };
}
