import { DatabaseZap } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS, SLOW_QUERY_LIST_SIZE, SLOW_QUERY_MS } from '@shared/monitoring/thresholds';
import type { SlowQuery } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatTime } from '@web/lib/formatting';
import { useSlowQueries } from '../../api/list-slow-queries';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { QUERY_TYPE_LABELS } from './query-type-breakdown';
import { NothingSlow, PERFORMANCE_ERROR, ListSkeleton } from './list-states';

function SlowQueriesTable({ queries }: { queries: readonly SlowQuery[] }) {
  return (
    <Table aria-label="Slow queries">
      <TableHeader>
        <TableRow>
          <TableHead>Type</TableHead>
          <TableHead>Table</TableHead>
          <TableHead className="text-right">Time (ms)</TableHead>
          <TableHead>At</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queries.slice(0, SLOW_QUERY_LIST_SIZE).map((query) => (
          <TableRow key={`${query.timestamp}-${query.queryType}-${query.tableName ?? ''}`}>
            <TableCell>
              <Badge variant="outline" className="font-mono">
                {QUERY_TYPE_LABELS[query.queryType]}
              </Badge>
            </TableCell>
            <TableCell
              className={cn(
                'font-mono text-xs break-all',
                query.tableName === null && 'text-muted-foreground',
              )}
            >
              {query.tableName ?? 'No table'}
            </TableCell>
            <TableCell
              className={cn(
                'text-right font-medium whitespace-nowrap tabular-nums',
                levelClass(query.queryTime, PERFORMANCE_THRESHOLDS.queryTimeMs),
              )}
            >
              {formatMs(query.queryTime)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatTime(query.timestamp, { seconds: true })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The five slowest queries over the slow threshold (operations spec §9). */
export function SlowQueriesList() {
  const slowQueries = useSlowQueries();
  return (
    <SectionCard
      title="Slowest Queries"
      description={`The ${SLOW_QUERY_LIST_SIZE} slowest over ${SLOW_QUERY_MS} ms`}
    >
      <QueryState
        query={slowQueries}
        errorTitle={PERFORMANCE_ERROR}
        loading={<ListSkeleton label="Loading slow queries" />}
      >
        {(data) =>
          data.queries.length === 0 ? (
            <NothingSlow icon={DatabaseZap} title="No slow queries detected" thresholdMs={data.thresholdMs} />
          ) : (
            <SlowQueriesTable queries={data.queries} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
