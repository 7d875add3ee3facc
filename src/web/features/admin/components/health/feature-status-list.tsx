import { Badge } from '@web/components/ui/badge';
import { useFeatureLabel } from '@web/components/use-feature-label';
import { useT } from '@web/lib/i18n/use-t';
import type { HealthDetails } from '@shared/schemas/health';
import { adminMessages } from '../../messages';
import { SectionCard } from '../shared/section-card';

/** Each feature of this instance, enabled or disabled. */
export function FeatureStatusList({ features }: { features: HealthDetails['features'] }) {
  const t = useT(adminMessages);
  const featureLabel = useFeatureLabel();
  const entries = Object.entries(features).sort(([a], [b]) => featureLabel(a).localeCompare(featureLabel(b)));
  return (
    <SectionCard title={t('features.title')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('features.none')}</p>
      ) : (
        <ul className="divide-y text-sm">
          {entries.map(([name, state]) => (
            <li key={name} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <span className="min-w-0 break-words">{featureLabel(name)}</span>
              <Badge variant={state === 'enabled' ? 'success' : 'secondary'}>
                {state === 'enabled' ? t('features.enabled') : t('features.disabled')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
