import { useState, type ReactNode } from 'react';
import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useRoute } from 'wouter';
import type { WorkRequest } from '@shared/schemas/requests';
import { useRequestLabels } from '@web/components/requests/use-request-labels';
import { QueryError } from '@web/components/query-state';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { usePendingChanges } from '@web/lib/offline/use-change-queue';
import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { useWorkRequest } from '../api/list-requests';
import { ApproveDialog } from '../components/approve-dialog';
import { MergeDialog } from '../components/merge-dialog';
import { PossibleDuplicate } from '../components/possible-duplicate';
import { RejectDialog } from '../components/reject-dialog';
import { RequestPhoto } from '../components/request-photo';
import { RequestStatusBadge, StoppingWorkBadge } from '../components/request-status-badge';
import { requestsMessages } from '../messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function WorkOrderLink({ request }: { request: WorkRequest }) {
  const t = useT(requestsMessages);
  if (!request.workOrderId) return null;
  return (
    <Link href={`/work-orders/${request.workOrderId}`} className="font-mono text-primary hover:underline">
      {request.workOrderFoNumber ?? t('detail.theWorkOrder')}
    </Link>
  );
}

/** What became of the request, once someone triaged it. */
function Outcome({ request }: { request: WorkRequest }) {
  const t = useT(requestsMessages);
  const who = request.triagedByName ?? t('detail.someone');
  const when = request.triagedAt ? formatDateTime(request.triagedAt) : null;
  const by = (
    <p className="text-xs text-muted-foreground">
      {t('detail.by')} <UserText>{who}</UserText>
      {when ? t('detail.byWhen', { when }) : null}
    </p>
  );
  switch (request.status) {
    case 'received':
      return null;
    case 'accepted':
      return (
        <Row label={t('detail.outcome')}>
          <p>
            {t('detail.approvedAs')} <WorkOrderLink request={request} />
          </p>
          {by}
        </Row>
      );
    case 'merged':
      return (
        <Row label={t('detail.outcome')}>
          <p>
            {t('detail.mergedInto')} <WorkOrderLink request={request} />
          </p>
          {by}
        </Row>
      );
    case 'rejected':
      return (
        <Row label={t('detail.outcome')}>
          <p>{t('detail.rejected')}</p>
          <p className="mt-1">
            <UserText multiline>{request.rejectionReason ?? t('detail.noReason')}</UserText>
          </p>
          {by}
        </Row>
      );
  }
}

function Contact({ request }: { request: WorkRequest }) {
  const t = useT(requestsMessages);
  if (!request.requesterEmail && !request.requesterPhone)
    return <span className="text-muted-foreground">{t('detail.noContact')}</span>;
  return (
    <span className="grid gap-1">
      {request.requesterEmail ? (
        <a href={`mailto:${request.requesterEmail}`} className="text-primary hover:underline">
          <UserText>{request.requesterEmail}</UserText>
        </a>
      ) : null}
      {request.requesterPhone ? (
        <a
          href={`tel:${request.requesterPhone.replace(/[^+\d]/g, '')}`}
          className="text-primary hover:underline"
        >
          <UserText>{request.requesterPhone}</UserText>
        </a>
      ) : null}
    </span>
  );
}

type Decision = 'approve' | 'reject' | 'merge';

function TriageActions({ request }: { request: WorkRequest }) {
  const t = useT(requestsMessages);
  const [open, setOpen] = useState<Decision | null>(null);
  // A decision made offline waits in the queue: offer no second one meanwhile. Not while a
  // dialog is open: the decision it is sending sits in the queue until the server answers.
  const isWaiting = usePendingChanges('requests-approve')
    .concat(usePendingChanges('requests-reject'), usePendingChanges('requests-merge'))
    .some((action) => action.recordId === request.id);
  if (isWaiting && open === null)
    return <p className="text-sm text-muted-foreground">{t('detail.waiting')}</p>;
  const dialogProps = (decision: Decision) => ({
    request,
    open: open === decision,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? decision : null),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('approve')}>{t('approve')}</Button>
      <Button variant="outline" onClick={() => setOpen('merge')}>
        {t('merge')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('reject')}>
        {t('reject')}
      </Button>
      {/* Mounted while open only: each opening starts from the request as it is now. */}
      {open === 'approve' ? <ApproveDialog {...dialogProps('approve')} /> : null}
      {open === 'merge' ? <MergeDialog {...dialogProps('merge')} /> : null}
      {open === 'reject' ? <RejectDialog {...dialogProps('reject')} /> : null}
    </div>
  );
}

