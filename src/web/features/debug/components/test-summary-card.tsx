import { ListChecks } from 'lucide-react';
import type { TestSummary } from '@shared/schemas/debug';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { DebugCard } from './debug-card';
import { StatusBadge } from './status-badge';

/** The server's self-checks: totals, then each check with pass, warn or fail and its sentence. */
export function TestSummaryCard({ summary }: { summary: QueryLike<TestSummary> }) {
  return (
    <DebugCard title="Test summary" icon={ListChecks}>
      <QueryState
        query={summary}
        errorTitle="Failed to fetch test summary."
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {formatNumber(data.passed)} passed · {formatNumber(data.warnings)} warnings ·{' '}
              {formatNumber(data.failed)} failed of {formatNumber(data.total)}, run{' '}
              {formatDateTime(data.timestamp)}
            </p>
            <ul className="mt-3 grid gap-2">
              {data.checks.map((check) => (
                <li key={check.name} aria-label={check.name} className="rounded-lg border px-3 py-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium capitalize">{check.name}</span>
                    <StatusBadge tone={check.status}>{check.status}</StatusBadge>
                  </div>
                  <p className="mt-1 text-xs break-words text-muted-foreground">
                    {check.detail} · {formatNumber(Math.round(check.durationMs))} ms
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
