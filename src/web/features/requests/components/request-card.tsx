import { Link } from 'wouter';
import type { WorkRequest } from '@shared/schemas/requests';
import { useRequestLabels } from '@web/components/requests/use-request-labels';
import { Card } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from '../messages';
import { PossibleDuplicate } from './possible-duplicate';
import { RequestPhoto } from './request-photo';
import { RequestStatusBadge, StoppingWorkBadge } from './request-status-badge';

/** One request in the triage list: what, where, who and how long ago, with its photos. */
export function RequestCard({ request, now }: { request: WorkRequest; now: number }) {
  const t = useT(requestsMessages);
  const labels = useRequestLabels();
  const isNew = request.status === 'received';
  return (
    <Card className="grid gap-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={`/requests/${request.id}`}
          className="font-mono text-sm font-semibold text-primary hover:underline touch:inline-flex touch:min-h-11 touch:items-center"
        >
          {request.number}
        </Link>
        <RequestStatusBadge status={request.status} />
        {isNew && request.stoppingWork ? <StoppingWorkBadge /> : null}
        <span className="ml-auto text-xs text-muted-foreground">
          <time dateTime={request.createdAt}>{formatRelativeTime(request.createdAt, '—', now)}</time>
        </span>
      </div>
      <p className="text-sm font-medium">
        <UserText>{labels.subject(request)}</UserText>
      </p>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <UserText>{request.description}</UserText>
      </p>
      <p className="text-xs text-muted-foreground">
        {t('card.from')} <UserText>{request.requesterName ?? t('card.anonymous')}</UserText>
      </p>
      {isNew && request.possibleDuplicate ? (
        <PossibleDuplicate duplicate={request.possibleDuplicate} />
      ) : null}
      {request.photos.length > 0 ? (
        <div className="flex gap-2" aria-label={t('photos')}>
          {request.photos.map((photo) => (
            <RequestPhoto key={photo.id} photo={photo} size="thumbnail" />
          ))}
        </div>
      ) : null}
    </Card>
  );
}
