import type { Vendor } from '@shared/schemas/vendors';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

// Radix Select keeps '' for "no value", so "none" needs a value of its own.
const NONE = 'none';

/** The supplier or contractor doing the job; '' means the plant's own team. */
export function VendorSelect({
  value,
  onChange,
  vendors,
  currentName,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onChange: (vendorId: string) => void;
  vendors: readonly Vendor[] | undefined;
  /** Shown while the list loads, or when the order's vendor has since been deleted. */
  currentName?: string | null;
}) {
  const list = vendors ?? [];
  // Contractors first: they are the ones who take on jobs.
  const sorted = [...list].sort((a, b) => Number(a.type !== 'contractor') - Number(b.type !== 'contractor'));
  const isListed = value === '' || list.some((vendor) => vendor.id === value);
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
      <SelectTrigger {...field}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>None (in-house)</SelectItem>
        {isListed ? null : <SelectItem value={value}>{currentName ?? 'Current vendor'}</SelectItem>}
        {sorted.map((vendor) => (
          <SelectItem key={vendor.id} value={vendor.id}>
            {vendor.name}
            <span className="text-muted-foreground">
              {' · '}
              {vendor.type === 'contractor' ? 'Contractor' : 'Supplier'}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
