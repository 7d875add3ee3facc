import { CircleCheck } from 'lucide-react';
import type { Recommendation } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useRecommendations } from '../../api/get-recommendations';
import { adminMessages } from '../../messages';
import { SectionCard } from '../shared/section-card';
import { PERFORMANCE_ERROR, ListSkeleton } from './list-states';

const SEVERITY_ORDER: Readonly<Record<Recommendation['severity'], number>> = { critical: 0, warning: 1 };

function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  const t = useT(adminMessages);
  const isCritical = recommendation.severity === 'critical';
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-3">
      <Badge variant={isCritical ? 'destructive' : 'warning'} className="self-start">
        {isCritical ? t('recommendations.critical') : t('recommendations.warning')}
      </Badge>
      <div className="min-w-0 text-sm">
        <p className="break-words">{recommendation.message}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {t('recommendations.figure', {
            metric: recommendation.metric,
            value: formatNumber(recommendation.value),
            threshold: formatNumber(recommendation.threshold),
          })}
        </p>
      </div>
    </li>
  );
}

/** What the server suggests from the figures it measured, the critical ones first. */
export function RecommendationsTab() {
  const t = useT(adminMessages);
  const recommendations = useRecommendations();
  return (
    <SectionCard title={t('tabs.recommendations')}>
      <QueryState
        query={recommendations}
        errorTitle={t(PERFORMANCE_ERROR)}
        loading={<ListSkeleton label={t('recommendations.loading')} />}
      >
        {(data) =>
          data.recommendations.length === 0 ? (
            <EmptyState
              icon={CircleCheck}
              title={t('recommendations.none')}
              description={t('recommendations.noneDescription')}
              className="py-8 sm:py-10"
            />
          ) : (
            <ul className="divide-y" aria-label={t('tabs.recommendations')}>
              {[...data.recommendations]
                .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
                .map((recommendation) => (
                  <RecommendationItem
                    key={`${recommendation.metric}-${recommendation.severity}`}
                    recommendation={recommendation}
                  />
                ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
