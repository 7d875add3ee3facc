import { useMemo } from 'react';
import type { LocationKind } from '@shared/domain';
import { useT } from '@web/lib/i18n/use-t';
import { labelOfLocation } from './location-picker';
import { locationsMessages } from './messages';

/** Locations' words in the screens' language: the twins of LOCATION_KIND_LABELS and labelOfLocation. */
export function useLocationLabels() {
  const t = useT(locationsMessages);
  return useMemo(
    () => ({
      kind: (kind: LocationKind) => t(`kind.${kind}`),
      labelOf: (...[nodes, id]: Parameters<typeof labelOfLocation>) =>
        labelOfLocation(nodes, id, t('unknown')),
    }),
    [t],
  );
}
