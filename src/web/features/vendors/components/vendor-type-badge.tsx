import { HardHat, Truck } from 'lucide-react';
import type { VendorType } from '@shared/domain';
import { Badge } from '@web/components/ui/badge';

export const VENDOR_TYPE_LABELS: Readonly<Record<VendorType, string>> = {
  supplier: 'Supplier',
  contractor: 'Contractor',
};

export const VENDOR_TYPE_ICONS = { supplier: Truck, contractor: HardHat } as const;

/** Suppliers sell parts, contractors do jobs: two looks, so the grid reads at a glance. */
export function VendorTypeBadge({ type }: { type: VendorType }) {
  const Icon = VENDOR_TYPE_ICONS[type];
  return (
    <Badge variant={type === 'supplier' ? 'default' : 'secondary'}>
      <Icon className="size-3" aria-hidden />
      {VENDOR_TYPE_LABELS[type]}
    </Badge>
  );
}
