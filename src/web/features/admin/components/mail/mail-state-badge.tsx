import type { MailState } from '@shared/domain';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

/** Each delivery state as the Mail log names it. */
export const MAIL_STATE_LABELS = {
  sent: 'mail.state.sent',
  pending: 'mail.state.pending',
  failed: 'mail.state.failed',
  not_sent: 'mail.state.notSent',
} as const satisfies Record<MailState, string>;

const VARIANTS: Record<MailState, BadgeVariant> = {
  sent: 'success',
  pending: 'secondary',
  failed: 'destructive',
  not_sent: 'warning',
};

export function MailStateBadge({ state }: { state: MailState }) {
  const t = useT(adminMessages);
  return <Badge variant={VARIANTS[state]}>{t(MAIL_STATE_LABELS[state])}</Badge>;
}
