import type { Vendor } from '@shared/schemas/vendors';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { KEEP_VENDOR } from './part-form-values';

// Radix Select keeps '' for "no value", so "none" needs a value of its own.
const NONE = 'none';

/** The warehouse's vendors; '' is none. A name typed before vendors existed stays as it is. */
export function VendorSelect({
  value,
  onChange,
  onBlur,
  vendors,
  isLoading,
  currentName,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onChange: (vendorId: string) => void;
  onBlur?: () => void;
  vendors: readonly Vendor[] | undefined;
  isLoading: boolean;
  /** The part's vendor name, shown for KEEP_VENDOR and while the list loads. */
  currentName: string | null;
}) {
  const list = vendors ?? [];
  const isListed = value === '' || value === KEEP_VENDOR || list.some((vendor) => vendor.id === value);
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
      <SelectTrigger {...field} onBlur={onBlur}>
        <SelectValue placeholder={isLoading ? 'Loading vendors…' : 'No vendor'} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>No vendor</SelectItem>
        {value === KEEP_VENDOR ? (
          <SelectItem value={KEEP_VENDOR}>{currentName ?? 'Current vendor'}</SelectItem>
        ) : null}
        {isListed ? null : <SelectItem value={value}>{currentName ?? 'Current vendor'}</SelectItem>}
        {list.map((vendor) => (
          <SelectItem key={vendor.id} value={vendor.id}>
            {vendor.name}
            {vendor.type === 'contractor' ? ' (contractor)' : ''}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
