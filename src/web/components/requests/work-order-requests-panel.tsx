import { Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import type { WorkRequest } from '@shared/schemas/requests';
import { Card, CardContent } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { useCan } from '@web/lib/permissions';
import { useWorkOrderRequests } from './list-requests';
import { useT } from '@web/lib/i18n/use-t';
import { requestsMessages } from './messages';

function RequestNumber({ request }: { request: WorkRequest }) {
  return (
    <Link href={`/requests/${request.id}`} className="font-mono text-primary hover:underline">
      {request.number}
    </Link>
  );
}

function Requester({ request }: { request: WorkRequest }) {
  const t = useT(requestsMessages);
  const hasContact = request.requesterEmail || request.requesterPhone;
  return (
    <div className="mt-1 grid gap-1 text-sm">
      <UserText className={request.requesterName ? undefined : 'text-muted-foreground'}>
        {request.requesterName ?? t('panel.noName')}
      </UserText>
      {request.requesterEmail ? (
        <a
          href={`mailto:${request.requesterEmail}`}
          className="flex items-center gap-1.5 text-primary hover:underline"
        >
          <Mail className="size-3.5 shrink-0" aria-hidden />
          <UserText>{request.requesterEmail}</UserText>
        </a>
      ) : null}
      {request.requesterPhone ? (
        <a
          href={`tel:${request.requesterPhone.replace(/[^+\d]/g, '')}`}
          className="flex items-center gap-1.5 text-primary hover:underline"
        >
          <Phone className="size-3.5 shrink-0" aria-hidden />
          <UserText>{request.requesterPhone}</UserText>
        </a>
      ) : null}
      {hasContact ? null : <span className="text-muted-foreground">{t('panel.noContact')}</span>}
    </div>
  );
}

/**
 * On a work order: the requests it came from ("From request R-…") or took over ("Also reported
 * as R-…"), with who asked and how to reach them, so the assignee can ask or tell them.
 * Nothing shows for an order nobody requested, nor when the list cannot be read: it is extra.
 */
export function WorkOrderRequestsPanel({ workOrderId }: { workOrderId: string }) {
  const t = useT(requestsMessages);
  const canRead = useCan('requests.read');
  const requests = useWorkOrderRequests(workOrderId, canRead);
  if (!requests.data?.length) return null;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <ul className="grid gap-3 divide-y" aria-label={t('panel.list')}>
          {requests.data.map((request) => (
            <li key={request.id} className="pb-3 last:pb-0">
              <p className="text-sm font-medium">
                {request.status === 'merged' ? t('panel.alsoReported') : t('panel.fromRequest')}{' '}
                <RequestNumber request={request} />
              </p>
              <Requester request={request} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
