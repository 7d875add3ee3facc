import { useMemo } from 'react';
import type { LocationKind } from '@shared/domain';
import { useT } from '@web/lib/i18n/use-t';
import { labelOfLocation } from './location-picker';
import { locationsMessages } from './messages';

/** Locations' words in the screens' language: a kind's name, and a place named by its id (labelOfLocation). */
export function useLocationLabels() {
  const t = useT(locationsMessages);
  return useMemo(
    () => ({
      kind: (kind: LocationKind) => t(`kind.${kind}`),
      labelOf: (nodes: Parameters<typeof labelOfLocation>[0], id: string | null | undefined) =>
        labelOfLocation(nodes, id, t('unknown')),
    }),
    [t],
  );
}
