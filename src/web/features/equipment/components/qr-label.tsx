import type { Equipment } from '@shared/schemas/equipment';
import { useBlobUrl } from '@web/components/attachments/use-blob-url';

/** Label stock of 63.5 × 38.1 mm, 3 × 7 on A4 (the common asset-label sheet). */
export const LABEL_WIDTH_MM = 63.5;
export const LABEL_HEIGHT_MM = 38.1;

export function useQrImage(equipment: Equipment) {
  return useBlobUrl(`/api/equipment/${equipment.id}/qr?format=svg`);
}

/** One label: the QR code (which carries the asset tag), the tag in large type, name and location. */
export function QrLabel({ equipment, qrUrl }: { equipment: Equipment; qrUrl: string | null }) {
  return (
    <div
      className="flex items-center gap-[2.5mm] overflow-hidden rounded-[2mm] border border-neutral-300 bg-white p-[2.5mm] text-black print:rounded-none print:border-transparent"
      style={{ width: `${LABEL_WIDTH_MM}mm`, height: `${LABEL_HEIGHT_MM}mm`, breakInside: 'avoid' }}
    >
      {qrUrl ? (
        <img src={qrUrl} alt={`QR code for ${equipment.assetTag}`} className="size-[31mm] shrink-0" />
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
