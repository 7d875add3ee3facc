import type { Equipment } from '@shared/schemas/equipment';
import { useBlobUrl, type BlobUrlState } from '@web/components/attachments/use-blob-url';
import { QrLabelFrame } from '@web/components/labels/qr-label-frame';
import { assetRequestUrl, useQrSvg } from '@web/components/request-portal/request-portal';

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

/** One label: the QR code (the asset's request link, or its tag), the tag in large type, name and area. */
export function QrLabel({ equipment, qr }: { equipment: Equipment; qr: BlobUrlState }) {
  return <QrLabelFrame qr={qr} code={equipment.assetTag} name={equipment.name} place={equipment.area} />;
}
