import { X } from 'lucide-react';
import { LocationPicker } from '@web/components/locations';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { useAnalyticsScope } from '../../api/analytics-scope';
import { analyticsMessages } from '../../messages';

/**
 * What a tab whose figures can be read per subtree covers: a location picker (the whole plant by
 * default), or, when the figures are an asset's and its parts' (opened from that asset), which
 * asset, with the way back to the whole plant.
 */
export function ScopeChoice({ scopeName }: { scopeName: string | undefined }) {
  const t = useT(analyticsMessages);
  const { scope, setLocationId } = useAnalyticsScope();
  const wholePlant = t('scope.wholePlant');
  if (scope.parentId) {
    return (
      <p className="flex min-h-10 flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm">
        <span className="min-w-0">
          <UserText>{scopeName ?? '…'}</UserText> {t('scope.andItsParts')}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setLocationId(null)}>
          <X aria-hidden />
          {wholePlant}
        </Button>
      </p>
    );
  }
  return (
    <div className="w-full sm:w-64">
      <Label htmlFor="analytics-location" className="sr-only">
        {t('scope.location')}
      </Label>
      <LocationPicker
        id="analytics-location"
        value={scope.locationId}
        onChange={setLocationId}
        noneLabel={wholePlant}
        placeholder={wholePlant}
      />
    </div>
  );
}
