import type { MailState } from '@shared/domain';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';

/** Each delivery state as the Mail log names it. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
  not_sent: 'Not sent',
};

const VARIANTS: Record<MailState, BadgeVariant> = {
  sent: 'success',
  pending: 'secondary',
  failed: 'destructive',
  not_sent: 'warning',
};

export function MailStateBadge({ state }: { state: MailState }) {
  return <Badge variant={VARIANTS[state]}>{MAIL_STATE_LABELS[state]}</Badge>;
}
