import type { WorkRequestStatus } from '@shared/domain';
import { REQUEST_STATUS_VARIANTS } from '@web/components/requests/labels';
import { useRequestLabels } from '@web/components/requests/use-request-labels';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from '../messages';

export function RequestStatusBadge({ status }: { status: WorkRequestStatus }) {
  const labels = useRequestLabels();
  return <Badge variant={REQUEST_STATUS_VARIANTS[status]}>{labels.status(status)}</Badge>;
}

/** The one thing a supervisor must see first. */
export function StoppingWorkBadge() {
  const t = useT(requestsMessages);
  return <Badge variant="destructive">{t('stoppingWork')}</Badge>;
}
