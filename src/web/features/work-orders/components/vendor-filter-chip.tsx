import { Truck, X } from 'lucide-react';
import { useVendorOptions } from '@web/components/vendors/vendor-options';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';

/** Shows which vendor's orders are listed (a link from the vendors screen) and takes the filter off. */
export function VendorFilterChip({ vendorId, onRemove }: { vendorId: string; onRemove: () => void }) {
  const t = useT(workOrdersMessages);
  const vendors = useVendorOptions();
  const name = vendors.data?.find((vendor) => vendor.id === vendorId)?.name ?? t('chip.selectedVendor');
  return (
    <span className="inline-flex h-10 max-w-full min-w-0 items-center gap-1.5 rounded-full border border-primary bg-primary/10 pr-1 pl-3 text-sm font-medium text-primary touch:h-11">
      <Truck className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{name}</span>
      <button
        type="button"
        aria-label={t('chip.remove')}
        onClick={onRemove}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring touch:size-9"
      >
        <X className="size-4" aria-hidden />
      </button>
    </span>
  );
}
