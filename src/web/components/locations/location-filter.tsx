import { useId } from 'react';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { LocationPicker } from './location-picker';
import { useT } from '@web/lib/i18n/use-t';
import { locationsMessages } from './messages';

export interface LocationFilterValue {
  locationId: string | null;
  /** Also everything under the chosen location (on by default). */
  includeDescendants: boolean;
}

/**
 * A list's Location filter: a place from the tree and whether what sits under it counts too.
 * Without `onIncludeDescendantsChange` the list always includes everything under it.
 */
export function LocationFilter({
  value,
  onChange,
  className,
  showIncludeDescendants = true,
}: {
  value: LocationFilterValue;
  onChange: (next: LocationFilterValue) => void;
  className?: string;
  showIncludeDescendants?: boolean;
}) {
  const t = useT(locationsMessages);
  const checkboxId = useId();
  const pickerId = useId();
  return (
    <div className={className}>
      <Label htmlFor={pickerId} className="sr-only">
        {t('filter.label')}
      </Label>
      <LocationPicker
        id={pickerId}
        value={value.locationId}
        onChange={(locationId) => onChange({ ...value, locationId })}
        placeholder={t('filter.any')}
      />
      {showIncludeDescendants && value.locationId ? (
        <div className="mt-1 flex min-h-11 items-center gap-2">
          <Checkbox
            id={checkboxId}
            checked={value.includeDescendants}
            onCheckedChange={(checked) => onChange({ ...value, includeDescendants: checked === true })}
          />
          <Label htmlFor={checkboxId} className="cursor-pointer text-sm font-normal">
            {t('filter.includeDescendants')}
          </Label>
        </div>
      ) : null}
    </div>
  );
}
