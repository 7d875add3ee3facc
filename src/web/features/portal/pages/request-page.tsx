import { useCallback, useEffect, useState } from 'react';
import { Wrench } from 'lucide-react';
import { useParams } from 'wouter';
import { portalKeySchema, type PublicPortal } from '@shared/schemas/requests';
import { getEquipmentByAssetTag } from '@web/components/qr-scanner/equipment-by-tag';
import { Alert } from '@web/components/ui/alert';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { getPublicPortal } from '../api/portal-api';
import { LinkNotInUse, PortalFrame, PortalLoading } from '../components/portal-frame';
import { RequestForm } from '../components/request-form';
import { hasStaffSession, leaveForApp } from '../lib/staff-session';
import { portalMessages } from '../messages';

type PortalState =
  | { status: 'loading' }
  | { status: 'ready'; portal: PublicPortal }
  /** Opened without signal (from the phone's cache): the form still works and waits to send. */
  | { status: 'offline' }
  | { status: 'gone' };

function usePublicPortal(portalKey: string, assetTag: string | undefined): PortalState {
  const validKey = portalKeySchema.safeParse(portalKey).success;
  const [state, setState] = useState<{ for: string; value: PortalState } | null>(null);
  const requestFor = `${portalKey}/${assetTag ?? ''}`;
  useEffect(() => {
    if (!validKey) return;
    let cancelled = false;
    getPublicPortal(portalKey, assetTag).then(
      (portal) => {
        if (!cancelled)
          setState({
            for: requestFor,
            value: portal.enabled ? { status: 'ready', portal } : { status: 'gone' },
          });
      },
      (error: unknown) => {
        if (cancelled) return;
        // Anything but a refusal (no signal, a server away) still lets the requester write it down.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setState({ for: requestFor, value: refused ? { status: 'gone' } : { status: 'offline' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [validKey, portalKey, assetTag, requestFor]);
  if (!validKey) return { status: 'gone' };
  return state?.for === requestFor ? state.value : { status: 'loading' };
}

/**
 * A signed-in staff member who scans an asset's label wants its equipment screen (with Create
 * Work Order), not the public form. Resolves to 'none' when this phone has no session or the tag
 * is not theirs to see; the stored session is never forced into a sign-in.
 */
function useStaffRedirect(assetTag: string | undefined): 'checking' | 'none' {
  const [signedIn] = useState(hasStaffSession);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn || !assetTag) return;
    let cancelled = false;
    getEquipmentByAssetTag(assetTag).then(
      (equipment) => {
        if (!cancelled) leaveForApp(`/equipment?asset=${encodeURIComponent(equipment.assetTag)}`);
      },
      () => {
        if (!cancelled) setFailedFor(assetTag);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn, assetTag]);
  if (!assetTag || !signedIn) return 'none';
  return failedFor === assetTag ? 'none' : 'checking';
}

/** `/r/:portalKey` (general) and `/r/:portalKey/:assetTag` (from an asset's label). */
export default function RequestPage() {
  const t = useT(portalMessages);
  const params = useParams<{ portalKey: string; assetTag?: string }>();
  const portalKey = params.portalKey;
  const labelTag = params.assetTag;
  const staff = useStaffRedirect(labelTag);
  const portal = usePublicPortal(portalKey, labelTag);
  const [linkGone, setLinkGone] = useState(false);
  const onLinkGone = useCallback(() => setLinkGone(true), []);

  if (linkGone || portal.status === 'gone') return <LinkNotInUse />;
  if (staff === 'checking' || portal.status === 'loading')
    return (
      <PortalFrame title={t('title.report')}>
        <PortalLoading label={t('loading.form')} />
      </PortalFrame>
    );

  const ready = portal.status === 'ready' ? portal.portal : null;
  const asset = ready?.asset ?? null;
  // A label's tag the plant no longer has: the requester says where instead.
  const unknownTag = Boolean(labelTag && ready && !asset);
  const assetTag = unknownTag ? undefined : (asset?.assetTag ?? labelTag);

  return (
    <PortalFrame title={t('title.report')} plantName={ready?.warehouseName}>
      {portal.status === 'offline' ? <Alert title={t('offline.title')}>{t('offline.text')}</Alert> : null}
      {assetTag ? (
        <section aria-label={t('equipment')} className="flex items-start gap-3 rounded-xl border bg-card p-4">
          <Wrench className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="min-w-0">
            <p className="font-mono font-semibold break-all">{assetTag}</p>
            {asset ? (
              <p className="text-sm wrap-anywhere text-muted-foreground">{asset.description}</p>
            ) : null}
          </div>
        </section>
      ) : null}
      {unknownTag ? <Alert>{t('unknownTag', { tag: labelTag ?? '' })}</Alert> : null}
      <RequestForm portalKey={portalKey} assetTag={assetTag} onLinkGone={onLinkGone} />
    </PortalFrame>
  );
}
