import { X } from 'lucide-react';
import { LocationPicker } from '@web/components/locations';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { UserText } from '@web/components/user-text';
import { useAnalyticsScope } from '../../api/analytics-scope';

const WHOLE_PLANT = 'Whole plant';

/**
 * What a tab whose figures can be read per subtree covers: a location picker (the whole plant by
 * default), or, when the figures are an asset's and its parts' (opened from that asset), which
 * asset, with the way back to the whole plant.
 */
export function ScopeChoice({ scopeName }: { scopeName: string | undefined }) {
  const { scope, setLocationId } = useAnalyticsScope();
  if (scope.parentId) {
    return (
      <p className="flex min-h-10 flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm">
        <span className="min-w-0">
          <UserText>{scopeName ?? '…'}</UserText> and its parts
        </span>
        <Button variant="ghost" size="sm" onClick={() => setLocationId(null)}>
          <X aria-hidden />
          {WHOLE_PLANT}
        </Button>
      </p>
    );
  }
  return (
    <div className="w-full sm:w-64">
      <Label htmlFor="analytics-location" className="sr-only">
        Location
      </Label>
      <LocationPicker
        id="analytics-location"
        value={scope.locationId}
        onChange={setLocationId}
        noneLabel={WHOLE_PLANT}
        placeholder={WHOLE_PLANT}
      />
    </div>
  );
}
