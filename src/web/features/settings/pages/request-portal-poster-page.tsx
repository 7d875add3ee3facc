import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { QueryState } from '@web/components/query-state';
import { useQrSvg, useRequestPortal } from '@web/components/request-portal/request-portal';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyProfile } from '@web/lib/auth/my-profile';
import { useT } from '@web/lib/i18n/use-t';
import { readStored } from '@web/lib/session-storage';
import { settingsMessages } from '../messages';

/** On paper only the poster prints, on one A4 page. */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 20mm; }
  body * { visibility: hidden; }
  #request-poster, #request-poster * { visibility: visible; }
  #request-poster { position: absolute; inset: 0; border: none; }
}`;

/** The plant this person works in now (the warehouse the app sends its calls for). */
function usePlantName(): string | undefined {
  const { data } = useMyProfile();
  const current = readStored('warehouseId') ?? data?.warehouseId;
  return data?.warehouses.find((warehouse) => warehouse.id === current)?.name;
}

function Poster({ portalUrl, enabled }: { portalUrl: string; enabled: boolean }) {
  const t = useT(settingsMessages);
  const qr = useQrSvg(portalUrl);
  const plantName = usePlantName();
  return (
    <>
      {enabled ? null : (
        <Alert className="mb-4" title={t('portal.isOff')}>
          {t('poster.offDescription')}
        </Alert>
      )}
      <div
        id="request-poster"
        className="mx-auto grid max-w-xl justify-items-center gap-6 rounded-xl border bg-white p-8 text-center text-black"
      >
        {plantName ? <p className="text-2xl font-semibold">{plantName}</p> : null}
        <p className="text-4xl font-bold tracking-tight">{t('poster.headline')}</p>
        {qr ? (
          <img src={qr} alt={t('poster.qrAlt')} className="aspect-square w-full max-w-[120mm]" />
        ) : (
          <Skeleton className="aspect-square w-full max-w-[120mm]" />
        )}
        <p className="text-base">{t('poster.instructions')}</p>
        <p className="font-mono text-sm break-all">{portalUrl}</p>
      </div>
    </>
  );
}

/** The request portal's poster: its general QR code, big, with the plant's name (issue 23). */
export default function RequestPortalPosterPage() {
  const t = useT(settingsMessages);
  const portal = useRequestPortal();
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t('poster.title')}
        description={t('poster.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/settings">
                <ArrowLeft aria-hidden />
                {t('poster.back')}
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={!portal.data}>
              <Printer aria-hidden />
              {t('poster.print')}
            </Button>
          </>
        }
      />
      <QueryState
        query={portal}
        errorTitle={t('portal.loadFailed')}
        loading={<Skeleton className="mx-auto aspect-square w-full max-w-xl" />}
      >
        {(settings) => <Poster portalUrl={settings.portalUrl} enabled={settings.enabled} />}
      </QueryState>
    </>
  );
}
