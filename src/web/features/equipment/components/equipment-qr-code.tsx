import { QrCode } from 'lucide-react';
import type { Equipment } from '@shared/schemas/equipment';
import { useBlobUrl } from '@web/components/attachments/use-blob-url';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** The asset's QR label image, fetched with the token (GET /api/equipment/{id}/qr as SVG). */
export function EquipmentQrCode({ equipment, className }: { equipment: Equipment; className?: string }) {
  const image = useBlobUrl(`/api/equipment/${equipment.id}/qr?format=svg`);
  if (image.status === 'loading') return <Skeleton className={cn('aspect-square', className)} />;
  if (image.status === 'error') {
    return (
      <div
        className={cn(
          'flex aspect-square flex-col items-center justify-center gap-1 rounded-md border border-dashed text-xs text-muted-foreground',
          className,
        )}
      >
        <QrCode className="size-6" aria-hidden />
        QR unavailable
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={`QR code for ${equipment.assetTag}`}
      className={cn('aspect-square bg-white [image-rendering:pixelated]', className)}
    />
  );
}
