import { QrCode } from 'lucide-react';
import type { Equipment } from '@shared/schemas/equipment';
import { useRequestPortalLink } from '@web/components/request-portal/request-portal';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { useLabelQr } from './qr-label';

/** The asset's QR code as its printed label carries it: the request link, or the asset tag. */
export function EquipmentQrCode({ equipment, className }: { equipment: Equipment; className?: string }) {
  const t = useT(equipmentMessages);
  const image = useLabelQr(equipment, useRequestPortalLink());
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
        {t('qr.unavailable')}
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={t('qr.alt', { tag: equipment.assetTag })}
      className={cn('aspect-square bg-white [image-rendering:pixelated]', className)}
    />
  );
}
