import type { Equipment } from '@shared/schemas/equipment';
import { useBlobUrl, type BlobUrlState } from '@web/components/attachments/use-blob-url';
import { assetRequestUrl, useQrSvg } from '@web/components/request-portal/request-portal';

/** Label stock of 63.5 × 38.1 mm, 3 × 7 on A4 (the common asset-label sheet). */
export const LABEL_WIDTH_MM = 63.5;
export const LABEL_HEIGHT_MM = 38.1;

/**
 * The label's QR image: with the request portal on, its address for this asset (anyone can
 * report a problem, staff land on the equipment); else the plain asset tag, drawn by the server.
 * `portalUrl` is `useRequestPortalLink()`'s: undefined while the link is read.
 */
export function useLabelQr(equipment: Equipment, portalUrl: string | null | undefined): BlobUrlState {
  const portalQr = useQrSvg(portalUrl ? assetRequestUrl(portalUrl, equipment.assetTag) : null);
  const tagQr = useBlobUrl(portalUrl === null ? `/api/equipment/${equipment.id}/qr?format=svg` : null);
  if (portalUrl === null) return tagQr;
  return portalQr ? { status: 'ready', url: portalQr } : { status: 'loading' };
}

/** One label: the QR code (the asset's request link, or its tag), the tag in large type, name and location. */
export function QrLabel({ equipment, qr }: { equipment: Equipment; qr: BlobUrlState }) {
  return (
    <div
      className="flex items-center gap-[2.5mm] overflow-hidden rounded-[2mm] border border-neutral-300 bg-white p-[2.5mm] text-black print:rounded-none print:border-transparent"
      style={{ width: `${LABEL_WIDTH_MM}mm`, height: `${LABEL_HEIGHT_MM}mm`, breakInside: 'avoid' }}
    >
      {qr.status === 'ready' ? (
        <img src={qr.url} alt={`QR code for ${equipment.assetTag}`} className="size-[31mm] shrink-0" />
      ) : (
        <div className="size-[31mm] shrink-0 animate-pulse bg-neutral-200" aria-hidden />
      )}
      <div className="min-w-0 leading-tight">
        <p className="font-mono text-[13pt] font-bold tracking-tight break-all">{equipment.assetTag}</p>
        <p className="mt-[1mm] line-clamp-2 text-[8pt] font-medium">{equipment.name}</p>
        {equipment.area ? (
          <p className="mt-[0.5mm] truncate text-[7pt] text-neutral-600">{equipment.area}</p>
        ) : null}
      </div>
    </div>
  );
}
