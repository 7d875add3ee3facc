import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { QueryState } from '@web/components/query-state';
import { useQrSvg, useRequestPortal } from '@web/components/request-portal/request-portal';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyProfile } from '@web/lib/auth/my-profile';
import { readStored } from '@web/lib/session-storage';

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
  const qr = useQrSvg(portalUrl);
  const plantName = usePlantName();
  return (
    <>
      {enabled ? null : (
        <Alert className="mb-4" title="The request portal is off">
          The poster&apos;s code shows &ldquo;no longer in use&rdquo; until you turn the portal on in
          Settings.
        </Alert>
      )}
      <div
        id="request-poster"
        className="mx-auto grid max-w-xl justify-items-center gap-6 rounded-xl border bg-white p-8 text-center text-black"
      >
        {plantName ? <p className="text-2xl font-semibold">{plantName}</p> : null}
        <p className="text-4xl font-bold tracking-tight">Scan to report a problem</p>
        {qr ? (
          <img src={qr} alt="QR code of the request link" className="aspect-square w-full max-w-[120mm]" />
        ) : (
          <Skeleton className="aspect-square w-full max-w-[120mm]" />
        )}
        <p className="text-base">
          Point your phone&apos;s camera at the code, say what is wrong, and send. No account needed.
        </p>
        <p className="font-mono text-sm break-all">{portalUrl}</p>
      </div>
    </>
  );
}

/** The request portal's poster: its general QR code, big, with the plant's name (issue 23). */
export default function RequestPortalPosterPage() {
  const portal = useRequestPortal();
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader
        title="Request portal poster"
        description="Print it on A4 and put it up where people notice problems."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/settings">
                <ArrowLeft aria-hidden />
                Back to settings
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={!portal.data}>
              <Printer aria-hidden />
              Print
            </Button>
          </>
        }
      />
      <QueryState
        query={portal}
        errorTitle="Failed to fetch the request portal"
        loading={<Skeleton className="mx-auto aspect-square w-full max-w-xl" />}
      >
        {(settings) => <Poster portalUrl={settings.portalUrl} enabled={settings.enabled} />}
      </QueryState>
    </>
  );
}
