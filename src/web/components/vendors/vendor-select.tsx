import type { Vendor } from '@shared/schemas/vendors';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from './messages';

// Radix Select keeps '' for "no value", so "none" needs a value of its own.
const NONE = 'none';

/**
 * The warehouse's suppliers and contractors; '' is none. A value that is not a listed vendor (a
 * vendor since deleted, a name typed before vendors existed) stays selectable under `currentName`.
 */
export function VendorSelect({
  value,
  onChange,
  onBlur,
  vendors,
  isLoading = false,
  currentName = null,
  noneLabel,
  contractorsFirst = false,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onChange: (vendorId: string) => void;
  onBlur?: () => void;
  vendors: readonly Vendor[] | undefined;
  isLoading?: boolean;
  /** Shown for a value that is not in the list, and while the list loads. */
  currentName?: string | null;
  /** What "no vendor" means here: "No vendor" for a part, "None (in-house)" for a job. */
  noneLabel: string;
  /** Jobs are taken on by contractors, so a work order lists them first. */
  contractorsFirst?: boolean;
}) {
  const t = useT(vendorsMessages);
  const list = vendors ?? [];
  const shown = contractorsFirst
    ? [...list].sort((a, b) => Number(a.type !== 'contractor') - Number(b.type !== 'contractor'))
    : list;
  const isListed = value === '' || list.some((vendor) => vendor.id === value);
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
      <SelectTrigger {...field} onBlur={onBlur}>
        <SelectValue placeholder={isLoading ? t('select.loading') : noneLabel} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {isListed ? null : <SelectItem value={value}>{currentName ?? t('select.current')}</SelectItem>}
        {shown.map((vendor) => (
          <SelectItem key={vendor.id} value={vendor.id}>
            {vendor.name}
            <span className="text-muted-foreground">
              {' · '}
              {vendor.type === 'contractor' ? t('type.contractor') : t('type.supplier')}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
