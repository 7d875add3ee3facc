import { useCallback } from 'react';
import type { FeatureSwitch } from '@shared/schemas/health';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from './messages';

type FeatureKey = `feature.${FeatureSwitch}`;
const isFeatureKey = (key: string): key is FeatureKey => key in componentsMessages.source;

/**
 * A switch's name on screen in the screens' language (the twin of featureLabel, which the server's
 * English keeps); a name this build does not know (a newer server) as it is.
 */
export function useFeatureLabel(): (name: string) => string {
  const t = useT(componentsMessages);
  return useCallback(
    (name: string) => {
      const key = `feature.${name}`;
      return isFeatureKey(key) ? t(key) : name;
    },
    [t],
  );
}
