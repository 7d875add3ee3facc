import type { PartVendor } from '@shared/schemas/purchasing';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { UserText } from '@web/components/user-text';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { inventoryMessages } from '../messages';
import { formatCurrency } from './stock-status';

export function PreferredBadge() {
  const t = useT(inventoryMessages);
  return <Badge variant="success">{t('vendors.preferred')}</Badge>;
}

function VendorName({ vendor }: { vendor: PartVendor }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <UserText className="font-medium">{vendor.vendorName}</UserText>
      {vendor.preferred ? <PreferredBadge /> : null}
    </span>
  );
}

function leadTimeText(days: number | null): string {
  return days === null ? '—' : formatNumber(days);
}

function VendorTable({ vendors, currency }: { vendors: readonly PartVendor[]; currency?: string }) {
  const t = useT(inventoryMessages);
  return (
    <Table aria-label={t('vendors.label')} className="text-[0.8125rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-full">{t('vendors.vendor')}</TableHead>
          <TableHead>{t('vendors.partNumber')}</TableHead>
          <TableHead className="text-right">{t('vendors.unitPrice')}</TableHead>
          <TableHead className="text-right">{t('vendors.leadTime')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vendors.map((vendor) => (
          <TableRow key={vendor.vendorId}>
            <TableCell>
              <VendorName vendor={vendor} />
            </TableCell>
            <TableCell className="font-mono text-xs">
              <UserText>{vendor.vendorPartNumber ?? '—'}</UserText>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatCurrency(vendor.unitPrice, currency)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{leadTimeText(vendor.leadTimeDays)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

// Four columns do not fit a phone's dialog: each vendor becomes a small card.
function VendorCards({ vendors, currency }: { vendors: readonly PartVendor[]; currency?: string }) {
  const t = useT(inventoryMessages);
  return (
    <ul className="divide-y" aria-label={t('vendors.label')}>
      {vendors.map((vendor) => (
        <li key={vendor.vendorId} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-3">
          <VendorName vendor={vendor} />
          <p className="text-right text-sm font-semibold tabular-nums">
            {formatCurrency(vendor.unitPrice, currency)}
          </p>
          <p className="col-span-2 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>
              {t('vendors.partNo')}
              <UserText className="font-mono">{vendor.vendorPartNumber ?? '—'}</UserText>
            </span>
            <span aria-hidden>·</span>
            <span>{t('vendors.leadTimeDays', { days: leadTimeText(vendor.leadTimeDays) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A part's vendors with their numbers, prices in the plant's currency and lead times. */
export function PartVendorsList({ vendors }: { vendors: readonly PartVendor[] }) {
  const isMobile = useIsMobile();
  const currency = usePlantCurrency();
  return isMobile ? (
    <VendorCards vendors={vendors} currency={currency} />
  ) : (
    <VendorTable vendors={vendors} currency={currency} />
  );
}
