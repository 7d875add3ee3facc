import { CircleCheck } from 'lucide-react';
import type { Recommendation } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';
import { useRecommendations } from '../../api/get-recommendations';
import { SectionCard } from '../shared/section-card';
import { PERFORMANCE_ERROR, ListSkeleton } from './list-states';

const SEVERITY_ORDER: Readonly<Record<Recommendation['severity'], number>> = { critical: 0, warning: 1 };

function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  const isCritical = recommendation.severity === 'critical';
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-3">
      <Badge variant={isCritical ? 'destructive' : 'warning'} className="self-start">
        {isCritical ? 'Critical' : 'Warning'}
      </Badge>
      <div className="min-w-0 text-sm">
        <p className="break-words">{recommendation.message}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {recommendation.metric}: {formatNumber(recommendation.value)} (threshold{' '}
          {formatNumber(recommendation.threshold)})
        </p>
      </div>
    </li>
  );
}

/** What the server suggests from the figures it measured, the critical ones first. */
export function RecommendationsTab() {
  const recommendations = useRecommendations();
  return (
    <SectionCard title="Recommendations">
      <QueryState
        query={recommendations}
        errorTitle={PERFORMANCE_ERROR}
        loading={<ListSkeleton label="Loading recommendations" />}
      >
        {(data) =>
          data.recommendations.length === 0 ? (
            <EmptyState
              icon={CircleCheck}
              title="System performance looks good!"
              description="No measured figure crosses its threshold."
              className="py-8 sm:py-10"
            />
          ) : (
            <ul className="divide-y" aria-label="Recommendations">
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
