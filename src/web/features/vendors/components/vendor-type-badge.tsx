import { HardHat, Truck } from 'lucide-react';
import type { VendorType } from '@shared/domain';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';

/** The catalogue key of each vendor type's name. */
export const VENDOR_TYPE_LABELS = {
  supplier: 'type.supplier',
  contractor: 'type.contractor',
} as const satisfies Readonly<Record<VendorType, string>>;

export const VENDOR_TYPE_ICONS = { supplier: Truck, contractor: HardHat } as const;

/** Suppliers sell parts, contractors do jobs: two looks, so the grid reads at a glance. */
export function VendorTypeBadge({ type }: { type: VendorType }) {
  const t = useT(vendorsMessages);
  const Icon = VENDOR_TYPE_ICONS[type];
  return (
    <Badge variant={type === 'supplier' ? 'default' : 'secondary'}>
      <Icon className="size-3" aria-hidden />
      {t(VENDOR_TYPE_LABELS[type])}
    </Badge>
  );
}
