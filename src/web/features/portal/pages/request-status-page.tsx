import { useCallback, useEffect, useState } from 'react';
import { CircleCheck, CircleX, Clock, RefreshCw, Wrench, type LucideIcon } from 'lucide-react';
import { useParams } from 'wouter';
import type { PublicRequestStatus } from '@shared/schemas/requests';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { getPublicRequestStatus } from '../api/portal-api';
import { LinkNotInUse, PortalFrame, PortalLoading } from '../components/portal-frame';
import { portalMessages } from '../messages';

interface StatusText {
  icon: LucideIcon;
  title: string;
  detail?: string;
}

/** What each state says to the requester, in their words rather than the team's. */
function statusText(t: TextsOf<typeof portalMessages>, request: PublicRequestStatus): StatusText {
  switch (request.status) {
    case 'received':
      return { icon: Clock, title: t('status.received'), detail: t('status.receivedDetail') };
    case 'accepted':
      return {
        icon: CircleCheck,
        title: request.foNumber ? t('status.acceptedAs', { order: request.foNumber }) : t('status.accepted'),
        detail: t('status.acceptedDetail'),
      };
    case 'rejected':
      return { icon: CircleX, title: t('status.rejected') };
    case 'in_progress':
      return {
        icon: Wrench,
        title: t('status.inProgress'),
        detail: request.assigneeFirstName
          ? t('status.workingOn', { name: request.assigneeFirstName })
          : t('status.someoneWorking'),
      };
    case 'done':
      return { icon: CircleCheck, title: t('status.done'), detail: t('status.doneDetail') };
  }
}

type Loaded = { status: 'ready'; request: PublicRequestStatus } | { status: 'gone' } | { status: 'failed' };

/** `/r/:portalKey/status/:trackingCode`: the request's state, with a refresh, and nothing else. */
export default function RequestStatusPage() {
  const t = useT(portalMessages);
  const { portalKey, trackingCode } = useParams<{ portalKey: string; trackingCode: string }>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  const load = useCallback(
    () =>
      getPublicRequestStatus(portalKey, trackingCode).then(
        (request): Loaded => ({ status: 'ready', request }),
        (error: unknown): Loaded =>
          error instanceof ApiError && error.status === 404 ? { status: 'gone' } : { status: 'failed' },
      ),
    [portalKey, trackingCode],
  );

  useEffect(() => {
    let cancelled = false;
    void load().then((result) => {
      if (!cancelled) setLoaded(result);
    });
    return () => {
      cancelled = true;
    };
  }, [load]);

  const refresh = () => {
    setIsRefreshing(true);
    void load().then((result) => {
      // A failed refresh keeps what was shown, with the failure beside it.
      setLoaded((current) => (result.status === 'failed' && current?.status === 'ready' ? current : result));
      setIsRefreshing(false);
    });
  };

  if (loaded?.status === 'gone') return <LinkNotInUse />;
  if (!loaded)
    return (
      <PortalFrame title={t('title.request')}>
        <PortalLoading label={t('loading.request')} />
      </PortalFrame>
    );

  const request = loaded.status === 'ready' ? loaded.request : null;
  const text = request ? statusText(t, request) : null;
  return (
    <PortalFrame title={t('title.request')} titleCode={request?.number}>
      {loaded.status === 'failed' ? <Alert variant="destructive">{t('status.failed')}</Alert> : null}
      {request && text ? (
        <section aria-label={t('status.label')} className="grid gap-3 rounded-xl border bg-card p-5">
          <div className="flex items-center gap-3">
            <text.icon className="size-7 shrink-0 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold wrap-anywhere">{text.title}</h2>
          </div>
          {text.detail ? <p className="text-sm">{text.detail}</p> : null}
          {request.status === 'rejected' && request.rejectionReason ? (
            <p className="text-sm wrap-anywhere">
              <span className="font-medium">{t('status.reason')}</span>
              {request.rejectionReason}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {t('status.updated', { time: formatDateTime(request.updatedAt) })}
          </p>
        </section>
      ) : null}
      <Button variant="outline" onClick={refresh} disabled={isRefreshing}>
        {isRefreshing ? <Spinner /> : <RefreshCw aria-hidden />}
        {t('status.refresh')}
      </Button>
    </PortalFrame>
  );
}
