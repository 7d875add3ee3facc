import { DatabaseZap } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS, SLOW_QUERY_LIST_SIZE, SLOW_QUERY_MS } from '@shared/monitoring/thresholds';
import type { SlowQuery } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useSlowQueries } from '../../api/list-slow-queries';
import { adminMessages } from '../../messages';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { QUERY_TYPE_LABELS } from './query-type-breakdown';
import { NothingSlow, PERFORMANCE_ERROR, ListSkeleton } from './list-states';

const queryKey = (query: SlowQuery) => `${query.timestamp}-${query.queryType}-${query.tableName ?? ''}`;

function TableName({ name }: { name: string | null }) {
  const t = useT(adminMessages);
  return name === null ? (
    <span className="text-muted-foreground">{t('slowQueries.noTable')}</span>
  ) : (
    <span className="font-mono break-all">{name}</span>
  );
}

function SlowQueriesTable({ queries }: { queries: readonly SlowQuery[] }) {
  const t = useT(adminMessages);
  return (
    <Table aria-label={t('slowQueries.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('slowQueries.type')}</TableHead>
          <TableHead>{t('slowQueries.table')}</TableHead>
          <TableHead className="text-right">{t('slow.time')}</TableHead>
          <TableHead>{t('slow.at')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queries.map((query) => (
          <TableRow key={queryKey(query)}>
            <TableCell>
              <Badge variant="outline" className="font-mono">
                {t(QUERY_TYPE_LABELS[query.queryType])}
              </Badge>
            </TableCell>
            <TableCell
              className={cn(
                'font-mono text-xs break-all',
                query.tableName === null && 'text-muted-foreground',
              )}
            >
              {query.tableName ?? t('slowQueries.noTable')}
            </TableCell>
            <TableCell
              className={cn(
                'text-right font-medium whitespace-nowrap tabular-nums',
                levelClass(query.queryTime, PERFORMANCE_THRESHOLDS.queryTimeMs),
              )}
            >
              {formatMs(t, query.queryTime)}
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

function SlowQueryItems({ queries }: { queries: readonly SlowQuery[] }) {
  const t = useT(adminMessages);
  return (
    <ul className="divide-y" aria-label={t('slowQueries.label')}>
      {queries.map((query) => (
        <li key={queryKey(query)} className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
          <div className="flex items-center justify-between gap-3">
            <Badge variant="outline" className="font-mono">
              {t(QUERY_TYPE_LABELS[query.queryType])}
            </Badge>
            <span
              className={cn(
                'font-medium tabular-nums',
                levelClass(query.queryTime, PERFORMANCE_THRESHOLDS.queryTimeMs),
              )}
            >
              {formatMs(t, query.queryTime)}
            </span>
          </div>
          <div className="flex items-center justify-between gap-3 text-xs">
            <TableName name={query.tableName} />
            <span className="text-muted-foreground">{formatTime(query.timestamp, { seconds: true })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The five slowest queries over the slow threshold (operations spec §9). */
export function SlowQueriesList() {
  const t = useT(adminMessages);
  const slowQueries = useSlowQueries();
  const isMobile = useIsMobile();
  return (
    <SectionCard
      title={t('slowQueries.title')}
      description={t('slowQueries.description', {
        count: SLOW_QUERY_LIST_SIZE,
        threshold: String(SLOW_QUERY_MS),
      })}
    >
      <QueryState
        query={slowQueries}
        errorTitle={t(PERFORMANCE_ERROR)}
        loading={<ListSkeleton label={t('slowQueries.loading')} />}
      >
        {(data) =>
          data.queries.length === 0 ? (
            <NothingSlow icon={DatabaseZap} title={t('slowQueries.none')} thresholdMs={data.thresholdMs} />
          ) : isMobile ? (
            <SlowQueryItems queries={data.queries.slice(0, SLOW_QUERY_LIST_SIZE)} />
          ) : (
            <SlowQueriesTable queries={data.queries.slice(0, SLOW_QUERY_LIST_SIZE)} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