function NotFound() {
  const t = useT(requestsMessages);
  return (
    <Card className="border-dashed">
      <EmptyState
        icon={FileX}
        title={t('detail.notFound')}
        description={t('detail.notFoundDescription')}
        action={
          <Link href="/requests" className={buttonClasses({ variant: 'outline' })}>
            {t('detail.backToRequests')}
          </Link>
        }
      />
    </Card>
  );
}

/** One request from the portal, everything about it, and the triage decisions (issue 23). */
export default function RequestDetailPage() {
  const t = useT(requestsMessages);
  const labels = useRequestLabels();
  const [, params] = useRoute<{ id: string }>('/requests/:id');
  const id = params?.id ?? '';
  const canTriage = useCan('requests.triage');
  const query = useWorkRequest(id);

  if (query.isPending) return <Skeleton className="h-64 w-full" aria-label={t('detail.loading')} />;
  if (query.isError) {
    // A malformed id in a hand-typed URL (400) is as missing as one of another warehouse (404).
    const isMissing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return isMissing ? (
      <NotFound />
    ) : (
      <QueryError title={t('detail.loadFailed')} error={query.error} onRetry={query.refetch} />
    );
  }
  const request = query.data;
  return (
    <div className="grid max-w-3xl gap-4">
      <Link
        href="/requests"
        className="flex items-center gap-1 text-sm text-muted-foreground hover:underline touch:min-h-11"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('list.title')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-2xl font-semibold">{request.number}</h1>
        <RequestStatusBadge status={request.status} />
        {request.stoppingWork ? <StoppingWorkBadge /> : null}
      </div>
      {canTriage && request.status === 'received' ? <TriageActions request={request} /> : null}
      <Card>
        <CardContent className="pt-4 sm:pt-5">
          <dl className="divide-y">
            <Row label={t('detail.whatIsWrong')}>
              <UserText multiline>{request.description}</UserText>
            </Row>
            <Row label={request.equipmentAssetTag ? t('detail.asset') : t('detail.where')}>
              <UserText>{labels.subject(request)}</UserText>
              {request.equipmentAssetTag && request.location ? (
                <span className="block text-xs text-muted-foreground">
                  <UserText>{request.location}</UserText>
                </span>
              ) : null}
            </Row>
            <Row label={t('detail.stoppingWork')}>
              {request.stoppingWork ? t('detail.yes') : t('detail.no')}
            </Row>
            <Row label={t('detail.requester')}>
              <UserText className={request.requesterName ? undefined : 'text-muted-foreground'}>
                {request.requesterName ?? t('detail.noName')}
              </UserText>
            </Row>
            <Row label={t('detail.contact')}>
              <Contact request={request} />
            </Row>
            <Row label={t('detail.sent')}>
              {formatDateTime(request.createdAt)}
              <span className="text-muted-foreground"> ({formatRelativeTime(request.createdAt)})</span>
            </Row>
            {request.status === 'received' && request.possibleDuplicate ? (
              <Row label={t('detail.openOrder')}>
                <PossibleDuplicate duplicate={request.possibleDuplicate} />
              </Row>
            ) : null}
            <Outcome request={request} />
          </dl>
        </CardContent>
      </Card>
      {request.photos.length > 0 ? (
        <Card>
          <CardContent className="pt-4 sm:pt-5">
            <h2 className="mb-3 text-base font-semibold">{t('photos')}</h2>
            <div className="flex flex-wrap gap-3">
              {request.photos.map((photo) => (
                <RequestPhoto key={photo.id} photo={photo} size="large" />
              ))}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
