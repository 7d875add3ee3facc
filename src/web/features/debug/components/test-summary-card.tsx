import { ListChecks } from 'lucide-react';
import type { TestSummary } from '@shared/schemas/debug';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { debugMessages } from '../messages';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';

/** The server's self-checks: totals, then each check with pass, warn or fail and its sentence. */
export function TestSummaryCard({ summary }: { summary: QueryLike<TestSummary> }) {
  const t = useT(debugMessages);
  return (
    <DebugCard title={t('tests.title')} icon={ListChecks}>
      <QueryState
        query={summary}
        errorTitle={t('tests.failed')}
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t('tests.totals', {
                passed: formatNumber(data.passed),
                warnings: formatNumber(data.warnings),
                failed: formatNumber(data.failed),
                total: formatNumber(data.total),
                time: formatDateTime(data.timestamp),
              })}
            </p>
            <ul className="mt-3 grid gap-2">
              {data.checks.map((check) => (
                <li key={check.name} aria-label={check.name} className="rounded-lg border px-3 py-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium capitalize">{check.name}</span>
                    <StatusBadge tone={check.status}>{t(`tests.status.${check.status}`)}</StatusBadge>
                  </div>
                  <p className="mt-1 text-xs break-words text-muted-foreground">
                    {check.detail} · {t('unit.ms', { value: formatNumber(Math.round(check.durationMs)) })}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </DebugCard>
  );
}
